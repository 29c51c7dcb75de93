import { describe, expect, it } from "vitest";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { UNSTORABLE_TEXT_MESSAGE } from "../kernel/unstorable-text";

setupTestDatabase();
const app = setupTestApp();
const { call } = setupApiCaller(app);

const NUL = "x\u0000y";
const contact = {
  firstName: "Ana",
  lastName: "Tester",
  email: "ana@example.com",
  subject: "hire",
  message: "Hello there, I would like to talk about staffing.",
};

/** Each case the scanners found answering 500: now a 400 naming the field that holds the NUL. */
describe("text PostgreSQL cannot store is a 400 naming the field", () => {
  it.each([
    ["GET /api/jobs?location=x%00y", "GET", "/jobs?location=x%00y", undefined, "location"],
    ["GET /api/companies/%00/reviews", "GET", "/companies/%00/reviews", undefined, "path"],
    ["POST /api/companies/%00/reviews", "POST", "/companies/%00/reviews", { text: "Fine" }, "path"],
    [
      "POST /api/companies/{slug}/reviews, NUL in the text",
      "POST",
      "/companies/sunshine-staffing/reviews",
      { authorName: "Ana", rating: 5, text: `Great service ${NUL} and people.` },
      "text",
    ],
    [
      "POST /api/contact, NUL in message",
      "POST",
      "/contact",
      { ...contact, message: `Hi ${NUL}` },
      "message",
    ],
    ["POST /api/contact, NUL in firstName", "POST", "/contact", { ...contact, firstName: NUL }, "firstName"],
    ["POST /api/validate-email", "POST", "/validate-email", { email: `a${NUL}@example.com` }, "email"],
    [
      "POST /api/candidates/login",
      "POST",
      "/candidates/login",
      { email: `a${NUL}@example.com`, password: "secret-pass-1" },
      "email",
    ],
  ])("%s", async (_name, method, path, body, field) => {
    const response = await call(method, path, { body });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
  });

  it("names a nested field and a key, and refuses a lone surrogate the same way", async () => {
    const nested = await call("POST", "/contact", { body: { ...contact, extra: { notes: [NUL] } } });
    expect(nested.status).toBe(400);
    expect(nested.body.fields).toEqual({ "extra.notes.0": UNSTORABLE_TEXT_MESSAGE });

    const key = await call("POST", "/contact", { body: { ...contact, [NUL]: "x" } });
    expect(key.status).toBe(400);
    expect(key.body.fields).toEqual({ [NUL]: UNSTORABLE_TEXT_MESSAGE });

    const surrogate = await call("POST", "/contact", { body: { ...contact, message: "Hi \uD800 there" } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.fields).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it("refuses a NUL in a multipart field, and keeps a well-formed emoji", async () => {
    const form = new FormData();
    form.set("firstName", NUL);
    const refused = await call("POST", "/applications", { body: form });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ firstName: UNSTORABLE_TEXT_MESSAGE });

    const emoji = await call("POST", "/contact", {
      body: { ...contact, message: "Thanks a lot 🌴 see you soon" },
    });
    expect(emoji.status).toBe(201);
  });
});
