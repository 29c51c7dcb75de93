import { randomUUID } from "node:crypto";
import type { CopilotRole } from "../../common/copilot-plans";
import { db } from "../../server/db/client";
import { copilotMembers, copilotUsers, copilotWorkspaces } from "../../server/db/schema";
import { startCopilotSession } from "../../server/modules/copilot-accounts/sessions";
import type { CopilotBillingCaller } from "../../server/modules/copilot-billing";

const sessionTokens = new Map<string, string>();

/**
 * A new workspace with one verified, signed-in user in `role`, and its billing caller as the copilot
 * session gives it; `sessionHeaders` sends that user's bearer token.
 */
export async function billingCaller(
  options: { role?: CopilotRole; companyName?: string } = {},
): Promise<CopilotBillingCaller> {
  const companyName = options.companyName ?? "Mangrove Hiring Co";
  const role = options.role ?? "owner";
  const email = `billing-${randomUUID()}@mangrove.example`;
  const [workspace] = await db()
    .insert(copilotWorkspaces)
    .values({ name: companyName })
    .returning({ id: copilotWorkspaces.id });
  const [user] = await db()
    .insert(copilotUsers)
    .values({ name: "Billing Tester", email, passwordHash: "not-used", emailVerifiedAt: new Date() })
    .returning({ id: copilotUsers.id });
  if (!workspace || !user) throw new Error("the test workspace was not stored");
  await db().insert(copilotMembers).values({ workspaceId: workspace.id, userId: user.id, role });
  const { token } = await startCopilotSession(
    db(),
    { userId: user.id, workspaceId: workspace.id },
    { rememberMe: false },
  );
  sessionTokens.set(workspace.id, token);
  return { workspaceId: workspace.id, companyName, email, role };
}

/** JSON headers with the bearer token of the user `billingCaller` signed in for the caller's workspace. */
export function sessionHeaders(caller: CopilotBillingCaller): Record<string, string> {
  const token = sessionTokens.get(caller.workspaceId);
  if (!token) throw new Error("billingCaller made no session for this workspace");
  return { "content-type": "application/json", authorization: `Bearer ${token}` };
}

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
