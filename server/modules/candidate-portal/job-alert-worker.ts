import type { Logger } from "pino";
import { runDueJobAlerts } from "./job-alert-runs";

export type JobAlertWorker = {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Runs due job alerts every `intervalMs` (a minute by default: alerts are daily or weekly, so a
 * minute late is on time). Several app instances may run it at once: runDueJobAlerts locks each
 * alert while it sends, so no job is emailed twice.
 */
export function startJobAlertWorker({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): JobAlertWorker {
  const log = logger.child({ component: "job-alerts" });
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runDueJobAlerts()
      .then((emails) => {
        if (emails > 0) log.info({ emails }, "job alert emails queued");
      })
      .catch((error: unknown) => log.error({ err: error }, "running job alerts failed"))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 5_000));

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
