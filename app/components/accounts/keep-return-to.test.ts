import { describe, expect, it } from "vitest";
import { keepReturnTo } from "./keep-return-to";

describe("keepReturnTo", () => {
  it("adds the current returnTo to the next page's query", () => {
    const current = new URLSearchParams({ returnTo: "/resume-builder", email: "a@b.example" });
    expect(keepReturnTo("/candidate/verify", current, { email: "x@y.example", registered: "1" })).toBe(
      "/candidate/verify?email=x%40y.example&registered=1&returnTo=%2Fresume-builder",
    );
  });

  it("leaves the path bare when there is nothing to carry", () => {
    expect(keepReturnTo("/candidate/registration", new URLSearchParams())).toBe("/candidate/registration");
    expect(keepReturnTo("/candidate/login", new URLSearchParams("returnTo="), { verified: "1" })).toBe(
      "/candidate/login?verified=1",
    );
  });
});
