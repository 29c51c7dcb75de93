import { beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../common/brand";
import { loadConfig, setAppConfig } from "../config";
import {
  emailButton,
  emailDetails,
  emailLink,
  emailList,
  emailParagraphs,
  emailStrong,
  type RenderedEmail,
  renderEmailLayout,
} from "./email-layout";

describe("renderEmailLayout", () => {
  let email: RenderedEmail;
  beforeAll(() => {
    setAppConfig(loadConfig({ NODE_ENV: "test", APP_URL: "https://jobs.example.com" }));
    email = renderEmailLayout({
      title: "Confirm <your> email",
      bodyHtml: "<p>Your code is <strong>493021</strong>.</p>",
      bodyText: "Your code is 493021.",
    });
  });

  it("wraps the body in a branded HTML document with an escaped title", () => {
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(email.html).toContain("<title>Confirm &lt;your&gt; email</title>");
    expect(email.html).toContain("<h1");
    expect(email.html).toContain("Confirm &lt;your&gt; email</h1>");
    expect(email.html).toContain("<p>Your code is <strong>493021</strong>.</p>");
    expect(email.html).toContain(BRAND.name);
    expect(email.html).toContain('<a href="https://jobs.example.com"');
    expect(email.html).not.toContain("<your>");
  });

  it("gives a plain-text alternative with the title, body and the site", () => {
    expect(email.text).toBe(
      `Confirm <your> email\n\nYour code is 493021.\n\n--\n${BRAND.legalName} · Miami · Fort Lauderdale\nhttps://jobs.example.com\n`,
    );
  });
});

describe("email body pieces", () => {
  it("escape the text they are given and keep its line breaks", () => {
    const body = [
      emailParagraphs(["Hi <Ana>,\nsee you"]),
      emailDetails([["Name & role", "O'Neil <RN>"]]),
      emailLink("https://x.example/?a=1&b=2", "Open <it>"),
      emailButton("https://x.example/", "Go & see"),
      emailList([emailStrong("<b>")]),
    ].join("\n");
    expect(body).toContain("Hi &lt;Ana&gt;,<br>see you</p>");
    expect(body).toContain("Name &amp; role</td>");
    expect(body).toContain("O&#39;Neil &lt;RN&gt;</td>");
    expect(body).toContain('href="https://x.example/?a=1&amp;b=2"');
    expect(body).toContain(">Open &lt;it&gt;</a>");
    expect(body).toContain(">Go &amp; see</a>");
    expect(body).toContain("<strong>&lt;b&gt;</strong>");
    expect(body).not.toMatch(/<(Ana|RN|it|b)>/);
  });
});
