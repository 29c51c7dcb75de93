import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { enqueueMail } from "./outbox";

const database = setupTestDatabase();
const mailbox = setupTestApp();
const withSmtpServer = setupTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });

const hostileSubject = `<script>alert("subject")</script> & more`;
const hostileHtml = `<p onclick="steal()">Hi <b>Jane</b> "quoted"</p><script>alert("html")</script>`;
let id = "";

beforeAll(async () => {
  ({ id } = await enqueueMail(database.db(), {
    to: "jane@example.com",
    subject: hostileSubject,
    text: "Your code is 493021 <not a tag>",
    html: hostileHtml,
    attachments: [{ filename: "cv.txt", contentType: "text/plain", content: "hello" }],
  }));
  await enqueueMail(database.db(), { to: "bob@example.com", subject: "For Bob", text: "Hi Bob" });
});

describe("dev mailbox (no SMTP server)", () => {
  it("lists the newest messages with recipient, subject, status and a link, all escaped", async () => {
    const response = await fetch(`${mailbox.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("script-src");

    const page = await response.text();
    expect(page).toContain("jane@example.com");
    expect(page).toContain("bob@example.com");
    expect(page).toContain(
      `<a href="/dev/mailbox/${id}">&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; more</a>`,
    );
    expect(page).toContain("<td>pending</td>");
    expect(page).not.toContain("<script>");
    expect(page.indexOf("bob@example.com")).toBeLessThan(page.indexOf("jane@example.com"));
  });

  it("shows one message: text in <pre>, HTML in a script-less sandboxed iframe, everything escaped", async () => {
    const response = await fetch(`${mailbox.url}/dev/mailbox/${id}`);
    expect(response.status).toBe(200);

    const page = await response.text();
    expect(page).toContain("<pre>Your code is 493021 &lt;not a tag&gt;</pre>");
    const iframe = page.match(/<iframe [^>]*>/)?.[0] ?? "";
    expect(iframe).toContain('sandbox=""');
    const srcdoc = iframe.match(/srcdoc="([^"]*)"/)?.[1];
    expect(srcdoc).toBe(
      "&lt;p onclick=&quot;steal()&quot;&gt;Hi &lt;b&gt;Jane&lt;/b&gt; &quot;quoted&quot;&lt;/p&gt;&lt;script&gt;alert(&quot;html&quot;)&lt;/script&gt;",
    );
    expect(page).toContain("cv.txt (text/plain, 5 bytes)");
    expect(page).not.toContain("<script>");
  });

  it("answers 404 for a message that does not exist or an id that is not one", async () => {
    expect((await fetch(`${mailbox.url}/dev/mailbox/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${mailbox.url}/dev/mailbox/not-an-id`)).status).toBe(404);
  });

  it("returns the messages with their bodies as JSON, optionally for one recipient", async () => {
    const response = await fetch(`${mailbox.url}/dev/mailbox.json`);
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      "bob@example.com",
      "jane@example.com",
    ]);
    expect(messages[1]).toMatchObject({
      id,
      to: "jane@example.com",
      subject: hostileSubject,
      status: "pending",
      text: "Your code is 493021 <not a tag>",
      html: hostileHtml,
      attachments: [{ filename: "cv.txt", contentType: "text/plain", size: 5 }],
    });

    const forJane = await (await fetch(`${mailbox.url}/dev/mailbox.json?to=JANE@example.com`)).json();
    expect(forJane.messages.map((message: { id: string }) => message.id)).toEqual([id]);
  });
});

describe("dev mailbox with an SMTP server configured", () => {
  it("does not exist", async () => {
    expect(withSmtpServer.config.devMailboxEnabled).toBe(false);
    for (const path of ["/dev/mailbox", "/dev/mailbox.json", `/dev/mailbox/${id}`]) {
      const response = await fetch(`${withSmtpServer.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("jane@example.com");
    }
  });
});
