/**
 * Placements and weekly timesheets (issue 9): shapes and limits shared by the candidate portal, the
 * supervisor's review page, the console and the server. No zod here (ADR 0003).
 */
import type { PlacementStatus, TimesheetStatus } from "./recruiting";

export const TIMESHEET_LIMITS = {
  maxHours: 24,
  maxBreakMinutes: 1440,
  noteMax: 500,
  reasonMax: 1000,
} as const;
/** Weekly hours above which time counts as overtime. */
export const OVERTIME_THRESHOLD_HOURS = 40;
/** Days an emailed approval link works. */
export const APPROVAL_LINK_DAYS = 7;
/** The agency's calendar: "this week" and "today" are read in Florida's (eastern) time. */
export const WORKWEEK_TIME_ZONE = "America/New_York";

export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  draft: "Draft",
  submitted: "Submitted for approval",
  approved: "Approved",
  rejected: "Rejected",
};

export const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, string> = { active: "Current", ended: "Ended" };

export const DAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** An ISO date (YYYY-MM-DD) moved by whole days. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week holding this ISO date. */
export function mondayOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day + 6) % 7));
}

export function isMonday(iso: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && mondayOf(iso) === iso
  );
}

const WORKWEEK_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: WORKWEEK_TIME_ZONE });

/** Today's date in the agency's time zone, e.g. "2026-11-22". */
export function todayInFlorida(now: Date = new Date()): string {
  return WORKWEEK_DAY.format(now);
}

/** Regular and overtime hours of a week's total. */
export function splitOvertime(totalHours: number): { regularHours: number; overtimeHours: number } {
  const overtimeHours = Math.max(0, totalHours - OVERTIME_THRESHOLD_HOURS);
  return { regularHours: totalHours - overtimeHours, overtimeHours };
}

/** "Mon, Nov 16" for a day of a week. */
export function formatDay(iso: string, weekday: "short" | "long" = "short"): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday,
    month: "short",
    day: "numeric",
  });
}

/** "Nov 16, 2026". */
export function formatDate(iso: string | null): string {
  if (!iso) return "";
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** What the contractor sees of an assignment: never the bill rate. */
export type CandidatePlacement = {
  id: string;
  client: string;
  roleTitle: string;
  location: string | null;
  supervisorName: string | null;
  startDate: string;
  endDate: string | null;
  payRate: string;
  status: PlacementStatus;
};

export type CandidatePlacements = { current: CandidatePlacement[]; past: CandidatePlacement[] };

export type TimesheetDay = {
  date: string;
  hours: number;
  breakMinutes: number;
  note: string;
  /** False for days before the start or after the end of the assignment (no hours allowed). */
  inPlacement: boolean;
};

export type TimesheetWeek = {
  id: string | null;
  placement: { id: string; client: string; roleTitle: string; startDate: string; endDate: string | null };
  weekStart: string;
  weekEnd: string;
  previousWeek: string;
  /** Null when the next week is in the future. */
  nextWeek: string | null;
  status: TimesheetStatus;
  days: TimesheetDay[];
  totalHours: number;
  regularHours: number;
  overtimeHours: number;
  rejectionReason: string | null;
  submittedAt: string | null;
  approvedAt: string | null;
  editable: boolean;
};

/** A submitted week as the supervisor (emailed link) and staff see it. */
export type TimesheetReview = {
  id: string;
  contractorName: string;
  client: string;
  roleTitle: string;
  weekStart: string;
  weekEnd: string;
  status: TimesheetStatus;
  days: TimesheetDay[];
  totalHours: number;
  regularHours: number;
  overtimeHours: number;
  submittedAt: string | null;
};

export type AdminPlacement = CandidatePlacement & {
  candidateId: string | null;
  applicationId: string | null;
  contractorName: string;
  contractorEmail: string | null;
  supervisorEmail: string | null;
  billRate: string;
  createdAt: string;
};
