import { asc, eq } from "drizzle-orm";
import { CONSULTATION_TYPE_INFO, type ConsultationSlots } from "../common/consultations";
import { fromZonedLocal, toZonedLocal } from "../common/time-zones";
import { addDays } from "../common/timesheets";
import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { consultationStaff, consultations } from "../server/db/schema";
import { findConsultationSlots } from "../server/modules/consultations";
import { forgetStaffBookings } from "../server/modules/consultations/staff-bookings-cache";
import { withBenchDatabase } from "./bench-support";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

/**
 * Slot computation at scale (issue 20): `--staff` staff members (50) who take every type on the full
 * business week, and `--bookings` consultations (10,000) spread over the next 30 days, each staff
 * member's packed from 9:00 AM with the buffer between. Then GET /api/consultations/slots's work, in
 * this process, `--runs` times each: 'first available' over all staff for 30 days (goal p95 < 50 ms);
 * the same when a consultation changed before each search (one staff member's consultations read
 * again) and with nothing kept (all 10,000 read, as on a new instance); and as baselines one staff
 * member's 30 days and one day of 'first available'.
 */
const staffCount = numberOption("bench:consultations", "--staff", 50);
const bookingCount = numberOption("bench:consultations", "--bookings", 10_000);
const runs = numberOption("bench:consultations", "--runs", 100);
const WARM_UP = 5;
const GOAL_MS = 50;
const ZONE = "America/New_York";

async function main() {
  await withBenchDatabase("staffing-bench-consultations-", async (url) => {
    try {
      connectDatabase(url);
      await runMigrations(db());
      const started = performance.now();
      const seeded = await seed();
      process.stdout.write(
        `${staffCount} staff, ${seeded.toLocaleString("en-US")} consultations over 30 days, ready in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s; measuring ${runs} runs each.\n\n`,
      );
      await measure();
    } finally {
      await disconnectDatabase();
    }
  });
}

/** Business dates (Eastern) from tomorrow to 29 days ahead: the window the bookings fill. */
function businessDates(): string[] {
  const today = toZonedLocal(new Date(), ZONE).date;
  const dates: string[] = [];
  for (let offset = 1; offset < 30; offset++) {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(date);
  }
  return dates;
}

async function seed(): Promise<number> {
  const week = Object.fromEntries(
    ["1", "2", "3", "4", "5"].map((day) => [day, [{ start: "09:00", end: "18:00" }]]),
  );
  const staff = await db()
    .insert(consultationStaff)
    .values(
      Array.from({ length: staffCount }, (_, index) => ({
        email: `staff-${index}@bench-consultations.example`,
        name: `Staff ${String(index).padStart(3, "0")}`,
        types: ["employer" as const, "job-seeker" as const, "payroll-hr" as const],
        weeklyHours: week,
      })),
    )
    .returning({ id: consultationStaff.id });
  const dates = businessDates();
  const perStaff = Math.ceil(bookingCount / staffCount);
  const perDay = Math.ceil(perStaff / dates.length);
  // 30 minutes and the 10-minute buffer fit in 45-minute steps: 9:00, 9:45, 10:30, …
  if (perDay > 12) throw new Error(`${perDay} consultations a day do not fit in a staff member's day.`);
  const duration = CONSULTATION_TYPE_INFO.employer.durationMinutes * 60_000;
  const rows: (typeof consultations.$inferInsert)[] = [];
  for (const [staffIndex, member] of staff.entries()) {
    for (let n = 0; n < perStaff && rows.length < bookingCount; n++) {
      const date = dates[Math.floor(n / perDay) % dates.length] as string;
      // Each staff member's day starts at a different step, so the staff are not all busy at once.
      const step = (n % perDay) + ((staffIndex % 3) * (12 - perDay)) / 2;
      const minutes = 9 * 60 + Math.floor(step) * 45;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const startsAt = fromZonedLocal(date, time, ZONE) as Date;
      rows.push({
        type: "employer",
        staffId: member.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + duration),
        format: "phone",
        visitorName: `Visitor ${rows.length}`,
        visitorEmail: `visitor-${rows.length}@bench-consultations.example`,
        visitorPhone: "3055550100",
        topic: "A seeded consultation for the benchmark.",
        visitorTimeZone: ZONE,
      });
    }
  }
  for (let index = 0; index < rows.length; index += 1_000) {
    await db()
      .insert(consultations)
      .values(rows.slice(index, index + 1_000));
  }
  return rows.length;
}

