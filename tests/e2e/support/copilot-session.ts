import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import type { MailApp } from "./mail-app";

export type CopilotOwner = { company: string; name: string; email: string; password: string };

/**
 * A company signed up through the API and verified with the emailed code, then signed in on the
 * login page as a person would: the page ends on the dashboard.
 */
export async function signUpCopilotOwner(app: MailApp, page: Page, owner: CopilotOwner): Promise<void> {
  const { email, password } = owner;
  const signedUp = await app.post("/api/copilot/signup", owner);
  expect(signedUp.status).toBe(202);
  const verified = await app.post("/api/copilot/verify", { email, code: await app.verificationCode(email) });
  expect(verified.status).toBe(200);

  await page.goto(`${app.url}/copilot/client/login`);
  await waitForHydration(page);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/dashboard$/);
}

/** The bearer token the signed-in page keeps under the copilot key (SPEC §6): kept signed in, or for this tab only. */
export async function copilotTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => localStorage.getItem("copilotToken") ?? sessionStorage.getItem("copilotToken"),
  );
  if (!token) throw new Error("the page has no copilot token");
  return token;
}
