/**
 * The local payment provider's hosted card entry driven as a browser would, over HTTP only (no test
 * runner or server imports): for the API tests and the end-to-end specs alike.
 */
import type { CopilotPlanId } from "../../common/copilot-plans";

/** Posts the hosted card-entry form as a browser would (no redirects followed). */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Enters a test card on the local provider's hosted page; returns the page's answer. */
export const enterCard = (url: string, number: string) =>
  postForm(url, { number, expiry: "12/34", cvc: "123" });

/**
 * Subscribes the signed-in person's workspace as a browser would, through the copilot API with their
 * bearer token: hosted card entry with the card, then the plan. Returns the subscription's answer.
 */
export async function subscribeWithCard(
  appUrl: string,
  token: string,
  plan: CopilotPlanId,
  card = "4242 4242 4242 4242",
): Promise<Response> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const entry = await fetch(`${appUrl}/api/copilot/billing/card-entry`, {
    method: "POST",
    headers,
    body: JSON.stringify({ plan }),
  });
  if (!entry.ok) throw new Error(`card entry: ${entry.status} ${await entry.text()}`);
  const { url } = (await entry.json()) as { url: string };
  const entered = await enterCard(url, card);
  if (entered.status !== 303) throw new Error(`the card page answered ${entered.status}`);
  return fetch(`${appUrl}/api/copilot/billing/subscription`, {
    method: "POST",
    headers,
    body: JSON.stringify({ plan }),
  });
}
