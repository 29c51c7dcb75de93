/**
 * What the client already did on an order's candidates: decisions (with the member's name) and
 * requests (the newest per candidate), and who accepted a request, so may be named.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type {
  CopilotCandidateDecision,
  CopilotCandidateIdentity,
  CopilotCandidateRequest,
} from "../../../common/copilot-candidates";
import type { Executor } from "../../db/client";
import { candidates, copilotCandidateDecisions, copilotUsers, talentRequests } from "../../db/schema";
import { identifyingColumns } from "../matching";

/** A member removed from the assistant since they decided. */
const FORMER_MEMBER = "A former member";

export async function decisionsOf(
  executor: Executor,
  orderId: string,
  candidateIds?: readonly string[],
): Promise<Map<string, CopilotCandidateDecision>> {
  const rows = await executor
    .select({ decision: copilotCandidateDecisions, by: copilotUsers.name })
    .from(copilotCandidateDecisions)
    .leftJoin(copilotUsers, eq(copilotUsers.id, copilotCandidateDecisions.decidedBy))
    .where(
      and(
        eq(copilotCandidateDecisions.jobOrderId, orderId),
        candidateIds ? inArray(copilotCandidateDecisions.candidateId, [...candidateIds]) : undefined,
      ),
    );
  return new Map(
    rows.map(({ decision, by }) => [
      decision.candidateId,
      {
        status: decision.status,
        reason: decision.reason,
        by: by ?? FORMER_MEMBER,
        at: decision.decidedAt.toISOString(),
      },
    ]),
  );
}

export type StoredRequest = CopilotCandidateRequest & { id: string; requestedBy: string };

/** The workspace's requests on the order, the newest per candidate. */
export async function requestsOf(
  executor: Executor,
  workspaceId: string,
  orderId: string,
  candidateIds?: readonly string[],
): Promise<Map<string, StoredRequest>> {
  const rows = await executor
    .select()
    .from(talentRequests)
    .where(
      and(
        eq(talentRequests.source, "copilot"),
        eq(talentRequests.copilotWorkspaceId, workspaceId),
        eq(talentRequests.jobOrderId, orderId),
        candidateIds ? inArray(talentRequests.candidateId, [...candidateIds]) : undefined,
      ),
    )
    .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id));
  const newest = new Map<string, StoredRequest>();
  for (const row of rows) {
    if (newest.has(row.candidateId) || !row.kind) continue;
    newest.set(row.candidateId, {
      id: row.id,
      kind: row.kind,
      status: row.status,
      message: row.message,
      requestedAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      requestedBy: row.requesterName,
    });
  }
  return newest;
}

/** The public part of a stored request (the card's). */
export function requestOnCard(request: StoredRequest | undefined): CopilotCandidateRequest | null {
  if (!request) return null;
  const { kind, status, message, requestedAt, answeredAt } = request;
  return { kind, status, message, requestedAt, answeredAt };
}

/** Every candidate the client decided on or asked for on the order: always ranked and shown. */
export async function chosenCandidateIds(
  executor: Executor,
  workspaceId: string,
  orderId: string,
): Promise<string[]> {
  const [decisions, requests] = await Promise.all([
    decisionsOf(executor, orderId),
    requestsOf(executor, workspaceId, orderId),
  ]);
  return [...new Set([...decisions.keys(), ...requests.keys()])];
}

/** Who the candidates are (for the recruiters, or the client after an accepted request). */
export async function candidateIdentities(
  executor: Executor,
  candidateIds: readonly string[],
): Promise<Map<string, CopilotCandidateIdentity>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await executor
    .select(identifyingColumns)
    .from(candidates)
    .where(inArray(candidates.id, [...candidateIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        phone: row.phone,
        city: row.city,
        state: row.state,
      },
    ]),
  );
}

/** Who the candidates are, for those who accepted a request of this workspace on this order. */
export async function identitiesOf(
  executor: Executor,
  requests: ReadonlyMap<string, StoredRequest>,
): Promise<Map<string, CopilotCandidateIdentity>> {
  const accepted = [...requests].filter(([, request]) => request.status === "accepted").map(([id]) => id);
  return candidateIdentities(executor, accepted);
}
