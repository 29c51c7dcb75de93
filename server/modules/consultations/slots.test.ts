import { beforeEach, describe, expect, it } from "vitest";
import type { WeeklyHours } from "../../../common/consultations";
import { fromZonedLocal } from "../../../common/time-zones";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { companyHolidays, consultationStaff, consultations, consultationTimeOff } from "../../db/schema";
import { isExclusionViolation } from "../../kernel/unique-violation";
import { findConsultationSlots } from "./availability";

const database = setupTestDatabase();

const FULL_WEEK: WeeklyHours = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [day, [{ start: "09:00", end: "18:00" }]]),
);

async function insertStaff(name: string, values: { weeklyHours?: WeeklyHours; types?: string[] } = {}) {
  const [row] = await database
    .db()
    .insert(consultationStaff)
    .values({
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@sunshinestaffing.example`,
      name,
      types: (values.types ?? ["employer", "job-seeker", "payroll-hr"]) as (
        | "employer"
        | "job-seeker"
        | "payroll-hr"
      )[],
      weeklyHours: values.weeklyHours ?? FULL_WEEK,
    })
    .returning();
  if (!row) throw new Error("staff insert failed");
  return row;
}

async function insertBooking(
  staffId: string,
  startsAt: Date,
  minutes: number,
  status: "booked" | "cancelled" = "booked",
) {
  await database
    .db()
    .insert(consultations)
    .values({
      type: "employer",
      staffId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      status,
      format: "phone",
      visitorName: "Existing Visitor",
      visitorEmail: "existing@example.com",
      visitorPhone: "3055550100",
      topic: "An existing consultation",
      visitorTimeZone: "America/New_York",
    });
}

const eastern = (date: string, time: string) => fromZonedLocal(date, time, "America/New_York") as Date;

/** The slots of one Eastern-clock day as "HH:MM" Eastern. */
async function easternTimes(
  date: string,
  query: { type?: "employer" | "payroll-hr"; staff?: string | null; now?: Date } = {},
) {
  const result = await findConsultationSlots(
    {
      type: query.type ?? "employer",
      staff: query.staff ?? null,
      timeZone: "America/New_York",
      from: date,
      to: date,
    },
    query.now ?? new Date(`${date}T00:00:00Z`),
  );
  return result.days.flatMap((day) => day.slots.map((slot) => slot.eastern.time));
}

beforeEach(async () => {
  await database.db().delete(consultations);
  await database.db().delete(consultationTimeOff);
  await database.db().delete(companyHolidays);
  await database.db().delete(consultationStaff);
});

describe("business hours, holidays and time off", () => {
  it("offers weekdays 9:00 AM to the last start that ends by 6:00 PM Eastern, on a 15-minute grid", async () => {
    await insertStaff("Ava Staff");
    const times = await easternTimes("2026-12-08", { now: new Date("2026-12-01T12:00:00Z") });
    expect(times[0]).toBe("09:00");
    expect(times.at(-1)).toBe("17:30");
    expect(times).toHaveLength(35);
    expect(times).toContain("09:15");
  });

  it("ends the 45-minute payroll and HR consultation by 6:00 PM as well", async () => {
    await insertStaff("Ava Staff");
    const times = await easternTimes("2026-12-08", {
      type: "payroll-hr",
      now: new Date("2026-12-01T12:00:00Z"),
    });
    expect(times.at(-1)).toBe("17:15");
  });

  it("offers nothing on Saturday, Sunday or a company holiday", async () => {
    await insertStaff("Ava Staff");
    await database.db().insert(companyHolidays).values({ date: "2026-12-25", name: "Christmas Day" });
    const now = new Date("2026-12-18T12:00:00Z");
    expect(await easternTimes("2026-12-19", { now })).toEqual([]);
    expect(await easternTimes("2026-12-20", { now })).toEqual([]);
    expect(await easternTimes("2026-12-25", { now })).toEqual([]);
    expect(await easternTimes("2026-12-24", { now })).toHaveLength(35);
  });

  it("keeps to each staff member's own hours inside business hours", async () => {
    await insertStaff("Part Timer", {
      weeklyHours: {
        "2": [
          { start: "08:00", end: "11:00" },
          { start: "14:10", end: "15:30" },
        ],
      },
    });
    const now = new Date("2026-12-01T12:00:00Z");
    expect(await easternTimes("2026-12-08", { now })).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "09:45",
      "10:00",
      "10:15",
      "10:30",
      "14:15",
      "14:30",
      "14:45",
      "15:00",
    ]);
    expect(await easternTimes("2026-12-09", { now })).toEqual([]);
  });

  it("leaves out a staff member's time off", async () => {
    const staff = await insertStaff("Ava Staff");
    await database
      .db()
      .insert(consultationTimeOff)
      .values({
        staffId: staff.id,
        startsAt: eastern("2026-12-08", "12:00"),
        endsAt: eastern("2026-12-08", "14:00"),
      });
    const times = await easternTimes("2026-12-08", { now: new Date("2026-12-01T12:00:00Z") });
    expect(times).toContain("11:30");
    expect(times).not.toContain("11:45");
    expect(times).not.toContain("13:45");
    expect(times).toContain("14:00");
  });

  it("offers only the staff members who take the type", async () => {
    const jobSeekers = await insertStaff("Job Seeker Coach", { types: ["job-seeker"] });
    const result = await findConsultationSlots(
      { type: "employer", staff: null, timeZone: "America/New_York", from: "2026-12-08", to: "2026-12-08" },
      new Date("2026-12-01T12:00:00Z"),
    );
    expect(result.days).toEqual([]);
    await expect(
      findConsultationSlots(
        { type: "employer", staff: jobSeekers.id, timeZone: "America/New_York" },
        new Date("2026-12-01T12:00:00Z"),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("notice, window and buffers", () => {
  it("needs two hours' notice", async () => {
    await insertStaff("Ava Staff");
    const times = await easternTimes("2026-12-08", { now: eastern("2026-12-08", "10:05") });
    expect(times[0]).toBe("12:15");
  });

  it("offers nothing past thirty days ahead", async () => {
    await insertStaff("Ava Staff");
    const now = eastern("2026-12-01", "12:00");
    const result = await findConsultationSlots(
      { type: "employer", staff: null, timeZone: "America/New_York" },
      now,
    );
    const last = result.days.at(-1)?.slots.at(-1);
    expect(new Date(last?.start ?? 0).getTime()).toBeLessThan(now.getTime() + 30 * 86_400_000);
    // Thirty days from noon on 1 December is noon on 31 December: the last start is 11:45 AM.
    expect(result.days.at(-1)?.date).toBe("2026-12-31");
    expect(last?.eastern.time).toBe("11:45");
  });

  it("keeps 10 minutes after each consultation, on both sides of a new one", async () => {
    const staff = await insertStaff("Ava Staff");
    await insertBooking(staff.id, eastern("2026-12-08", "11:00"), 30);
    await insertBooking(staff.id, eastern("2026-12-08", "14:00"), 30, "cancelled");
    const times = await easternTimes("2026-12-08", { now: new Date("2026-12-01T12:00:00Z") });
    // 10:30 would end at 11:00 and its buffer would run into the 11:00 consultation.
    expect(times).toContain("10:15");
    expect(times).not.toContain("10:30");
    // 11:00–11:30 plus 10 minutes: the next start on the grid is 11:45.
    expect(times).not.toContain("11:30");
    expect(times).toContain("11:45");
    // A cancelled consultation holds nothing.
    expect(times).toContain("14:00");
  });

  it("gives 'first available' every start at least one eligible staff member has free", async () => {
    const busy = await insertStaff("Busy Staff");
    await insertStaff("Free Staff", { weeklyHours: { "2": [{ start: "11:00", end: "12:00" }] } });
    await insertBooking(busy.id, eastern("2026-12-08", "11:00"), 30);
    const times = await easternTimes("2026-12-08", { now: new Date("2026-12-01T12:00:00Z") });
    expect(times).toContain("11:00");
    expect(times).toContain("11:15");
    expect(
      await easternTimes("2026-12-08", { staff: busy.id, now: new Date("2026-12-01T12:00:00Z") }),
    ).not.toContain("11:15");
  });
});

describe("daylight saving (visitors west and east of Florida)", () => {
  /** The first slot of each local day in the zone, as local "date time". */
  async function firstSlots(timeZone: string, from: string, to: string, now: Date) {
    const result = await findConsultationSlots({ type: "employer", staff: null, timeZone, from, to }, now);
    return Object.fromEntries(
      result.days.map((day) => [day.date, `${day.slots[0]?.local.time} (${day.slots.length} slots)`]),
    );
  }

  it("spring forward (Sunday 8 March 2026): 9:00 AM Eastern stays 9:00 AM, each zone sees its own clock", async () => {
    await insertStaff("Ava Staff");
    const now = new Date("2026-03-04T12:00:00Z");
    // Friday 6 March is on EST (UTC−5), Monday 9 March on EDT (UTC−4).
    const byZone = {
      "America/New_York": { "2026-03-06": "09:00 (35 slots)", "2026-03-09": "09:00 (35 slots)" },
      "America/Los_Angeles": { "2026-03-06": "06:00 (35 slots)", "2026-03-09": "06:00 (35 slots)" },
      "America/Phoenix": { "2026-03-06": "07:00 (35 slots)", "2026-03-09": "06:00 (35 slots)" },
      UTC: { "2026-03-06": "14:00 (35 slots)", "2026-03-09": "13:00 (35 slots)" },
      // Europe changes on 29 March: Madrid is six hours ahead of Miami, then five.
      "Europe/Madrid": { "2026-03-06": "15:00 (35 slots)", "2026-03-09": "14:00 (35 slots)" },
    };
    for (const [zone, expected] of Object.entries(byZone)) {
      expect(await firstSlots(zone, "2026-03-06", "2026-03-09", now), zone).toEqual(expected);
    }
  });

  it("fall back (Sunday 1 November 2026): the same business hours, an hour later in UTC", async () => {
    await insertStaff("Ava Staff");
    const now = new Date("2026-10-28T12:00:00Z");
    const byZone = {
      "America/New_York": { "2026-10-30": "09:00 (35 slots)", "2026-11-02": "09:00 (35 slots)" },
      "America/Los_Angeles": { "2026-10-30": "06:00 (35 slots)", "2026-11-02": "06:00 (35 slots)" },
      "America/Phoenix": { "2026-10-30": "06:00 (35 slots)", "2026-11-02": "07:00 (35 slots)" },
      UTC: { "2026-10-30": "13:00 (35 slots)", "2026-11-02": "14:00 (35 slots)" },
      // Europe changed back on 25 October: Madrid is five hours ahead, then six.
      "Europe/Madrid": { "2026-10-30": "14:00 (35 slots)", "2026-11-02": "15:00 (35 slots)" },
    };
    for (const [zone, expected] of Object.entries(byZone)) {
      expect(await firstSlots(zone, "2026-10-30", "2026-11-02", now), zone).toEqual(expected);
    }
  });

  it("groups by the visitor's own date: late Eastern slots fall on the next day in Asia", async () => {
    await insertStaff("Ava Staff");
    const result = await findConsultationSlots(
      { type: "employer", staff: null, timeZone: "Asia/Tokyo", from: "2026-12-09", to: "2026-12-09" },
      new Date("2026-12-01T12:00:00Z"),
    );
    // Tuesday 8 December 9:00 AM Eastern is 11:00 PM Tokyo; 10:00 AM is Wednesday 12:00 AM there.
    const times = result.days[0]?.slots.map(
      (slot) => `${slot.local.time}=${slot.eastern.date} ${slot.eastern.time}`,
    );
    expect(times?.[0]).toBe("00:00=2026-12-08 10:00");
  });
});

describe("the database's rule against double booking", () => {
  it("refuses an overlap or a start inside the 10-minute buffer, whatever the application checked", async () => {
    const staff = await insertStaff("Ava Staff");
    const other = await insertStaff("Ben Staff");
    await insertBooking(staff.id, eastern("2026-12-08", "11:00"), 30);
    for (const time of ["11:15", "11:39", "10:31"]) {
      const refusal = await insertBooking(staff.id, eastern("2026-12-08", time), 30).catch(
        (error: unknown) => error,
      );
      expect(isExclusionViolation(refusal), time).toBe(true);
    }
    // Right after the buffer, another staff member, or over a cancelled one: accepted.
    await insertBooking(staff.id, eastern("2026-12-08", "11:40"), 30);
    await insertBooking(other.id, eastern("2026-12-08", "11:00"), 30);
    await insertBooking(staff.id, eastern("2026-12-08", "15:00"), 30, "cancelled");
    await insertBooking(staff.id, eastern("2026-12-08", "15:00"), 30);
  });
});

describe("the copies of each staff member's consultations kept between searches", () => {
  it("see a consultation another instance booked or cancelled at the next search", async () => {
    const staff = await insertStaff("Ava Staff");
    const now = new Date("2026-12-01T12:00:00Z");
    expect(await easternTimes("2026-12-09", { now })).toContain("10:00");
    // Written straight to the database, as another app instance would: this process is not told.
    await insertBooking(staff.id, eastern("2026-12-09", "10:00"), 30);
    expect(await easternTimes("2026-12-09", { now })).not.toContain("10:00");
    await database.db().update(consultations).set({ status: "cancelled" });
    expect(await easternTimes("2026-12-09", { now })).toContain("10:00");
  });
});
