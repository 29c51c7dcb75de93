/**
 * Interviews' shared vocabulary for the console, the candidate portal and the server. No zod here
 * (ADR 0003): the console and the portal import these constants.
 */
import type { InterviewFormat, InterviewResponse, InterviewStatus } from "./recruiting";

/** Where recruiters schedule by default: both offices are in Florida. */
export const DEFAULT_INTERVIEW_TIME_ZONE = "America/New_York";

/**
 * The zones the console's select offers (the server accepts any real IANA zone; an interview saved
 * in another one keeps it in the list when edited).
 */
export const INTERVIEW_TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: "America/New_York", label: "Eastern (New York, Miami)" },
  { value: "America/Chicago", label: "Central (Chicago)" },
  { value: "America/Denver", label: "Mountain (Denver)" },
  { value: "America/Phoenix", label: "Arizona (Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { value: "America/Anchorage", label: "Alaska (Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
  { value: "America/Puerto_Rico", label: "Atlantic (Puerto Rico)" },
  { value: "America/Mexico_City", label: "Mexico City" },
  { value: "America/Bogota", label: "Bogotá" },
  { value: "America/Sao_Paulo", label: "São Paulo" },
  { value: "Europe/London", label: "London" },
  { value: "Europe/Madrid", label: "Madrid" },
  { value: "Asia/Kolkata", label: "India (Kolkata)" },
  { value: "Asia/Manila", label: "Manila" },
  { value: "UTC", label: "UTC" },
];

/** Lengths the console offers, in minutes (the server accepts any whole number from 5 to 600). */
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120, 180] as const;

export const INTERVIEW_LIMITS = {
  minDurationMinutes: 5,
  maxDurationMinutes: 600,
  maxInterviewers: 10,
  maxInterviewerName: 120,
  maxLocation: 300,
  maxMeetingUrl: 500,
  maxCandidateNote: 1000,
} as const;

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  requested: "Waiting for the candidate to pick a time",
  scheduled: "Scheduled",
  cancelled: "Cancelled",
};

export const INTERVIEW_RESPONSE_LABELS: Record<InterviewResponse, string> = {
  pending: "Awaiting reply",
  confirmed: "Confirmed",
  reschedule_requested: "Asked to reschedule",
};

/** What the location field holds for each format, as the forms label it. */
export const INTERVIEW_LOCATION_LABELS: Record<InterviewFormat, string> = {
  phone: "Phone number to call",
  video: "Meeting link",
  onsite: "Address",
};

export const INTERVIEW_MESSAGES = {
  notFound: "We couldn't find that interview.",
  applicationNotFound: "We couldn't find that application.",
  cancelled: "This interview was cancelled.",
  past: "This interview has already taken place.",
  closedApplication: "This application is closed: interviews can no longer be scheduled for it.",
  confirmed: "Thanks! Your attendance is confirmed.",
  rescheduleRequested: "Thanks! Your recruiter will be in touch with a new time.",
} as const;

/** The interview as the candidate portal receives it (GET /api/candidates/interviews). */
export type CandidateInterview = {
  id: string;
  startsAt: string;
  /** An employer's request (status "requested"): the times the candidate picks from. */
  proposedTimes: string[];
  endsAt: string;
  timeZone: string;
  format: InterviewFormat;
  formatLabel: string;
  location: string | null;
  meetingUrl: string | null;
  interviewers: string[];
  status: InterviewStatus;
  candidateResponse: InterviewResponse;
  candidateNote: string | null;
  job: { id: string; title: string; company: string } | null;
};

export type CandidateInterviews = { upcoming: CandidateInterview[]; past: CandidateInterview[] };

/** The interview as the console receives it: the candidate's view plus what recruiters need. */
export type AdminInterview = CandidateInterview & {
  applicationId: string;
  durationMinutes: number;
  sequence: number;
  respondedAt: string | null;
  /** The start as wall-clock text in the interview's own zone, for the edit form. */
  localDate: string;
  localTime: string;
  candidate: { name: string; email: string };
};

/** "Tue, Dec 8, 2026, 10:00 AM EST": an instant as read in a zone, with the zone's short name. */
export function formatInZone(instant: string | Date, timeZone: string): string {
  return new Date(instant).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}
