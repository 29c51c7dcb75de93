import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { consultationBookingSchema } from "../../../common/consultation-schemas";
import { fromZonedLocal } from "../../../common/time-zones";
import { emailsTo, insertConsultationStaff } from "../../../tests/support/consultation-records";
import { EMAIL_CHECK_TEST_ZONE, startTestDnsServer } from "../../../tests/support/dns-server";
import { setupTestApp } from "../../../tests/support/test-app";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { consultationStaff, consultations, mailOutbox } from "../../db/schema";
import { bookConsultation } from "./booking";
import { cancelConsultation } from "./changes";
import { sendDueReminders } from "./reminders";

const dns = await startTestDnsServer(EMAIL_CHECK_TEST_ZONE);
afterAll(() => dns.close());
const database = setupTestDatabase();
setupTestApp({ DNS_SERVERS: dns.address });

const START = fromZonedLocal("2026-12-15", "10:00", "America/New_York") as Date;
const MINUTE = 60_000;
const at = (minutesBeforeStart: number) => new Date(START.getTime() - minutesBeforeStart * MINUTE);

beforeEach(async () => {
  await database.db().delete(mailOutbox);
  await database.db().delete(consultations);
  await database.db().delete(consultationStaff);
});

/** Books 10:00 AM Eastern on 15 December, as seen from `bookedAt`. */
async function bookAt(bookedAt: Date, email = "rosa@staffing-good.test") {
  const staff = await insertConsultationStaff("Ava Reyes");
  const booking = consultationBookingSchema.parse({
    type: "job-seeker",
    staffId: staff.id,
    start: START.toISOString(),
    timeZone: "America/Chicago",
    format: "phone",
    name: "Rosa Diaz",
    email,
    phone: "(312) 555-0101",
    topic: "Changing careers into healthcare administration.",
  });
  return bookConsultation(booking, "203.0.113.50", bookedAt);
}

const reminderSubjects = async (email = "rosa@staffing-good.test") =>
  (await emailsTo(email)).map((mail) => mail.subject).filter((subject) => subject.startsWith("Reminder"));

describe("reminders", () => {
  it("sends the day-before reminder at 24 hours and the hour-before one at 1 hour, each once", async () => {
    await bookAt(at(5 * 24 * 60));
    expect(await sendDueReminders(at(24 * 60 + 1))).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(at(24 * 60))).toEqual({ sent: 1, skipped: 0 });
    expect(await sendDueReminders(at(24 * 60 - 5))).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(at(61))).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(at(60))).toEqual({ sent: 1, skipped: 0 });
    expect(await sendDueReminders(at(30))).toEqual({ sent: 0, skipped: 0 });
    expect(await reminderSubjects()).toEqual([
      "Reminder: your consultation is tomorrow",
      "Reminder: your consultation starts in an hour",
    ]);
    const [reminder] = (await emailsTo("rosa@staffing-good.test")).filter((mail) =>
      mail.subject.startsWith("Reminder"),
    );
    expect(reminder?.text).toContain("(America/Chicago)");
    expect(reminder?.text).toMatch(/\/schedule-consultation\/reschedule\//);
  });

  it("sends each reminder once when several instances run at the same moment", async () => {
    await bookAt(at(5 * 24 * 60));
    const rounds = await Promise.all([1, 2, 3].map(() => sendDueReminders(at(24 * 60 - 1))));
    expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(1);
    expect(await reminderSubjects()).toHaveLength(1);
  });

  it("sends no day-before reminder for a consultation booked less than a day ahead", async () => {
    await bookAt(at(20 * 60));
    expect(await sendDueReminders(at(2 * 60))).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(at(59))).toEqual({ sent: 1, skipped: 0 });
    expect(await reminderSubjects()).toEqual(["Reminder: your consultation starts in an hour"]);
  });

  it("drops a reminder whose moment passed (after an outage) instead of sending it late", async () => {
    await bookAt(at(5 * 24 * 60));
    // The day-before one is never sent once the hour-before one is due; past the start, neither.
    expect(await sendDueReminders(at(45))).toEqual({ sent: 1, skipped: 0 });
    expect(await reminderSubjects()).toEqual(["Reminder: your consultation starts in an hour"]);
  });

  it("sends nothing for a cancelled consultation", async () => {
    const { consultation } = await bookAt(at(5 * 24 * 60));
    await cancelConsultation(
      consultation.id,
      { cancelledBy: "rosa@staffing-good.test", reason: null },
      { assertChangeable: () => {} },
      at(3 * 24 * 60),
    );
    expect(await sendDueReminders(at(24 * 60))).toEqual({ sent: 0, skipped: 0 });
    expect(await sendDueReminders(at(60))).toEqual({ sent: 0, skipped: 0 });
    expect(await reminderSubjects()).toEqual([]);
  });

  it("skips both after the start when nothing ran in time", async () => {
    await bookAt(at(5 * 24 * 60));
    expect(await sendDueReminders(at(-5))).toEqual({ sent: 0, skipped: 1 });
    expect(await sendDueReminders(at(-10))).toEqual({ sent: 0, skipped: 0 });
    expect(await reminderSubjects()).toEqual([]);
  });
});
