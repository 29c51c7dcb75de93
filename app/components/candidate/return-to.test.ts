import { describe, expect, it } from "vitest";
import { CANDIDATE_HOME, loginPathFor, safeReturnTo } from "./return-to";

describe("candidate return-to", () => {
  it("sends the guard's page through the sign-in URL", () => {
    const path = loginPathFor({ pathname: "/candidate/profile", search: "?tab=password" });
    expect(path).toBe("/candidate/login?returnTo=%2Fcandidate%2Fprofile%3Ftab%3Dpassword");
    expect(safeReturnTo(new URL(path, "http://x").searchParams.get("returnTo"))).toBe(
      "/candidate/profile?tab=password",
    );
  });

  it("returns only to portal pages of this site, the resume builder and an assessment", () => {
    expect(safeReturnTo("/candidate")).toBe("/candidate");
    expect(safeReturnTo("/resume-builder")).toBe("/resume-builder");
    expect(safeReturnTo("/assessment/assurant-customer-service?attempt=0b6f")).toBe(
      "/assessment/assurant-customer-service?attempt=0b6f",
    );
    expect(safeReturnTo("/candidate/dashboard")).toBe("/candidate/dashboard");
    for (const unsafe of [
      null,
      "",
      "https://evil.example/candidate/x",
      "//evil.example",
      "/candidate//evil.example",
      "/candidate/\\evil",
      "/jobs",
      "/candidates",
      "/candidate/login",
      "/candidate/verify?email=a@b.co",
      "/resume-builder//evil.example",
      "/resume-builders",
      "/assessment",
      "/assessment//evil.example",
      "/assessment/x/../../evil",
    ]) {
      expect(safeReturnTo(unsafe), String(unsafe)).toBe(CANDIDATE_HOME);
    }
  });
});
