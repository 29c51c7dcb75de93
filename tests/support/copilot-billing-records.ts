import { randomUUID } from "node:crypto";
import { beforeAll } from "vitest";
import type { CopilotRole } from "../../common/copilot-plans";
import { db } from "../../server/db/client";
import { copilotMembers, copilotUsers, copilotWorkspaces } from "../../server/db/schema";
import { startCopilotSession } from "../../server/modules/copilot-accounts/sessions";
import type { CopilotBillingCaller } from "../../server/modules/copilot-billing";
import { createLocalPaymentProvider, setPaymentProvider } from "../../server/modules/payments";

export { enterCard, postForm, subscribeWithCard } from "./copilot-card-entry";

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

/**
 * Before the file's tests: the local payment provider, its webhooks sent to the file's own app (the
 * configured one would send them to APP_URL, which no test serves).
 */
export function setupLocalPayments(app: { url: string }): void {
  beforeAll(() => {
    setPaymentProvider(createLocalPaymentProvider({ appUrl: app.url }));
  });
}
