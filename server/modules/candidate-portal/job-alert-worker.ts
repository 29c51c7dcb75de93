import type { Logger } from "pino";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";
import { runDueJobAlerts } from "./job-alert-runs";

export type JobAlertWorker = PeriodicTask;

/**
 * Runs due job alerts every `intervalMs` (a minute by default: alerts are daily or weekly, so a
 * minute late is on time). Several app instances may run it at once: runDueJobAlerts locks each
 * alert while it sends (SKIP LOCKED), so no job is emailed twice.
 */
export function startJobAlertWorker({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): JobAlertWorker {
  const log = logger.child({ component: "job-alerts" });
  return startPeriodicTask({
    name: "running job alerts",
    intervalMs,
    log,
    run: async () => {
      const emails = await runDueJobAlerts();
      if (emails > 0) log.info({ emails }, "job alert emails queued");
    },
  });
}
