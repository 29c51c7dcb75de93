import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, waitForHydration } from "./fixtures";
import { linkIn, type MailApp } from "./mail-app";

/**
 * The emailed reset link of a candidate or employer account, followed in `page`: the page is sent
 * with no referrer, drops the token from the address bar, refuses two different passwords, then
 * resets and opens the account's sign-in page with the notice.
 */
export async function resetPasswordFromEmail(
  app: MailApp,
  page: Page,
  { account, email, password }: { account: "candidate" | "employer"; email: string; password: string },
) {
  const link = linkIn(await app.mailTo(email, /reset your password/i), `/${account}/reset-password`);
  const response = await page.goto(link);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await waitForHydration(page);
  // The token leaves the address bar once the page runs.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(`${password}x`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(new RegExp(`/${account}/login\\?reset=1$`));
  await expect(page.getByText("Your password is reset. Please sign in with the new password.")).toBeVisible();
}

/**
 * A filled-in registration form of a candidate or employer account, its password "password123":
 * the server refuses that common password, a strong one passes, and the verify page opens with the
 * address and the notice that the code is on its way.
 */
export async function registerPastTheCommonPassword(
  page: Page,
  { account, email, password }: { account: "candidate" | "employer"; email: string; password: string },
) {
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("This password is too common and easy to guess. Please choose a different one."),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expect(page.getByText("Strength: Strong.")).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(new RegExp(`/${account}/verify\\?`));
  expect(new URL(page.url()).searchParams.get("email")).toBe(email);
  await expect(
    page.getByText("Check your email: we sent a 6-digit code and a link to verify your address."),
  ).toBeVisible();
}
