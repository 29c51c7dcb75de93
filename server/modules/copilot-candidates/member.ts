/** The member acting and their workspace, as the order's history and the request name them. */
import { and, eq } from "drizzle-orm";
import { COPILOT_CANDIDATE_MESSAGES as M } from "../../../common/copilot-candidates";
import type { Executor } from "../../db/client";
import { copilotMembers, copilotUsers, copilotWorkspaces } from "../../db/schema";
import { NotFound } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";

export async function actingMember(executor: Executor, session: CopilotSession) {
  const [member] = await executor
    .select({ name: copilotUsers.name, email: copilotUsers.email, workspaceName: copilotWorkspaces.name })
    .from(copilotMembers)
    .innerJoin(copilotUsers, eq(copilotUsers.id, copilotMembers.userId))
    .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, copilotMembers.workspaceId))
    .where(
      and(eq(copilotMembers.userId, session.userId), eq(copilotMembers.workspaceId, session.workspaceId)),
    );
  if (!member) throw new NotFound(M.notFound);
  return member;
}
