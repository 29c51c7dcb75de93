/**
 * Job orders (issue 18): what a client company asks the agency to fill, and the candidates
 * recruiters submit to it. Vocabulary only (no zod): portal pages import it on first load.
 */

/** What kind of hire the order is for. */
export const JOB_ORDER_TYPES = ["contract", "contract_to_hire", "direct_hire"] as const;
export type JobOrderType = (typeof JOB_ORDER_TYPES)[number];
export const JOB_ORDER_TYPE_LABELS: Record<JobOrderType, string> = {
  contract: "Contract",
  contract_to_hire: "Contract-to-hire",
  direct_hire: "Direct hire",
};

export const JOB_ORDER_URGENCIES = ["standard", "urgent", "critical"] as const;
export type JobOrderUrgency = (typeof JOB_ORDER_URGENCIES)[number];
export const JOB_ORDER_URGENCY_LABELS: Record<JobOrderUrgency, string> = {
  standard: "Standard",
  urgent: "Urgent (within 2 weeks)",
  critical: "Critical (this week)",
};

export const JOB_ORDER_SHIFTS = ["day", "evening", "night", "rotating", "flexible"] as const;
export type JobOrderShift = (typeof JOB_ORDER_SHIFTS)[number];
export const JOB_ORDER_SHIFT_LABELS: Record<JobOrderShift, string> = {
  day: "Day",
  evening: "Evening",
  night: "Night",
  rotating: "Rotating",
  flexible: "Flexible",
};

/**
 * A draft is the employer's own; submitted orders wait for a recruiter; accepted orders are worked
 * (sourcing, interviewing) until filled or closed; cancelled by the employer with a reason.
 */
export const JOB_ORDER_STATUSES = [
  "draft",
  "submitted",
  "accepted",
  "sourcing",
  "interviewing",
  "filled",
  "closed",
  "cancelled",
] as const;
export type JobOrderStatus = (typeof JOB_ORDER_STATUSES)[number];
export const JOB_ORDER_STATUS_LABELS: Record<JobOrderStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  accepted: "Accepted",
  sourcing: "Sourcing",
  interviewing: "Interviewing",
  filled: "Filled",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** What happened to an order, in its history. */
export const JOB_ORDER_EVENT_KINDS = [
  "created",
  "edited",
  "submitted",
  "accepted",
  "published",
  "status_changed",
  "changes_requested",
  "cancelled",
  /** The AI hiring assistant's candidates page (ADR 0027): the client's decisions and requests. */
  "candidate_shortlisted",
  "candidate_passed",
  "candidate_cleared",
  "candidate_requested",
] as const;
export type JobOrderEventKind = (typeof JOB_ORDER_EVENT_KINDS)[number];

/** Who acted on an order or a submitted candidate: a user of the client company, or agency staff. */
export const PORTAL_ACTORS = ["employer", "staff"] as const;
export type PortalActor = (typeof PORTAL_ACTORS)[number];

/** Where a submitted candidate stands with the employer. */
export const SUBMISSION_STATUSES = [
  "awaiting_decision",
  "approved_for_interview",
  "rejected",
  "info_requested",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  awaiting_decision: "Awaiting your decision",
  approved_for_interview: "Approved for interview",
  rejected: "Rejected",
  info_requested: "More information requested",
};

/** The employer's decision on a submitted candidate. */
export const SUBMISSION_DECISIONS = ["approve_for_interview", "reject", "request_info"] as const;
export type SubmissionDecision = (typeof SUBMISSION_DECISIONS)[number];

/** Why an employer rejects a submitted candidate (plus free text). */
export const SUBMISSION_REJECTION_REASONS = [
  "skills_mismatch",
  "experience_level",
  "pay_expectations",
  "availability",
  "location",
  "position_filled",
  "other",
] as const;
export type SubmissionRejectionReason = (typeof SUBMISSION_REJECTION_REASONS)[number];
export const SUBMISSION_REJECTION_REASON_LABELS: Record<SubmissionRejectionReason, string> = {
  skills_mismatch: "Skills don't match the role",
  experience_level: "Experience level doesn't fit",
  pay_expectations: "Pay expectations too high",
  availability: "Availability or start date",
  location: "Location or commute",
  position_filled: "Position already filled",
  other: "Other reason",
};

/** The employer's verdict after an interview; "hire" moves the application to the offer step in /admin. */
export const INTERVIEW_FEEDBACK_OUTCOMES = ["hire", "no_hire", "next_round"] as const;
export type InterviewFeedbackOutcome = (typeof INTERVIEW_FEEDBACK_OUTCOMES)[number];
export const INTERVIEW_FEEDBACK_OUTCOME_LABELS: Record<InterviewFeedbackOutcome, string> = {
  hire: "Hire",
  no_hire: "No hire",
  next_round: "Next round",
};
