import type { Executor } from "../../db/client";
import { employerSessions, employerVerifications } from "../../db/schema";
import { deleteEndedAccountRecords } from "../../kernel/ended-account-records";

/** Deletes employer users' sessions and verifications that ended more than a day ago (the maintenance run). */
export function sweepEndedEmployerRecords(
  executor: Executor,
): Promise<{ sessions: number; verifications: number }> {
  return deleteEndedAccountRecords(executor, {
    sessions: employerSessions,
    verifications: employerVerifications,
  });
}
