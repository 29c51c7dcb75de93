import type { Page } from "@playwright/test";
import type { CopilotPlanId } from "../../../common/copilot-plans";
import { subscribeWithCard } from "../../support/copilot-card-entry";
import { expect, waitForHydration } from "./fixtures";
import type { MailApp } from "./mail-app";

/**
 * A company's first person on the AI hiring assistant. The signup pages themselves are gone through
 * by the accounts spec; the other specs start from these helpers.
 */
export type CopilotClient = { company: string; name: string; email: string; password: string };

export type CopilotClientSession = { token: string; workspaceId: string };

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Signs the company up through the API as the signup page does, and verifies it with the emailed code. */
async function signUpAndVerify(app: MailApp, client: CopilotClient): Promise<void> {
  const { company, name, email, password } = client;
  await json(await app.post("/api/copilot/signup", { company, name, email, password }), "signup");
  const code = await app.verificationCode(email);
  await json(await app.post("/api/copilot/verify", { email, code }), "verify");
}

/**
 * A company signed up and verified through the API, then signed in on the login page as a person
 * would: the page ends on the dashboard, the token stored (`copilotTokenOf`).
 */
export async function signUpCopilotClient(page: Page, app: MailApp, client: CopilotClient): Promise<void> {
  await signUpAndVerify(app, client);
  await page.goto(`${app.url}/copilot/client/login`);
  await waitForHydration(page);
  await page.getByLabel("Work email").fill(client.email);
  await page.getByLabel("Password", { exact: true }).fill(client.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/copilot\/client\/dashboard$/);
}

/**
 * A company signed up, verified and signed in through the API only, where no page is needed: the
 * owner's token and the workspace's id.
 */
export async function signUpCopilotClientByApi(
  app: MailApp,
  client: CopilotClient,
): Promise<CopilotClientSession> {
  await signUpAndVerify(app, client);
  const { email, password } = client;
  const login = await json(await app.post("/api/copilot/login", { email, password }), "login");
  return {
    token: login.token as string,
    workspaceId: (login.account as { workspace: { id: string } }).workspace.id,
  };
}

/** The bearer token the signed-in page keeps under the copilot key (SPEC §6): kept signed in, or for this tab only. */
export async function copilotTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => localStorage.getItem("copilotToken") ?? sessionStorage.getItem("copilotToken"),
  );
  if (!token) throw new Error("the page has no copilot token");
  return token;
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

/** Fills the local provider's hosted card page with a test card and saves it. */
export async function enterCard(page: Page, number: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Add a card" })).toBeVisible();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
}

/**
 * Subscribes the client's workspace as the subscribe page does, where the billing pages are not what
 * a spec is about: a test card on the local payment provider's hosted card page, then the plan; waits
 * for the provider's webhook reporting the first invoice paid.
 */
export async function subscribeCopilotClient(
  app: MailApp,
  token: string,
  plan: CopilotPlanId = "starter",
): Promise<void> {
  await json(await subscribeWithCard(app.url, token, plan), "subscribe");
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
