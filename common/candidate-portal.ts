/**
 * What the candidate portal's job search and dashboard receive from the API. Types and plain
 * constants only (no zod), so the public unsubscribe page can import it too (ADR 0003).
 */
import type { WorkforceSummary } from "./payroll";
import type { ApplicationStage, InterviewFormat, JobAlertFrequency } from "./recruiting";

export type SavedJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  status: string;
  savedAt: string;
};

export type JobAlertView = {
  id: string;
  q: string;
  location: string | null;
  type: string | null;
  industry: string | null;
  remote: string | null;
  frequency: JobAlertFrequency;
  lastRunAt: string;
  nextRunAt: string;
  createdAt: string;
};

export type CandidateDashboard = {
  nextInterview: {
    id: string;
    startsAt: string;
    durationMinutes: number;
    timeZone: string;
    format: InterviewFormat;
    jobTitle: string | null;
    company: string | null;
  } | null;
  applicationsByStage: { stage: ApplicationStage; label: string; count: number }[];
  savedJobs: SavedJob[];
  completeness: { percent: number; missing: { field: string; label: string; href: string }[] };
  /** Placement, this week's hours and pay (issue 9); null for candidates never placed. */
  workforce: WorkforceSummary | null;
};

export const JOB_ALERT_UNSUBSCRIBE_MESSAGES = {
  done: "You are unsubscribed. This job alert will not email you again.",
  invalid: "This unsubscribe link is not valid, or the alert was already removed.",
} as const;
