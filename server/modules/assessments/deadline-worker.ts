/**
 * Closes sittings whose time ran out although nobody came back to them (the browser closed, the
 * connection gone). Every instance ticks; each due sitting is claimed FOR UPDATE SKIP LOCKED and
 * scored in the same transaction (ADR 0014), so a sitting is closed once however many instances run.
 * It also takes results older than 12 months off the public candidate database.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { Logger } from "pino";
import { SAVE_GRACE_SECONDS } from "../../../common/assessments";
import { db } from "../../db/client";
import { assessmentAttempts } from "../../db/schema";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";
import { retireExpiredBadges } from "./results";
import { closeAttempt } from "./sitting-records";
import { deleteEndedVisitorCodes } from "./visitor-codes";

const BATCH = 50;

/** Closes (as timed out) and scores up to a batch of sittings past their deadline; returns how many. */
export async function closeExpiredSittings(now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - SAVE_GRACE_SECONDS * 1000);
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.status, "in_progress"), lt(assessmentAttempts.deadlineAt, due)))
      .orderBy(asc(assessmentAttempts.deadlineAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const attempt of rows) await closeAttempt(tx, attempt, "timed_out");
    return rows.length;
  });
}

/** Every `intervalMs` (15 s: a sitting's result is ready soon after its time is up). */
export function startAssessmentDeadlineWorker({
  logger,
  intervalMs = 15_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicTask {
  const log = logger.child({ component: "assessment-deadlines" });
  return startPeriodicTask({
    name: "assessment deadlines",
    intervalMs,
    log,
    run: async () => {
      const closed = await closeExpiredSittings();
      // Deleting ended codes is idempotent: two instances doing it at once delete each row once.
      const codes = await deleteEndedVisitorCodes();
      // Re-publishing a candidate's badges is idempotent too.
      const retired = await retireExpiredBadges();
      if (closed || codes || retired)
        log.info({ closed, codes, retired }, "assessment deadlines: closed sittings whose time ran out");
    },
  });
}