type Timing = { label: string; p50: number; p95: number; detail: string };

const FIRST_AVAILABLE_30_DAYS = { type: "employer", staff: null, timeZone: "America/Los_Angeles" } as const;

/** Times `search` `runs` times after `prepare` (untimed) each time; p50 and p95 in ms, and the last answer. */
async function timeEach<T>(prepare: (index: number) => Promise<unknown>, search: () => Promise<T>) {
  for (let index = 0; index < WARM_UP; index++) {
    await prepare(index);
    await search();
  }
  const timings: number[] = [];
  let last: T | undefined;
  for (let index = 0; index < runs; index++) {
    await prepare(index);
    const started = performance.now();
    last = await search();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), last };
}

const openSlotCount = (slots: ConsultationSlots | undefined) =>
  slots?.days.reduce((total, day) => total + day.slots.length, 0) ?? 0;

async function measure() {
  const staff = await db()
    .select({ id: consultationStaff.id })
    .from(consultationStaff)
    .orderBy(asc(consultationStaff.name));
  const [someConsultation] = await db().select({ id: consultations.id }).from(consultations).limit(1);
  const tomorrow = addDays(toZonedLocal(new Date(), "America/Los_Angeles").date, 1);
  const search =
    (query: Parameters<typeof findConsultationSlots>[0] = FIRST_AVAILABLE_30_DAYS) =>
    () =>
      findConsultationSlots(query);
  const nothing = async () => {};
  const cases: {
    label: string;
    prepare: (index: number) => Promise<unknown>;
    run: () => Promise<ConsultationSlots>;
  }[] = [
    { label: "first available, 50 staff, 30 days", prepare: nothing, run: search() },
    {
      // Another instance's booking (any change raises the staff member's version): one staff member re-read.
      label: "  the same, a consultation changed before each",
      prepare: () =>
        db()
          .update(consultations)
          .set({ updatedAt: new Date() })
          .where(eq(consultations.id, someConsultation?.id ?? "")),
      run: search(),
    },
    {
      label: "  the same, nothing kept (a new instance)",
      prepare: async () => forgetStaffBookings(),
      run: search(),
    },
    {
      label: "one staff member, 30 days (baseline)",
      prepare: nothing,
      run: search({ ...FIRST_AVAILABLE_30_DAYS, staff: staff[0]?.id ?? null }),
    },
    {
      label: "first available, one day (baseline)",
      prepare: nothing,
      run: search({ ...FIRST_AVAILABLE_30_DAYS, from: tomorrow, to: tomorrow }),
    },
  ];
  const timings: Timing[] = [];
  for (const { label, prepare, run } of cases) {
    const { p50, p95, last } = await timeEach(prepare, run);
    timings.push({ label, p50, p95, detail: `${openSlotCount(last).toLocaleString("en-US")} open slots` });
  }
  printTable(timings);
  const goal = timings[0] as Timing;
  process.stdout.write(
    `\nGoal: first available over 30 days p95 < ${GOAL_MS} ms — ${goal.p95 < GOAL_MS ? "met" : "NOT met"} (${goal.p95.toFixed(1)} ms).\n`,
  );
}

function printTable(timings: Timing[]) {
  const width = Math.max(...timings.map((timing) => timing.label.length));
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  process.stdout.write(`${"slot computation".padEnd(width)}  ${"p50".padStart(10)}  ${"p95".padStart(10)}\n`);
  for (const timing of timings) {
    process.stdout.write(
      `${timing.label.padEnd(width)}  ${ms(timing.p50)}  ${ms(timing.p95)}  ${timing.detail}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:consultations failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
