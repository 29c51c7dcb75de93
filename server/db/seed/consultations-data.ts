import type { companyHolidays, consultationStaff } from "../schema";

/**
 * The staff who take consultations on a fresh start: the development sign-in's admin (README, "Admin
 * sign-in"), every type, the whole business week, so /schedule-consultation shows slots at once and her
 * agenda in the console shows what gets booked.
 */
export const DEMO_CONSULTATION_STAFF: (typeof consultationStaff.$inferInsert)[] = [
  {
    email: "olivia.park@sunshinestaffing.example",
    name: "Olivia Park",
    types: ["employer", "job-seeker", "payroll-hr"],
    weeklyHours: Object.fromEntries(
      ["1", "2", "3", "4", "5"].map((day) => [day, [{ start: "09:00", end: "18:00" }]]),
    ),
    meetingUrl: "https://meet.sunshinestaffing.example/olivia-park",
  },
];

/** The nth (1-based) given weekday (0 Sunday … 6 Saturday) of a month, or the last one with n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = n > 0 ? new Date(Date.UTC(year, month - 1, 1)) : new Date(Date.UTC(year, month, 0));
  const step = n > 0 ? 1 : -1;
  let day = first;
  while (day.getUTCDay() !== weekday) day = new Date(day.getTime() + step * 86_400_000);
  return new Date(day.getTime() + (Math.abs(n) - 1) * step * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A fixed-date holiday on a weekend is taken on the Friday before or the Monday after. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
  return new Date(date.getTime() + shift * 86_400_000).toISOString().slice(0, 10);
}

/** The days the offices close in a year: the federal holidays the agency observes. */
export function agencyHolidays(year: number): { date: string; name: string }[] {
  return [
    { date: observed(year, 1, 1), name: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    { date: observed(year, 7, 4), name: "Independence Day" },
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    { date: observed(year, 12, 25), name: "Christmas Day" },
  ];
}

/**
 * The holidays of this year and the next on a fresh start, so the booking page never offers a time
 * when the offices are closed; staff add and remove holidays in the console after that.
 */
export function demoHolidayRows(today: string): (typeof companyHolidays.$inferInsert)[] {
  const year = Number(today.slice(0, 4));
  return [...agencyHolidays(year), ...agencyHolidays(year + 1)];
}
