import type { consultationStaff } from "../schema";

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
