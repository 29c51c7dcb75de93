/**
 * The recruiters' view of a copilot order's candidates (ADR 0027): everyone the client decided on
 * or asked for, with who they are (recruiters contact them), newest first. Empty for an employer
 * portal order.
 */
import { eq } from "drizzle-orm";
import type {
  CopilotRequisitionCandidate,
  RequisitionWithCandidates,
} from "../../../common/copilot-candidates";
import { db } from "../../db/client";
import { jobOrders } from "../../db/schema";
import { isUuid } from "../../kernel/ids";
import { getRequisition } from "../job-orders";
import { candidateIdentities, decisionsOf, requestsOf } from "./client-choices";

export async function copilotCandidatesForRecruiters(
  orderId: string,
): Promise<CopilotRequisitionCandidate[]> {
  if (!isUuid(orderId)) return [];
  const executor = db();
  const [order] = await executor
    .select({ workspaceId: jobOrders.copilotWorkspaceId })
    .from(jobOrders)
    .where(eq(jobOrders.id, orderId));
  if (!order?.workspaceId) return [];
  const [decisions, requests] = await Promise.all([
    decisionsOf(executor, orderId),
    requestsOf(executor, order.workspaceId, orderId),
  ]);
  const ids = [...new Set([...decisions.keys(), ...requests.keys()])];
  if (ids.length === 0) return [];
  const identities = await candidateIdentities(executor, ids);
  return [...identities]
    .map(([candidateId, identity]) => {
      const decision = decisions.get(candidateId) ?? null;
      const request = requests.get(candidateId) ?? null;
      const at = [decision?.at, request?.requestedAt].filter((when): when is string => Boolean(when)).sort();
      return { candidateId, ...identity, decision, request, at: at[at.length - 1] ?? "" };
    })
    .sort((a, b) => b.at.localeCompare(a.at) || a.candidateId.localeCompare(b.candidateId));
}

/** A requisition as recruiters read it in /admin (API and page): the order and the client's candidates. */
export async function requisitionForRecruiters(id: string): Promise<RequisitionWithCandidates> {
  return { ...(await getRequisition(id)), copilotCandidates: await copilotCandidatesForRecruiters(id) };
}
