/**
 * An AI hiring assistant client's request for a ranked candidate (ADR 0027), through the same
 * machinery as the candidate database's: a talent_requests row (source "copilot") the candidate
 * answers in their portal, the consent email, the recruiters told. The copilot-candidates module
 * calls it inside its own transaction.
 */
import { COPILOT_CANDIDATE_MESSAGES, type CopilotRequestKind } from "../../../common/copilot-candidates";
import type { Transaction } from "../../db/client";
import { talentRequests } from "../../db/schema";
import { Conflict } from "../../errors";
import { isUniqueViolation } from "../../kernel/unique-violation";
import { askCandidateAndTellRecruiters } from "./candidate-requests";
import type { RequestForEmail } from "./request-for-email";

export type CopilotTalentRequestInput = {
  candidateId: string;
  jobOrderId: string;
  orderTitle: string;
  workspaceId: string;
  workspaceName: string;
  userId: string;
  requesterName: string;
  requesterEmail: string;
  kind: CopilotRequestKind;
  message: string;
};

/** Stores the request, asks the candidate and tells the recruiters; a request already open or accepted is a 409. */
export async function recordCopilotTalentRequest(
  tx: Transaction,
  input: CopilotTalentRequestInput,
): Promise<typeof talentRequests.$inferSelect> {
  let row: typeof talentRequests.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(talentRequests)
      .values({
        candidateId: input.candidateId,
        profilePublicId: null,
        headline: input.orderTitle,
        source: "copilot",
        jobOrderId: input.jobOrderId,
        copilotWorkspaceId: input.workspaceId,
        copilotUserId: input.userId,
        kind: input.kind,
        company: input.workspaceName,
        requesterName: input.requesterName,
        requesterEmail: input.requesterEmail.toLowerCase(),
        message: input.message,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(COPILOT_CANDIDATE_MESSAGES.alreadyRequested);
    throw error;
  }
  if (!row) throw new Error("The copilot talent request insert returned no row.");
  const forEmail: RequestForEmail = {
    profilePublicId: null,
    headline: input.orderTitle,
    source: "copilot",
    kind: input.kind,
    orderId: input.jobOrderId,
    company: input.workspaceName,
    requesterName: input.requesterName,
    requesterEmail: row.requesterEmail,
    requesterPhone: null,
    orderTitle: input.orderTitle,
    message: input.message,
  };
  await askCandidateAndTellRecruiters(tx, input.candidateId, forEmail);
  return row;
}
