import type { Browser, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/**
 * Signs in as the admin through the development provider ("Sign in with Microsoft", then Olivia
 * Park) and waits for the console's overview. `baseUrl` is the app's URL ("" for the shared one).
 */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign in with Microsoft" }).click();
  await page.getByRole("button", { name: /Olivia Park/ }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
}

/** A page in a browser context of its own, signed in as the admin. */
export async function adminPage(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page, baseUrl);
  return page;
}
