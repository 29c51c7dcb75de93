/**
 * Ends the grace period: a workspace whose renewal failed COPILOT_GRACE_DAYS ago and is still unpaid
 * becomes read-only. One UPDATE, so any number of instances may run it at once (ADR 0014).
 */
import { and, eq, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { db } from "../../db/client";
import { copilotSubscriptions } from "../../db/schema";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";

/** Returns how many workspaces became read-only. */
export async function endExpiredGracePeriods(now = new Date()): Promise<number> {
  const changed = await db()
    .update(copilotSubscriptions)
    .set({ status: "read_only", updatedAt: now })
    .where(and(eq(copilotSubscriptions.status, "past_due"), lte(copilotSubscriptions.graceUntil, now)))
    .returning({ workspaceId: copilotSubscriptions.workspaceId });
  return changed.length;
}

/** Every `intervalMs` (a minute: read-only starts within a minute of the grace period's end). */
export function startCopilotBillingWorker({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicTask {
  const log = logger.child({ component: "copilot-billing" });
  return startPeriodicTask({
    name: "copilot grace periods",
    intervalMs,
    log,
    run: async () => {
      const readOnly = await endExpiredGracePeriods();
      if (readOnly) log.info({ readOnly }, "copilot billing: grace periods ended, workspaces read-only");
    },
  });
}
