import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Fills and sends the employer sign-in form already on the page. */
export async function submitEmployerSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs an employer user in through /employer/login and waits for the portal's dashboard. */
export async function signInEmployer(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/employer/login`);
  await waitForHydration(page);
  await submitEmployerSignIn(page, email, password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
}
