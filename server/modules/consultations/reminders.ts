/**
 * Reminder emails 24 hours and 1 hour before each booked consultation. Every instance ticks; each due
 * consultation is claimed FOR UPDATE SKIP LOCKED and its reminder queued and marked sent in the same
 * transaction (ADR 0014), so a reminder goes once however many instances run.
 */
import { and, asc, eq, isNotNull, lte, or } from "drizzle-orm";
import type { Logger } from "pino";
import { db } from "../../db/client";
import { consultations } from "../../db/schema";
import { type PeriodicTask, startPeriodicTask } from "../../kernel/periodic-task";
import { enqueueMail } from "../../mail/outbox";
import { visitorEmail } from "./emails";
import { loadConsultation } from "./records";

const BATCH = 50;

/** What one round did: reminders queued, and reminders dropped because their moment had passed. */
export type ReminderRound = { sent: number; skipped: number };

/**
 * Sends the reminders due at `now`. A reminder whose moment has gone by is dropped, not sent late: the
 * day-before one once the hour-before one is due, either once the consultation has begun (after an
 * outage, say). Cancelled consultations have none (cancelling clears them).
 */
export async function sendDueReminders(now = new Date()): Promise<ReminderRound> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select({
        id: consultations.id,
        dayDue: consultations.dayReminderDueAt,
        hourDue: consultations.hourReminderDueAt,
      })
      .from(consultations)
      .where(
        and(
          eq(consultations.status, "booked"),
          or(
            and(isNotNull(consultations.dayReminderDueAt), lte(consultations.dayReminderDueAt, now)),
            and(isNotNull(consultations.hourReminderDueAt), lte(consultations.hourReminderDueAt, now)),
          ),
        ),
      )
      .orderBy(asc(consultations.startsAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const round: ReminderRound = { sent: 0, skipped: 0 };
    for (const row of due) {
      const record = await loadConsultation(tx, row.id);
      const begun = record.startsAt <= now;
      const hourIsDue = row.hourDue !== null && row.hourDue <= now;
      if (begun) round.skipped += 1;
      else {
        await enqueueMail(tx, await visitorEmail(record, hourIsDue ? "hour-reminder" : "day-reminder"));
        round.sent += 1;
      }
      // Once the hour-before reminder is due the day-before one is never wanted, sent or not.
      await tx
        .update(consultations)
        .set(
          begun || hourIsDue
            ? { dayReminderDueAt: null, hourReminderDueAt: null }
            : { dayReminderDueAt: null },
        )
        .where(eq(consultations.id, row.id));
    }
    return round;
  });
}

/** Checks every `intervalMs` (a minute by default) for reminders due. */
export function startConsultationReminderWorker({
  logger,
  intervalMs = 60_000,
}: {
  logger: Logger;
  intervalMs?: number;
}): PeriodicTask {
  const log = logger.child({ component: "consultation-reminders" });
  return startPeriodicTask({
    name: "consultation reminders",
    intervalMs,
    log,
    run: async () => {
      const round = await sendDueReminders();
      if (round.sent || round.skipped) log.info(round, "consultation reminders: sent the due reminders");
    },
  });
}
