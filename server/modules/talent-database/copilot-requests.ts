/**
 * An AI hiring assistant client's request for a ranked candidate (ADR 0027), through the same
 * machinery as the candidate database's: a talent_requests row (source "copilot") the candidate
 * answers in their portal, the consent email, the recruiters told. The copilot-candidates module
 * calls it inside its own transaction.
 */
import { COPILOT_CANDIDATE_MESSAGES, type CopilotRequestKind } from "../../../common/copilot-candidates";
import type { Transaction } from "../../db/client";
import type { talentRequests } from "../../db/schema";
import { recordTalentRequest } from "./candidate-requests";

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
export function recordCopilotTalentRequest(
  tx: Transaction,
  input: CopilotTalentRequestInput,
): Promise<typeof talentRequests.$inferSelect> {
  return recordTalentRequest(
    tx,
    {
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
    },
    { orderTitle: input.orderTitle, alreadyRequested: COPILOT_CANDIDATE_MESSAGES.alreadyRequested },
  );
}
