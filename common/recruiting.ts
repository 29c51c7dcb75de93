/**
 * The recruiting flow's vocabulary, shared by the console, the candidate portal and the server.
 * No zod here: public pages import constants from modules like this one (ADR 0003).
 */

/** An application's stages in pipeline order, then the two ways out of it. */
export const PIPELINE_STAGES = ["applied", "screening", "submitted", "interview", "offer", "placed"] as const;
export const CLOSED_STAGES = ["not_selected", "withdrawn"] as const;
export const APPLICATION_STAGES = [...PIPELINE_STAGES, ...CLOSED_STAGES] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  submitted: "Submitted to client",
  interview: "Interview",
  offer: "Offer",
  placed: "Placed",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
};

/**
 * Who moved an application: a recruiter in /admin, the candidate (withdraw, accept), a user of the
 * client company in the employer portal (decisions on submitted candidates) or the system.
 */
export const STAGE_ACTORS = ["recruiter", "candidate", "employer", "system"] as const;
export type StageActor = (typeof STAGE_ACTORS)[number];

/**
 * What a history event records: a move between stages, or a step that keeps the stage (the client
 * asking for more information about a submitted candidate), so every decision is in the history.
 */
export const STAGE_EVENT_KINDS = ["move", "info_requested"] as const;
export type StageEventKind = (typeof STAGE_EVENT_KINDS)[number];

/** A history event's line: the stage it moved to, or what happened while the stage stayed. */
export function stageEventLabel(event: { toStage: ApplicationStage; kind: StageEventKind }): string {
  return event.kind === "info_requested"
    ? "Client asked for more information"
    : APPLICATION_STAGE_LABELS[event.toStage];
}

export const INTERVIEW_FORMATS = ["phone", "video", "onsite"] as const;
export type InterviewFormat = (typeof INTERVIEW_FORMATS)[number];
export const INTERVIEW_FORMAT_LABELS: Record<InterviewFormat, string> = {
  phone: "Phone",
  video: "Video",
  onsite: "On-site",
};
/**
 * "requested": an employer proposed times (proposed_times) and the candidate has not chosen one yet;
 * choosing one makes it "scheduled".
 */
export const INTERVIEW_STATUSES = ["requested", "scheduled", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** The candidate's answer to an interview: none yet, confirmed, or asked to move it (with a note). */
export const INTERVIEW_RESPONSES = ["pending", "confirmed", "reschedule_requested"] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];

export const OFFER_STATUSES = ["extended", "accepted", "declined", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const PLACEMENT_STATUSES = ["active", "ended"] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** Contract work (timesheets, weekly invoices) or a direct hire (one placement-fee invoice). */
export const PLACEMENT_HIRE_TYPES = ["contract", "direct_hire"] as const;
export type PlacementHireType = (typeof PLACEMENT_HIRE_TYPES)[number];

export const TIMESHEET_STATUSES = ["draft", "submitted", "approved", "rejected"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const JOB_ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const REFERRAL_STATUSES = ["invited", "registered", "placed", "bonus_earned", "paid"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  invited: "Invited",
  registered: "Registered",
  placed: "Placed",
  bonus_earned: "Bonus earned",
  paid: "Paid",
};

/** What a candidate can be available as, and asks to be paid per. */
export const PAY_PERIODS = ["hour", "year"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The workforce flow (issue 9): what contractors upload, the benefits offered, support tickets. */
export const DOCUMENT_TYPES = ["w4", "i9", "direct_deposit", "certification", "id", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  w4: "W-4",
  i9: "I-9",
  direct_deposit: "Direct deposit form",
  certification: "Certification",
  id: "Photo ID",
  other: "Other document",
};
/** A document the agency asked for and is waiting on, one the contractor sent, or one staff reviewed. */
export const DOCUMENT_STATUSES = ["requested", "uploaded", "accepted", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const BENEFIT_KINDS = ["medical", "dental", "vision", "retirement"] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];
export const BENEFIT_ELECTIONS = ["enrolled", "waived"] as const;
export type BenefitElection = (typeof BENEFIT_ELECTIONS)[number];

export const PAY_RUN_STATUSES = ["draft", "finalized"] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];

/** Every ticket's category: a contractor's (the first six) or an AI hiring-assistant client's. */
export const SUPPORT_CATEGORIES = [
  "pay",
  "timesheets",
  "benefits",
  "documents",
  "assignment",
  "other",
  "workspace",
  "billing",
  "orders",
  "ranking",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_STATUSES = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
