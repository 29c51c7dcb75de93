/**
 * The AI hiring assistant's client orders (issue 22, ADR 0025): an order is a job order owned by a
 * workspace, so recruiters work it in /admin/requisitions like any other; the client sees its
 * progress in the assistant's own steps. Vocabulary and shapes only (no zod): the schemas are in
 * copilot-orders-schemas.ts.
 */
import type { OrderDraft } from "./copilot-drafting";
import { COPILOT_ORDER_STATUSES, type CopilotOrderStatus } from "./copilot-plans";
import type { JobOrderEventKind, JobOrderStatus } from "./job-orders";

export {
  COPILOT_ORDER_STATUS_LABELS,
  COPILOT_ORDER_STATUSES,
  type CopilotOrderStatus,
} from "./copilot-plans";

/**
 * The client's step for the requisition's status. Accepted is still "submitted" to the client (a
 * recruiter has it, sourcing has not started); a withdrawn (cancelled) order is closed. Shortlist
 * ready has no requisition status: it is the client's own shortlist (copilotStepOf, ADR 0027).
 */
export const COPILOT_STATUS_OF: Record<JobOrderStatus, CopilotOrderStatus> = {
  draft: "drafted",
  submitted: "submitted",
  accepted: "submitted",
  sourcing: "sourcing",
  interviewing: "interviewing",
  filled: "filled",
  closed: "closed",
  cancelled: "closed",
};

/**
 * The requisition statuses in which a shortlist makes the order "shortlist ready" (ADR 0027): from
 * submission until the recruiters move it on to interviewing.
 */
export const SHORTLIST_READY_FROM = ["submitted", "accepted", "sourcing"] as const satisfies JobOrderStatus[];

/**
 * The client's step: the requisition's status, except that an order with at least one shortlisted
 * candidate is "shortlist ready" while the requisition is submitted, accepted or sourcing. Computed,
 * never stored: the requisition's status and the client's decisions are each kept once.
 */
export function copilotStepOf(status: JobOrderStatus, shortlisted: boolean): CopilotOrderStatus {
  if (shortlisted && (SHORTLIST_READY_FROM as readonly JobOrderStatus[]).includes(status))
    return "shortlist_ready";
  return COPILOT_STATUS_OF[status];
}

/**
 * The requisition statuses behind each of the client's steps (for counting and filtering); for
 * submitted and sourcing, only the orders without a shortlist are in the step (copilotStepOf).
 */
export function requisitionStatusesOf(status: CopilotOrderStatus): JobOrderStatus[] {
  if (status === "shortlist_ready") return [...SHORTLIST_READY_FROM];
  return (Object.keys(COPILOT_STATUS_OF) as JobOrderStatus[]).filter(
    (requisition) => COPILOT_STATUS_OF[requisition] === status,
  );
}

/** The source label recruiters read on the requisition. */
export const COPILOT_ORDER_SOURCE = "AI hiring assistant";

/** The reason a withdrawn order carries in the requisition's history. */
export const COPILOT_WITHDRAWN_REASON = "Withdrawn by the client in the AI hiring assistant.";

export const COPILOT_ORDER_MESSAGES = {
  notFound: "We couldn't find that order.",
  notEditable: "A recruiter has accepted this order: it can no longer be edited or withdrawn here.",
  notWithdrawable: "Only a submitted order that no recruiter has accepted yet can be withdrawn.",
  alreadySubmitted: "This order has already been submitted.",
  fixFields: "Please correct the highlighted fields before submitting.",
  summary: "Please write a summary of at least 30 characters",
  responsibilities: "Please list at least one responsibility",
  mustHaveSkills: "Please list at least one must-have skill",
  city: "Please enter the city where the work is (for a remote role, the city it reports to)",
  state: "Please enter the state as a US state, such as FL or Florida",
  payMin: "Please enter the lowest pay you offer",
  payMax: "Please enter the highest pay you offer",
  saved: "Draft saved. Nothing has been sent to the agency.",
  submitted: "Order submitted. The agency's recruiters have it now.",
  updated: "Order updated. The recruiters see your changes.",
  withdrawn: "Order withdrawn. The recruiters have been told in its history.",
} as const;

/** A summary shorter than this tells a recruiter too little to source for. */
export const COPILOT_SUMMARY_MIN = 30;

/** One line of the order's timeline: what happened, who did it (a name or "The agency"), when. */
export type CopilotOrderEvent = {
  id: string;
  kind: JobOrderEventKind;
  /** "Dana Whitfield" for a member of the workspace, "Sunshine Staffing recruiter" for staff. */
  who: string;
  /** The client's step the order moved to, when it moved. */
  status: CopilotOrderStatus | null;
  /** The draft fields an edit changed ("title", "pay"…), or the note (a withdrawal's reason). */
  changed: string[];
  note: string | null;
  at: string;
};

export type CopilotOrderListItem = {
  id: string;
  title: string;
  status: CopilotOrderStatus;
  /** A recruiter has accepted it: the client can no longer edit or withdraw. */
  accepted: boolean;
  submittedAt: string | null;
  updatedAt: string;
};

export type CopilotOrder = CopilotOrderListItem & {
  draft: OrderDraft;
  /** The requisition's own status, for the detail view. */
  requisitionStatus: JobOrderStatus;
  /** The job on /jobs the recruiters published from the order. */
  jobId: string | null;
  createdAt: string;
  acceptedAt: string | null;
  events: CopilotOrderEvent[];
};

/** The dashboard's counts: every step, zero included. */
export type CopilotOrderCounts = Record<CopilotOrderStatus, number>;

/** Verbs for the timeline. */
export const COPILOT_EVENT_LABELS: Record<JobOrderEventKind, string> = {
  created: "Drafted",
  edited: "Edited",
  submitted: "Submitted to the agency",
  accepted: "Accepted by a recruiter",
  published: "Published as a job",
  status_changed: "Status changed",
  changes_requested: "Changes requested",
  cancelled: "Withdrawn",
  candidate_shortlisted: "Candidate shortlisted",
  candidate_passed: "Candidate passed",
  candidate_cleared: "Candidate decision cleared",
  candidate_requested: "Candidate requested",
};

/** The parts of a draft an edit names in the timeline. */
export const COPILOT_DRAFT_PART_LABELS: Record<keyof OrderDraft, string> = {
  title: "title",
  summary: "summary",
  responsibilities: "responsibilities",
  mustHaveSkills: "must-have skills",
  niceToHaveSkills: "nice-to-have skills",
  experience: "experience",
  education: "education",
  schedule: "schedule",
  location: "location",
  pay: "pay",
  screeningQuestions: "screening questions",
};

export const COPILOT_ORDER_PATHS = {
  submit: "/copilot/client/submitorder",
  status: "/copilot/client/jobstatus",
  candidates: "/copilot/client/candidates",
} as const;

/** The steps of an order the agency has received (a draft is the client's own). */
export const SUBMITTED_STATUSES = COPILOT_ORDER_STATUSES.filter((step) => step !== "drafted");

/** An order as the copilot admin lists it, across workspaces. */
export type CopilotAdminOrderRow = CopilotOrderListItem & { workspaceId: string; workspaceName: string };

export type CopilotAdminOrderList = {
  rows: CopilotAdminOrderRow[];
  q: string;
  status: CopilotOrderStatus | null;
  total: number;
  page: number;
  pageSize: number;
};
