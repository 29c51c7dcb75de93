import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import type { MailApp } from "./mail-app";

export type NewCandidate = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
};

/** Verifies the address with the code emailed to it, through the API. */
export async function verifyCandidate(app: MailApp, email: string): Promise<void> {
  const code = await app.verificationCode(email);
  expect((await app.post("/api/candidates/verify", { email, code })).status).toBe(200);
}

/** A verified account made through the API, for the tests whose subject is what comes after. */
export async function registerVerifiedCandidate(
  app: MailApp,
  { email, password, firstName = "Lucia", lastName = "Ferreira", phone = "(305) 555-0142" }: NewCandidate,
): Promise<void> {
  const registered = await app.post("/api/candidates/register", {
    firstName,
    lastName,
    email,
    phone,
    password,
    consentTerms: true,
  });
  expect(registered.status).toBe(202);
  await verifyCandidate(app, email);
}

/** Fills and sends the candidate sign-in form already on the page. */
export async function submitCandidateSignIn(
  page: Page,
  email: string,
  password: string,
  { rememberMe = false } = {},
): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (rememberMe) await page.getByRole("checkbox", { name: "Remember me" }).check();
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Opens the candidate sign-in page (with an optional query such as ?returnTo=…) once hydrated. */
export async function openCandidateLogin(page: Page, baseUrl: string, query = ""): Promise<void> {
  await page.goto(`${baseUrl}/candidate/login${query}`);
  await waitForHydration(page);
}

/** Signs a candidate in through the sign-in page and waits for the page it lands on (the dashboard). */
export async function signInCandidate(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  { query = "", landsOn = /\/candidate\/dashboard$/ }: { query?: string; landsOn?: RegExp } = {},
): Promise<void> {
  await openCandidateLogin(page, baseUrl, query);
  await submitCandidateSignIn(page, email, password);
  await expect(page).toHaveURL(landsOn);
}
