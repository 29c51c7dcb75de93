import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewsletterForm, serverMessageOf } from "./newsletter-form";

describe("serverMessageOf", () => {
  it("reads the server's JSON error from apiRequest's error", () => {
    expect(
      serverMessageOf(new Error('400: {"error":"Please enter a valid email address","fields":{}}')),
    ).toBe("Please enter a valid email address");
    expect(serverMessageOf(new Error('429: {"message":"Too many requests"}'))).toBe("Too many requests");
  });

  it("gives null (SPEC's fallback) for bodies without a message", () => {
    expect(serverMessageOf(new Error("502: Bad Gateway"))).toBeNull();
    expect(serverMessageOf(new Error("500: <html></html>"))).toBeNull();
    expect(serverMessageOf(new Error('500: {"error":""}'))).toBeNull();
    expect(serverMessageOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(serverMessageOf("nope")).toBeNull();
  });
});

describe("NewsletterForm", () => {
  it("renders a labelled email input and the Subscribe button", () => {
    const html = renderToStaticMarkup(<NewsletterForm />);
    expect(html).toContain("Stay Updated");
    expect(html).toMatch(
      /<label for="([^"]+)" class="sr-only">Email address<\/label><input id="\1" type="email"/,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain(">Subscribe</button>");
  });
});
