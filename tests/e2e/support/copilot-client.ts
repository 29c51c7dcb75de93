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

/** Fills the local provider's hosted card page with a test card and saves it. */
export async function enterCard(page: Page, number: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Add a card" })).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
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

export type CopilotClientSession = { token: string; workspaceId: string };

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A request to the app's API as the signed-in client (bearer token, as the client pages send it). */
export function asCopilotClient(app: MailApp, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: app.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A company signed up to the AI hiring assistant through its API as the signup page does (faster than
 * `signUpCopilotClient` where the pages are not what a test is about): signup,
 * the code from the emailed message, sign-in. The owner's token and the workspace's id.
 */
export async function signUpCopilotClientByApi(
  app: MailApp,
  { company, name, email, password }: { company: string; name: string; email: string; password: string },
): Promise<CopilotClientSession> {
  await json(await app.post("/api/copilot/signup", { company, name, email, password }), "signup");
  const code = await app.verificationCode(email);
  await json(await app.post("/api/copilot/verify", { email, code }), "verify");
  const login = await json(await app.post("/api/copilot/login", { email, password }), "login");
  return {
    token: login.token as string,
    workspaceId: (login.account as { workspace: { id: string } }).workspace.id,
  };
}

/**
 * Subscribes the client's workspace as the subscribe page does: a test card on the local payment
 * provider's hosted card page, then the plan (the first invoice is paid at once).
 */
export async function subscribeCopilotClient(
  app: MailApp,
  token: string,
  plan: "starter" | "growth" | "scale" = "starter",
): Promise<void> {
  const entry = await json(
    await asCopilotClient(app, token, "POST", "/api/copilot/billing/card-entry", { plan }),
    "card entry",
  );
  const card = await fetch(entry.url as string, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }).toString(),
    redirect: "manual",
  });
  if (card.status !== 303) throw new Error(`the hosted card page answered ${card.status}`);
  await json(
    await asCopilotClient(app, token, "POST", "/api/copilot/billing/subscription", { plan }),
    "subscribe",
  );
  // The provider reports the paid first invoice by webhook, a moment later.
  await expect
    .poll(
      async () => {
        const overview = await json(
          await asCopilotClient(app, token, "GET", "/api/copilot/billing"),
          "billing",
        );
        const invoices = overview.invoices as { amountPaidCents: number }[];
        return invoices.some((invoice) => invoice.amountPaidCents > 0);
      },
      { timeout: 15_000, message: "the first invoice paid" },
    )
    .toBe(true);
}
