import { db, type Executor } from "../../db/client";
import { candidateSessions, candidateVerifications } from "../../db/schema";
import { deleteEndedAccountRecords } from "../../kernel/ended-account-records";

/**
 * Deletes candidates' sessions and verifications that ended more than a day ago. The maintenance
 * worker runs it every minute or so. Returns how many of each went.
 */
export function sweepEndedCandidateRecords(
  executor: Executor = db(),
): Promise<{ sessions: number; verifications: number }> {
  return deleteEndedAccountRecords(executor, {
    sessions: candidateSessions,
    verifications: candidateVerifications,
  });
}
