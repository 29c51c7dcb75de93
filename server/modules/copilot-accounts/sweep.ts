import type { Executor } from "../../db/client";
import { copilotSessions, copilotVerifications } from "../../db/schema";
import { deleteEndedAccountRecords } from "../../kernel/ended-account-records";

/** Deletes copilot users' sessions and verifications that ended more than a day ago (the maintenance run). */
export function sweepEndedCopilotRecords(
  executor: Executor,
): Promise<{ sessions: number; verifications: number }> {
  return deleteEndedAccountRecords(executor, {
    sessions: copilotSessions,
    verifications: copilotVerifications,
  });
}
