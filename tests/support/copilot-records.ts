import type { CopilotPlanId, CopilotRole } from "../../common/copilot-plans";
import type { Database } from "../../server/db/client";
import {
  copilotMembers,
  copilotSubscriptions,
  copilotUsers,
  copilotWorkspaces,
} from "../../server/db/schema";
import { startCopilotSession } from "../../server/modules/copilot-accounts/sessions";

const DAY = 86_400_000;

/**
 * A verified copilot client signed in to a new workspace of their company: the workspace, the user
 * (member with the role) and a bearer token, as signing up, verifying and signing in leave them.
 */
export async function insertSignedInCopilotClient(
  db: Database,
  {
    company,
    name,
    email,
    role = "owner",
  }: { company: string; name: string; email: string; role?: CopilotRole },
) {
  const [workspace] = await db.insert(copilotWorkspaces).values({ name: company }).returning();
  if (!workspace) throw new Error("copilot workspace insert failed");
  const member = await insertSignedInCopilotMember(db, workspace.id, { name, email, role });
  return { workspaceId: workspace.id, ...member };
}

/** Another member of the workspace, signed in with the role. */
export async function insertSignedInCopilotMember(
  db: Database,
  workspaceId: string,
  { name, email, role }: { name: string; email: string; role: CopilotRole },
) {
  const [user] = await db
    .insert(copilotUsers)
    .values({
      name,
      email: email.toLowerCase(),
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("copilot member insert failed");
  await db.insert(copilotMembers).values({ workspaceId, userId: user.id, role });
  const { token } = await startCopilotSession(db, { userId: user.id, workspaceId }, { rememberMe: false });
  return { userId: user.id, token };
}

/**
 * The workspace's subscription as the billing module records it after a local-provider payment: the
 * plan, a period that began yesterday, and its status (active, or read_only after a failed renewal).
 */
export async function insertCopilotSubscription(
  db: Database,
  workspaceId: string,
  { plan = "starter", status = "active" }: { plan?: CopilotPlanId; status?: "active" | "read_only" } = {},
) {
  const now = Date.now();
  await db.insert(copilotSubscriptions).values({
    workspaceId,
    provider: "local",
    subscriptionId: `sub_test_${workspaceId}`,
    plan,
    status,
    currentPeriodStart: new Date(now - DAY),
    currentPeriodEnd: new Date(now + 29 * DAY),
  });
}

/**
 * Two subscribed workspaces, each with its signed-in owner: Acme's, whose ids a test uses, and
 * Beacon's, whose ids must never open Acme's records (tenant isolation).
 */
export async function insertTwoSubscribedWorkspaces(db: Database, plan: CopilotPlanId = "starter") {
  const acme = await insertSignedInCopilotClient(db, {
    company: "Acme Logistics LLC",
    name: "Dana Whitfield",
    email: "dana@acme-logistics.example",
  });
  const beacon = await insertSignedInCopilotClient(db, {
    company: "Beacon Health Partners",
    name: "Omar Reyes",
    email: "omar@beacon-health.example",
  });
  await insertCopilotSubscription(db, acme.workspaceId, { plan });
  await insertCopilotSubscription(db, beacon.workspaceId, { plan });
  return { acme, beacon };
}
