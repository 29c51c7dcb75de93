import { expect } from "./fixtures";
import type { MailApp } from "./mail-app";

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
 * A company signed up to the AI hiring assistant through its API as the signup page does: signup,
 * the code from the emailed message, sign-in. The owner's token and the workspace's id.
 */
export async function signUpCopilotClient(
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
