import type { APIRequestContext, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/** The newsletter's unsubscribe link, as a subscriber and as a mail client (RFC 8058) use it. */

type MailboxMessage = { headers: Record<string, string>; text: string };

function uniqueEmail(testInfo: TestInfo, label: string) {
  return `${label}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`;
}

function visitor(testInfo: TestInfo): Record<string, string> {
  const id = [...testInfo.testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 60_000, 0);
  return { "x-forwarded-for": `203.0.${Math.floor(id / 250)}.${id % 250}` };
}

/** Subscribes through the API and returns the unsubscribe link from the welcome email. */
async function subscribeAndReadLink(
  request: APIRequestContext,
  email: string,
  headers: Record<string, string>,
) {
  const response = await request.post("/api/email-subscriptions", { data: { email }, headers });
  expect(response.status()).toBe(201);
  let messages: MailboxMessage[] = [];
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      messages = (await mailbox.json()).messages;
      return messages.length;
    })
    .toBe(1);
  const welcome = messages[0] as MailboxMessage;
  const listUnsubscribe = Object.entries(welcome.headers).find(
    ([name]) => name.toLowerCase() === "list-unsubscribe",
  );
  const link = listUnsubscribe?.[1].match(/<([^>]+)>/)?.[1];
  expect(link).toMatch(/\/unsubscribe\?token=/);
  expect(welcome.text).toContain(link as string);
  return new URL(link as string);
}

test.describe("Unsubscribe", () => {
  test("the link asks first, then unsubscribes with one click on the button", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "leaving");
    const link = await subscribeAndReadLink(request, email, visitor(testInfo));

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter?");
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");

    // Visiting the link again shows the done state; nothing asks twice.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
  });

  test("a mail client's one-click POST (RFC 8058) unsubscribes without a page visit", async ({
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "oneclick");
    const link = await subscribeAndReadLink(request, email, visitor(testInfo));
    const response = await request.post(`${link.pathname}${link.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("You have been unsubscribed");
  });

  test("a tampered link says it doesn't work and changes nothing", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "tampered");
    const link = await subscribeAndReadLink(request, email, visitor(testInfo));
    const token = link.searchParams.get("token") as string;
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;

    await page.goto(`/unsubscribe?token=${encodeURIComponent(tampered)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link doesn't work");

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter?");
  });
});
