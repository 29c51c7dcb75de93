import type { Logger } from "../logger";

export type PeriodicTask = {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `run` every `intervalMs`, counted from the end of the previous run, so one process never
 * runs it twice at once; the first run comes soon after start (5 s at most). A failed run is logged
 * and the next one comes on time. Keeping other instances out is the task's own business (a
 * SKIP LOCKED claim or an advisory lock), since each instance runs its own timer.
 */
export function startPeriodicTask({
  name,
  intervalMs,
  log,
  run,
}: {
  name: string;
  intervalMs: number;
  log: Pick<Logger, "error">;
  run: () => Promise<void>;
}): PeriodicTask {
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
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
