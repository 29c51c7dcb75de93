import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/**
 * Admin sign-in on the shared server as a fresh clone runs it (no ADMIN_OIDC_* configuration):
 * the development identity provider stands in for Microsoft, through the production code path.
 */
test.describe("admin sign-in through the development provider", () => {
  test("the seeded admin reaches /admin; a user without the role is sent back with the reason", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByText("The admin role assigned to you in the directory")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to main site" })).toHaveAttribute("href", "/");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
    await expect(page.getByRole("heading", { name: "Development sign-in" })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/dev\/oidc\/interaction\//);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: /Olivia Park/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    const status = await page.request.get("/api/admin/auth/status");
    expect(await status.json()).toEqual({
      authenticated: true,
      admin: { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" },
    });

    // Signed in, the sign-in page sends straight on to the dashboard (SPEC §4).
    await page.goto("/admin/login");
    await page.waitForURL((url) => url.pathname === "/admin");

    // Sign out goes through the provider's end-session page (RP-initiated logout) back to /admin/login.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Development sign-out" })).toBeVisible();
    const endSession = new URL(page.url());
    expect(endSession.pathname).toBe("/dev/oidc/session/end");
    expect(endSession.searchParams.get("post_logout_redirect_uri")).toMatch(/\/admin\/login$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Sign out of the development provider" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    expect(await (await page.request.get("/api/admin/auth/status")).json()).toEqual({ authenticated: false });

    // A person without the admin role, in a browser of their own.
    await page.context().clearCookies();
    await page.goto("/admin/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
    await page.getByRole("button", { name: /Marcus Reed/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    expect(new URL(page.url()).searchParams.get("error")).toBe("missing_role");
    await expect(page.getByRole("alert")).toContainText("Your account does not have the admin role");
    const signedOut = await page.request.get("/api/admin/auth/status");
    expect(await signedOut.json()).toEqual({ authenticated: false });
  });

  test("a sign-in that cannot start shows SPEC's toast", async ({ page }) => {
    await page.goto("/admin/login?error=start_failed");
    await waitForHydration(page);
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Unable to initiate Microsoft login. Please try again.", { exact: true }),
    ).toBeVisible();
  });
});
