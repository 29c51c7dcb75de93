/** A visitor books a consultation: the form's checks, the rate limits, and a slot the database guarantees. */
import { randomUUID } from "node:crypto";
import { BRAND } from "../../../common/brand";
import { type ConsultationBooking, consultationBookingSchema } from "../../../common/consultation-schemas";
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  type ConsultationBookingResult,
  type ConsultationSlots,
  type ConsultationType,
} from "../../../common/consultations";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../../common/honeypot";
import { db, type Executor } from "../../db/client";
import { consultations } from "../../db/schema";
import { Conflict, Invalid } from "../../errors";
import { isExclusionViolation } from "../../kernel/unique-violation";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { hashedClientAddress } from "../../rate-limit";
import { assertDeliverable } from "../email-check";
import { bookableStaff, findConsultationSlots, findOpenStarts } from "./availability";
import { sendChangeEmails } from "./emails";
import { manageLinks } from "./manage-links";
import { type ConsultationRecord, loadConsultation, reminderDueTimes, visitorView } from "./records";
import { leastBookedStaff } from "./slot-rules";

/** 409: the time was free when the visitor chose it and is not any more; here are the times that are. */
export class SlotTaken extends Conflict {
  constructor(readonly slots: ConsultationSlots) {
    super(CONSULTATION_MESSAGES.slotTaken);
  }
}

/** As the contact form: per client address; and per visitor address, so one inbox cannot fill a day. */
export const BOOKING_LIMITS = {
  perAddress: { name: "consultation-booking-ip", limit: 5, windowSeconds: 600 },
  perEmail: { name: "consultation-booking-email", limit: 5, windowSeconds: 3600 },
} as const;

/** How many free staff 'first available' tries when others win the race for the same start. */
const FIRST_AVAILABLE_ATTEMPTS = 5;

/** The times open now for the same choice, to offer with a refusal. */
export function freshSlots(
  choice: { type: ConsultationType; staffId: string | null; timeZone: string },
  now: Date,
): Promise<ConsultationSlots> {
  return findConsultationSlots({ type: choice.type, staff: choice.staffId, timeZone: choice.timeZone }, now);
}

/**
 * Why `start` cannot be had: a time the rules never offer (outside hours, off the grid, too soon or
 * too far) is the visitor's mistake (400); one the rules offer but a consultation holds is a lost race (409).
 */
export async function refusalFor(
  executor: Executor,
  choice: { type: ConsultationType; staffId: string | null; timeZone: string; start: Date },
  now: Date,
): Promise<Error> {
  const instant = choice.start.getTime();
  const { starts } = await findOpenStarts(
    executor,
    { type: choice.type, staffId: choice.staffId, from: instant, to: instant + 1, ignoreBookings: true },
    now,
  );
  if (!starts.some((open) => open.start === instant))
    return new Invalid(CONSULTATION_MESSAGES.slotUnavailable, {
      start: CONSULTATION_MESSAGES.slotUnavailable,
    });
  return new SlotTaken(await freshSlots(choice, now));
}

/**
 * Who takes `start`: the chosen staff member if free, else (first available) the least-booked free one
 * that day, skipping those who just lost a race; null when nobody is free.
 */
export async function staffFreeAt(
  executor: Executor,
  choice: { type: ConsultationType; staffId: string | null; start: Date; ignoringConsultation?: string },
  now: Date,
  skip: ReadonlySet<string> = new Set(),
): Promise<string | null> {
  const instant = choice.start.getTime();
  const { starts, staff } = await findOpenStarts(
    executor,
    {
      type: choice.type,
      staffId: choice.staffId,
      from: instant,
      to: instant + 1,
      ignoringConsultation: choice.ignoringConsultation,
    },
    now,
  );
  const free = (starts.find((open) => open.start === instant)?.staffIds ?? []).filter((id) => !skip.has(id));
  return leastBookedStaff(free, staff, instant);
}

