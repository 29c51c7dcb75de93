import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
  waitForHydration,
} from "./support/fixtures";

/**
 * Employer sign-in with Google and LinkedIn (issue 18) on the shared server as a fresh clone runs it
 * (no EMPLOYER_*_CLIENT_ID): the development identity provider stands in for both, through the
 * production code path. The seeded demo employer signs in; a newcomer lands on registration with
 * the name and email filled in; refusals come back to the sign-in page in words.
 */
async function continueWith(page: Page, startPage: string, provider: "Google" | "LinkedIn") {
  await page.goto(startPage);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole("heading", { name: "Development sign-in" })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/dev\/oidc\/interaction\//);
}

test("the demo employer signs in with Google and reaches the dashboard", async ({ page }) => {
  await page.goto("/employer/login");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Continue with LinkedIn" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await continueWith(page, "/employer/login", "Google");
  await expect(page.getByText("stands in for Google and LinkedIn")).toBeVisible();
  // The employer client lists the employer test accounts, not the admin ones.
  await expect(page.getByRole("button", { name: /Olivia Park/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: /Denise Carter/ }).click();

  await page.waitForURL((url) => url.pathname === "/employer/dashboard");
  const me = await (await page.request.get("/api/employers/me")).json();
  expect(me.user.email).toBe("denise.carter@mangrovehealth.example");
  expect(me.company.legalName).toBe("Mangrove Health Partners");
  // Remember me is off: the session cookie ends with the browser.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "employer_session");
  expect(session?.expires).toBe(-1);
  expect(session?.httpOnly).toBe(true);
});

test("a newcomer from LinkedIn lands on registration with the name and email filled in", async ({ page }) => {
  await continueWith(page, "/employer/registration", "LinkedIn");
  await page.getByRole("button", { name: /Priya Shah/ }).click();

  await page.waitForURL((url) => url.pathname === "/employer/registration");
  await waitForHydration(page);
  await expect(
    page.getByText("There is no employer account for priya.shah@brightwaterlogistics.example yet"),
  ).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Priya");
  await expect(page.getByLabel("Last name")).toHaveValue("Shah");
  await expect(page.getByLabel("Work email")).toHaveValue("priya.shah@brightwaterlogistics.example");
  // Not signed in: the address is verified by email like any registration.
  expect((await page.request.get("/api/employers/me")).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.goto("/employer/login");
  await expectNoSidewaysScroll(page);
});

test("an email the provider has not verified, and a cancelled sign-in, come back with the reason", async ({
  page,
}) => {
  await continueWith(page, "/employer/login", "Google");
  await page.getByRole("button", { name: /Sam Ortiz/ }).click();
  await page.waitForURL((url) => url.pathname === "/employer/login");
  expect(new URL(page.url()).searchParams.get("error")).toBe("email_not_verified");
  await expect(page.getByText("That account's email address is not verified by the provider.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await continueWith(page, "/employer/login", "LinkedIn");
  await page.getByRole("button", { name: "Cancel sign-in" }).click();
  await page.waitForURL((url) => url.pathname === "/employer/login");
  await expect(page.getByText("Sign-in was cancelled. You can try again when you are ready.")).toBeVisible();
  expect((await page.request.get("/api/employers/me")).status()).toBe(401);
});
