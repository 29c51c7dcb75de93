import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import type { MailApp } from "./mail-app";

export type CopilotClient = { company: string; name: string; email: string; password: string };

/**
 * A new AI hiring assistant client as a person becomes one (issue 22): the signup form, the emailed
 * 6-digit code on verify-code, then the sign-in form; ends on the dashboard, the token stored.
 */
export async function signUpCopilotClient(page: Page, app: MailApp, client: CopilotClient): Promise<void> {
  await page.goto(`${app.url}/copilot/client/signup`);
  await waitForHydration(page);
  await page.getByLabel("Company").fill(client.company);
  await page.getByLabel("Your name").fill(client.name);
  await page.getByLabel("Work email").fill(client.email);
  await page.getByLabel("Password", { exact: true }).fill(client.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/verify-code\?/);
  await waitForHydration(page);
  await page.getByLabel("Verification code").fill(await app.verificationCode(client.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/login\?/);
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(client.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/dashboard$/);
}

/**
 * The workspace's subscription as the billing module records it once a plan is paid (the billing
 * pages' own spec pays through the local provider): Starter, active, its period begun yesterday.
 */
export async function recordStarterSubscription(app: MailApp, company: string): Promise<void> {
  const result = await app.db.query(
    `INSERT INTO copilot_subscriptions
       (workspace_id, provider, subscription_id, plan, status, current_period_start, current_period_end)
     SELECT id, 'local', 'sub_e2e_' || id, 'starter', 'active', now() - interval '1 day', now() + interval '29 days'
     FROM copilot_workspaces WHERE name = $1`,
    [company],
  );
  expect(result.rowCount).toBe(1);
}
