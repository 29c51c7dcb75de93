import type { Logger } from "pino";
import type { Config } from "../config";
import { db } from "../db/client";
import {
  claimDueMessages,
  type OutboxRow,
  recordBounced,
  recordFailedAttempt,
  recordSent,
  recordStored,
  releaseClaims,
} from "./delivery-records";
import { listenForNewMail } from "./outbox-listener";
import { classifySmtpFailure, MAX_ATTEMPTS, retryDelayMs } from "./retry-policy";
import { createSmtpSender } from "./smtp-sender";

const BATCH_SIZE = 20;

export type MailWorker = {
  /** Delivers the messages due now; resolves with how many were claimed. */
  runOnce(): Promise<number>;
  /** Stops polling, hands back unsent claims and waits for the message in flight. */
  stop(): Promise<void>;
};

export type MailWorkerOptions = {
  config: Config;
  logger: Logger;
  /** false: deliver only when runOnce() is called (tests drive the worker step by step). */
  polling?: boolean;
  pollIntervalMs?: number;
  /**
   * On stop, how long the worker goes on sending the batch it holds; what is left then goes back to
   * the outbox, due at once (another instance, or the next start, sends it). Bounded so a slow SMTP
   * server cannot outlast the orchestrator's grace period, after which a killed batch would wait
   * out its claim.
   */
  stopBudgetMs?: number;
};

/** "done": the message reached a state; otherwise the SMTP server is unreachable for a while. */
type DeliveryOutcome = "done" | { serverUnreachableForMs: number };

/**
 * Delivers the outbox: through SMTP_URL when set, otherwise marks messages "stored" (read them at
 * /dev/mailbox). Polls, and wakes early when another transaction commits a new email.
 */
export function startMailWorker({
  config,
  logger,
  polling = true,
  pollIntervalMs = 2000,
  stopBudgetMs = 10_000,
}: MailWorkerOptions): MailWorker {
  const log = logger.child({ component: "mail" });
  const sender = config.SMTP_URL ? createSmtpSender({ ...config, SMTP_URL: config.SMTP_URL }) : undefined;
  let stopping = false;
  let stopDeadline = Number.POSITIVE_INFINITY;

  async function deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    if (!sender) {
      // To and subject only: bodies carry codes and links that must not end up in logs.
      log.info(
        { outboxId: row.id, to: row.toAddress, subject: row.subject },
        "email stored, not sent (no SMTP_URL)",
      );
      await recordStored(db(), row.id);
      return "done";
    }
    let messageId: string;
    try {
      ({ messageId } = await sender.send(row));
    } catch (error) {
      return recordFailure(row, error);
    }
    await recordSent(db(), row.id, messageId);
    log.info({ outboxId: row.id, messageId }, "email sent");
    return "done";
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<DeliveryOutcome> {
    const kind = classifySmtpFailure(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (kind === "bounce") {
      await recordBounced(db(), row, reason);
      log.warn({ outboxId: row.id, reason }, "email bounced: the recipient was rejected");
      return "done";
    }
    const attempts = row.attempts + 1;
    const retryInMs = retryDelayMs(attempts);
    // An unreachable server says nothing about the message: it waits for the server however long.
    const giveUp = kind === "refused" && attempts >= MAX_ATTEMPTS;
    await recordFailedAttempt(db(), row.id, { reason, retryInMs, giveUp });
    if (giveUp) log.error({ outboxId: row.id, attempts, reason }, "email failed: giving up");
    else log.warn({ outboxId: row.id, attempts, kind, reason, retryInMs }, "email not sent yet; will retry");
    return kind === "unreachable" ? { serverUnreachableForMs: retryInMs } : "done";
  }

  async function deliverDueBatch(): Promise<number> {
    const claimed = await claimDueMessages(db(), BATCH_SIZE);
    for (const [index, row] of claimed.entries()) {
      if (stopping && Date.now() >= stopDeadline) {
        await releaseClaims(db(), idsOf(claimed.slice(index)));
        break;
      }
      const outcome = await deliver(row);
      if (outcome !== "done") {
        // The rest would only time out against the same dead server; they retry with this one.
        await releaseClaims(db(), idsOf(claimed.slice(index + 1)), outcome.serverUnreachableForMs);
        break;
      }
    }
    return claimed.length;
  }

  // Batches run one after another, whether started by the poll loop or by runOnce().
  let batches: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    const batch = batches.then(deliverDueBatch);
    batches = batch.catch(() => {});
    return batch;
  };

  let nudged = false;
  let wakeUp = () => {};
  const nudge = () => {
    nudged = true;
    wakeUp();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wakeUp(), ms);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = () => {};
        resolve();
      };
    });

  const listener = polling ? listenForNewMail(db().$client, nudge, log) : undefined;
  const pollLoop = async () => {
    while (!stopping) {
      nudged = false;
      listener?.ensureListening();
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, "mail delivery batch failed; retrying at the next poll");
      }
      if (stopping) break;
      if (claimed < BATCH_SIZE && !nudged) await pause(pollIntervalMs);
    }
  };
  const loop = polling ? pollLoop() : Promise.resolve();

  return {
    runOnce,
    async stop() {
      stopping = true;
      stopDeadline = Date.now() + stopBudgetMs;
      wakeUp();
      await loop;
      await batches;
      await listener?.close();
      sender?.close();
    },
  };
}

function idsOf(rows: OutboxRow[]): string[] {
  return rows.map((row) => row.id);
}
