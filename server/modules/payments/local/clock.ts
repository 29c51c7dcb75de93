/**
 * The local provider's clock, what Stripe does on its own servers: renew subscriptions whose period
 * ended and retry webhook deliveries that failed. Started by main.ts only with the local provider.
 */
import type { Logger } from "pino";
import { type PeriodicTask, startPeriodicTask } from "../../../kernel/periodic-task";
import { localPaymentProvider } from "../current-provider";
import { renewDueLocalSubscriptions } from "./local-provider";

/** One tick: renewals first, so their events go out in the same round. */
export async function runLocalPaymentsClock(now = new Date()) {
  const renewed = await renewDueLocalSubscriptions(now);
  const deliveries = await localPaymentProvider().deliverEvents(now);
  return { renewed, ...deliveries };
}

export function startLocalPaymentsClock({
  logger,
  intervalMs = 30_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicTask {
  const log = logger.child({ component: "local-payments" });
  return startPeriodicTask({
    name: "local payments clock",
    intervalMs,
    log,
    run: async () => {
      const { renewed, delivered, failed } = await runLocalPaymentsClock();
      if (renewed || delivered || failed)
        log.info({ renewed, delivered, failed }, "local payments: renewals and webhooks");
    },
  });
}
