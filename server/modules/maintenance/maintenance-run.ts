import { sql } from "drizzle-orm";
import { db } from "../../db/client";
import { deleteExpiredRateLimitCounters } from "../../rate-limit";
import { deleteEndedAdminSessions, deleteExpiredSignInFlows } from "../admin-auth";
import { deleteAbandonedResumeUploads } from "../applications";
import { sweepEndedCandidateRecords } from "../candidates";
import { sweepEndedCopilotRecords } from "../copilot-accounts";
import { sweepEndedEmployerRecords } from "../employer-accounts";

/** How many rows each clean-up removed in one run. */
export type MaintenanceReport = {
  candidateSessions: number;
  candidateVerifications: number;
  employerSessions: number;
  employerVerifications: number;
  copilotSessions: number;
  copilotVerifications: number;
  adminSessions: number;
  adminSignInFlows: number;
  rateLimitCounters: number;
  resumeUploads: number;
};

/**
 * Deletes what has outlived its use: ended candidate, employer, copilot and admin sessions and verifications (a day
 * after they ended), expired admin sign-in flows and rate-limit counters, resume uploads nobody
 * saved. Every app instance runs this on its own timer; a transaction-scoped advisory lock lets one
 * of them in at a time and the others skip (null), so a clean-up is never done twice at once nor
 * counted twice. The lock ends with the transaction, so a crashed instance never keeps it.
 */
export async function runMaintenance(): Promise<MaintenanceReport | null> {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('maintenance')) AS locked`,
    );
    if (!rows[0]?.locked) return null;
    const candidates = await sweepEndedCandidateRecords(tx);
    const employers = await sweepEndedEmployerRecords(tx);
    const copilots = await sweepEndedCopilotRecords(tx);
    return {
      candidateSessions: candidates.sessions,
      candidateVerifications: candidates.verifications,
      employerSessions: employers.sessions,
      employerVerifications: employers.verifications,
      copilotSessions: copilots.sessions,
      copilotVerifications: copilots.verifications,
      adminSessions: await deleteEndedAdminSessions(tx),
      adminSignInFlows: await deleteExpiredSignInFlows(tx),
      rateLimitCounters: await deleteExpiredRateLimitCounters(tx),
      // Its files go too, which a transaction cannot undo, so it commits on its own, still under the lock.
      resumeUploads: await deleteAbandonedResumeUploads(),
    };
  });
}
