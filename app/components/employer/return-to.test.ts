import { describe, expect, it } from "vitest";
import { EMPLOYER_HOME, employerLoginPathFor, safeEmployerReturnTo } from "./return-to";

describe("safeEmployerReturnTo", () => {
  it("keeps a page of the employer portal, query included", () => {
    expect(safeEmployerReturnTo("/employer/dashboard?tab=team")).toBe("/employer/dashboard?tab=team");
  });

  it("keeps the public candidate database, where employers sign in to request a candidate", () => {
    expect(safeEmployerReturnTo("/candidate-database?q=nurse&profile=abc")).toBe(
      "/candidate-database?q=nurse&profile=abc",
    );
  });

  it.each([
    null,
    "/candidate-database-evil",
    "/candidate-database?q=a b",
    "",
    "https://evil.example/employer/dashboard",
    "//evil.example/employer/x",
    "/employer//evil.example",
    "/employer\\evil",
    "/candidate/dashboard",
    "/employer",
    "/employer/login?returnTo=/employer/dashboard",
    "/Employer/Reset-Password/",
    "/employer/invitation?token=x",
  ])("sends %s to the dashboard", (value) => {
    expect(safeEmployerReturnTo(value)).toBe(EMPLOYER_HOME);
  });

  it("builds the sign-in path with the page asked for", () => {
    expect(employerLoginPathFor({ pathname: "/employer/dashboard", search: "?a=1" })).toBe(
      "/employer/login?returnTo=%2Femployer%2Fdashboard%3Fa%3D1",
    );
  });
});