async function insertConsultation(
  booking: ConsultationBooking,
  staffId: string,
  ip: string | undefined,
  now: Date,
): Promise<ConsultationRecord> {
  const endsAt = new Date(
    booking.start.getTime() + CONSULTATION_TYPE_INFO[booking.type].durationMinutes * 60_000,
  );
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        type: booking.type,
        staffId,
        startsAt: booking.start,
        endsAt,
        format: booking.format,
        office: booking.office,
        visitorName: booking.name,
        visitorEmail: booking.email,
        visitorPhone: booking.phone,
        visitorCompany: booking.company,
        topic: booking.topic,
        visitorTimeZone: booking.timeZone,
        ipHash: hashedClientAddress(ip),
        ...reminderDueTimes(booking.start, now),
      })
      .returning({ id: consultations.id });
    if (!row) throw new Error("The consultation insert returned no row.");
    const record = await loadConsultation(tx, row.id);
    await sendChangeEmails(tx, record, "booked");
    return record;
  });
}

/**
 * Books the chosen start. The check before the insert picks a free staff member; the database's
 * exclusion constraint is what guarantees it: of concurrent requests for one staff member's slot one
 * commits and the others get a 409 with the fresh slots ('first available' first tries the other free
 * staff). The confirmation email and the staff member's note are queued in the same transaction.
 */
export async function bookConsultation(
  booking: ConsultationBooking,
  ip: string | undefined,
  now = new Date(),
): Promise<ConsultationBookingResult> {
  if (booking.staffId) await bookableStaff(db(), booking.staffId, booking.type);
  await assertDeliverable(booking.email, CONSULTATION_MESSAGES.emailUndeliverable);
  const lost = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const staffId = await staffFreeAt(db(), booking, now, lost);
    if (!staffId) throw await refusalFor(db(), booking, now);
    try {
      const record = await insertConsultation(booking, staffId, ip, now);
      return { consultation: visitorView(record), links: await manageLinks(record.id, record.startsAt) };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      lost.add(staffId);
      if (booking.staffId || attempt >= FIRST_AVAILABLE_ATTEMPTS)
        throw new SlotTaken(await freshSlots(booking, now));
    }
  }
}

/** What a bot that filled the hidden field is told: a booking like a real one, of nothing. */
async function decoyResult(booking: ConsultationBooking): Promise<ConsultationBookingResult> {
  const id = randomUUID();
  const end = new Date(
    booking.start.getTime() + CONSULTATION_TYPE_INFO[booking.type].durationMinutes * 60_000,
  );
  return {
    consultation: {
      id,
      type: booking.type,
      typeLabel: CONSULTATION_TYPE_INFO[booking.type].label,
      status: "booked",
      start: booking.start.toISOString(),
      end: end.toISOString(),
      timeZone: booking.timeZone,
      staffName: BRAND.name,
      format: booking.format,
      office: booking.office,
      location: null,
      meetingUrl: null,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      company: booking.company,
      topic: booking.topic,
    },
    links: await manageLinks(id, booking.start),
  };
}

/**
 * POST /api/consultations and the booking page's action: validated (each field's message), counted per
 * client address and per visitor address, then booked. A filled honeypot is answered like a booking and
 * books nothing; it is looked at after validation and the limits, so a bot cannot tell.
 */
export const consultationBooking: UseCase<typeof consultationBookingSchema, ConsultationBookingResult> = {
  input: consultationBookingSchema,
  limits: [
    { ...BOOKING_LIMITS.perAddress, key: perClientAddress },
    { ...BOOKING_LIMITS.perEmail, key: ({ email }) => email },
  ],
  run: async ({ [HONEYPOT_FIELD]: trap, ...booking }, caller) => {
    if (isHoneypotFilled(trap)) return decoyResult(booking as ConsultationBooking);
    return bookConsultation(booking as ConsultationBooking, caller.ip);
  },
};
