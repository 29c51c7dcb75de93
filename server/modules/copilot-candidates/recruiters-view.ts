/**
 * The recruiters' view of a copilot order's candidates (ADR 0027): everyone the client decided on
 * or asked for, with who they are (recruiters contact them), newest first. Empty for an employer
 * portal order.
 */
import { eq, inArray } from "drizzle-orm";
import type { CopilotRequisitionCandidate } from "../../../common/copilot-candidates";
import { db } from "../../db/client";
import { candidates, jobOrders } from "../../db/schema";
import { isUuid } from "../../kernel/ids";
import { decisionsOf, requestsOf } from "./client-choices";

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
  const people = await executor
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
      city: candidates.city,
      state: candidates.state,
    })
    .from(candidates)
    .where(inArray(candidates.id, ids));
  return people
    .map((person) => {
      const decision = decisions.get(person.id) ?? null;
      const request = requests.get(person.id) ?? null;
      const at = [decision?.at, request?.requestedAt].filter((when): when is string => Boolean(when)).sort();
      return {
        candidateId: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
        email: person.email,
        phone: person.phone,
        city: person.city,
        state: person.state,
        decision,
        request,
        at: at[at.length - 1] ?? "",
      };
    })
    .sort((a, b) => b.at.localeCompare(a.at) || a.candidateId.localeCompare(b.candidateId));
}
