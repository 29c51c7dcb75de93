import { describe, expect, it } from "vitest";
import { isSiteChromeHidden } from "./chrome-visibility";

describe("isSiteChromeHidden", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin/login",
    "/admin/assessments",
    "/ADMIN/Login",
    "/copilot/client",
    "/copilot/client/dashboard",
    "/copilot/admin",
    "/copilot/admin/login",
  ])("hides the header and footer on %s", (pathname) => {
    expect(isSiteChromeHidden(pathname)).toBe(true);
  });

  it.each([
    "/",
    "/about",
    "/jobs/42",
    "/copilot",
    "/copilot/demo",
    "/candidate/login",
    "/employer/dashboard",
    "/administration",
    "/blog/admin-tips",
  ])("shows the header and footer on %s", (pathname) => {
    expect(isSiteChromeHidden(pathname)).toBe(false);
  });
});
