import type { Logger } from "pino";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";
import { runMaintenance } from "./maintenance-run";

export type MaintenanceWorker = PeriodicTask;

/**
 * Runs the clean-ups every `intervalMs` (a minute by default: what they delete has been dead for a
 * day, or harmless since it expired). With several app instances one of them does each round.
 */
export function startMaintenanceWorker({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): MaintenanceWorker {
  const log = logger.child({ component: "maintenance" });
  return startPeriodicTask({
    name: "maintenance",
    intervalMs,
    log,
    run: async () => {
      const report = await runMaintenance();
      if (report && Object.values(report).some((deleted) => deleted > 0)) {
        log.info({ deleted: report }, "maintenance: deleted ended records");
      }
    },
  });
}
