/**
 * Moving and cancelling a consultation, the same way for the visitor's emailed links and for staff:
 * the row locked, the slot rules and the no-overlap constraint as for a booking, SEQUENCE raised, the
 * reminders rescheduled or dropped, and the visitor's updated invitation queued in the same transaction.
 */
import { eq, sql } from "drizzle-orm";
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  FIRST_AVAILABLE,
} from "../../../common/consultations";
import { db, type Executor } from "../../db/client";
import { consultations } from "../../db/schema";
import { Conflict } from "../../errors";
import { isExclusionViolation } from "../../kernel/unique-violation";
import { bookableStaff } from "./availability";
import { freshSlots, refusalFor, SlotTaken, staffFreeAt } from "./booking";
import { sendChangeEmails } from "./emails";
import { type ConsultationRecord, loadConsultation, reminderDueTimes } from "./records";

export type MoveRequest = {
  start: Date;
  /** Undefined keeps the staff member; "any" gives the least-booked free one. */
  staffId?: string;
  /** The visitor's zone, when they reschedule from another one. */
  timeZone?: string;
};

/** Who may change what: the refusal for a consultation that cannot change, and what to record with it. */
export type ChangeChannel = {
  assertChangeable: (record: ConsultationRecord, now: Date) => void;
  /** Runs in the transaction after the change (staff changes are audited here). */
  record?: (tx: Executor, before: ConsultationRecord, after: ConsultationRecord) => Promise<void>;
};

/** Staff's rule (the links have their own, answered with 410): only a booked consultation not yet begun. */
export function assertBookedAndAhead(record: ConsultationRecord, now: Date): void {
  if (record.status !== "booked") throw new Conflict(CONSULTATION_MESSAGES.notBooked);
  if (record.startsAt <= now) throw new Conflict(CONSULTATION_MESSAGES.alreadyStarted);
}

/** Moves a consultation to another start (and staff member); 409 SlotTaken with fresh slots if it is held. */
export async function moveConsultation(
  id: string,
  request: MoveRequest,
  channel: ChangeChannel,
  now = new Date(),
): Promise<ConsultationRecord> {
  const current = await loadConsultation(db(), id);
  channel.assertChangeable(current, now);
  const chosen =
    request.staffId === undefined
      ? current.staffId
      : request.staffId === FIRST_AVAILABLE
        ? null
        : request.staffId;
  if (chosen) await bookableStaff(db(), chosen, current.type);
  const choice = {
    type: current.type,
    staffId: chosen,
    start: request.start,
    timeZone: request.timeZone ?? current.visitorTimeZone,
    ignoringConsultation: current.id,
  };
  const staffId = await staffFreeAt(db(), choice, now);
  if (!staffId) throw await refusalFor(db(), choice, now);
  try {
    return await db().transaction(async (tx) => {
      const before = await loadConsultation(tx, id, { lock: true });
      channel.assertChangeable(before, now);
      await tx
        .update(consultations)
        .set({
          staffId,
          startsAt: request.start,
          endsAt: new Date(
            request.start.getTime() + CONSULTATION_TYPE_INFO[before.type].durationMinutes * 60_000,
          ),
          visitorTimeZone: choice.timeZone,
          sequence: sql`${consultations.sequence} + 1`,
          ...reminderDueTimes(request.start, now),
          updatedAt: now,
        })
        .where(eq(consultations.id, id));
      const after = await loadConsultation(tx, id);
      await sendChangeEmails(tx, after, "moved");
      await channel.record?.(tx, before, after);
      return after;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new SlotTaken(await freshSlots(choice, now));
  }
}

/** Cancels a consultation: status cancelled, SEQUENCE raised, reminders dropped, METHOD:CANCEL sent. */
export async function cancelConsultation(
  id: string,
  { cancelledBy, reason }: { cancelledBy: string; reason: string | null },
  channel: ChangeChannel,
  now = new Date(),
): Promise<ConsultationRecord> {
  return db().transaction(async (tx) => {
    const before = await loadConsultation(tx, id, { lock: true });
    channel.assertChangeable(before, now);
    await tx
      .update(consultations)
      .set({
        status: "cancelled",
        cancelReason: reason,
        cancelledBy,
        sequence: sql`${consultations.sequence} + 1`,
        dayReminderDueAt: null,
        hourReminderDueAt: null,
        updatedAt: now,
      })
      .where(eq(consultations.id, id));
    const after = await loadConsultation(tx, id);
    await sendChangeEmails(tx, after, "cancelled", reason);
    await channel.record?.(tx, before, after);
    return after;
  });
}
