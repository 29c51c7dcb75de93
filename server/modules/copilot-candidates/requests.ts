/**
 * The client asks for an introduction or an interview (ADR 0027): a talent request the candidate
 * answers in their portal (the talent-database module asks them and tells the recruiters). Asking
 * shortlists an undecided candidate; a second request while one is pending or accepted is a 409.
 */
import { COPILOT_REQUEST_KIND_LABELS, type CopilotCandidateCard } from "../../../common/copilot-candidates";
import { copilotRequestSchema } from "../../../common/copilot-candidates-schemas";
import type { CopilotSession } from "../../kernel/copilot-session";
import { parseInput } from "../../kernel/parse-input";
import { recordCopilotTalentRequest } from "../talent-database";
import { decisionsOf } from "./client-choices";
import { changeCandidate, recordCandidateEvent, writeDecision } from "./decisions";
import { actingMember } from "./member";
import { requireCandidateActor } from "./order-access";

/** POST …/:ref/request { kind, message? } → the card (201). */
export async function requestCandidate(
  session: CopilotSession,
  orderId: string,
  ref: string,
  body: unknown,
): Promise<CopilotCandidateCard> {
  requireCandidateActor(session);
  const { kind, message } = parseInput(copilotRequestSchema, body ?? {});
  return changeCandidate(session, orderId, ref, async (tx, order, { candidateId }) => {
    const member = await actingMember(tx, session);
    await recordCopilotTalentRequest(tx, {
      candidateId,
      jobOrderId: order.id,
      orderTitle: order.copilotDraft.title,
      workspaceId: session.workspaceId,
      workspaceName: member.workspaceName,
      userId: session.userId,
      requesterName: member.name,
      requesterEmail: member.email,
      kind,
      message,
    });
    // Asking to meet someone puts them on the shortlist, also after an earlier pass.
    const decided = (await decisionsOf(tx, order.id, [candidateId])).get(candidateId);
    if (decided?.status !== "shortlisted") {
      await writeDecision(tx, session, order.id, candidateId, "shortlisted", null);
    }
    const label = `${COPILOT_REQUEST_KIND_LABELS[kind]} requested`;
    await recordCandidateEvent(
      tx,
      session,
      order.id,
      "candidate_requested",
      message ? `${label}: ${message}` : label,
    );
  });
}
