/**
 * The AI hiring assistant's candidates page (issue 22, ADR 0027): for each submitted order, the
 * agency's talent pool and the order's applicants ranked, anonymised until a candidate accepts the
 * client's request; the client's decisions (shortlist, pass) and requests (introduction, interview).
 * Vocabulary, shapes and messages only (no zod): the schemas are in copilot-candidates-schemas.ts.
 *
 * API (copilot bearer session; 401 without), server/api/copilot-candidates.ts:
 * - GET    /api/copilot/orders/:id/candidates → 200 CopilotCandidatesView; 404; 409 for a draft; 429.
 * - PUT    /api/copilot/orders/:id/candidates/weights { weights } → 200 the view re-ranked; 400; 403; 429.
 * - POST   /api/copilot/orders/:id/candidates/:ref/shortlist → 200 CopilotCandidateCard.
 * - POST   /api/copilot/orders/:id/candidates/:ref/pass { reason } → 200 card; 400 { fields: { reason } }.
 * - DELETE /api/copilot/orders/:id/candidates/:ref/decision → 200 card; 409 while a request is pending or accepted.
 * - POST   /api/copilot/orders/:id/candidates/:ref/request { kind, message? } → 201 card; 400; 409.
 * Every action: 403 for the billing role, 404 for another workspace's order or ref (or a ref of
 * another order), 409 for a draft or a closed order.
 */
import { COPILOT_ORDER_PATHS } from "./copilot-orders";
import type { CopilotOrderStatus } from "./copilot-plans";
import type { Requisition } from "./job-order-schemas";
import type { AnonymisedCandidate, MatchingWeights } from "./matching";

export const COPILOT_CANDIDATES_PATH = COPILOT_ORDER_PATHS.candidates;

/** The candidates page opened on one order. */
export const copilotCandidatesLink = (orderId: string) =>
  `${COPILOT_CANDIDATES_PATH}?order=${encodeURIComponent(orderId)}`;

export const COPILOT_DECISION_STATUSES = ["shortlisted", "passed"] as const;
export type CopilotDecisionStatus = (typeof COPILOT_DECISION_STATUSES)[number];

export const COPILOT_REQUEST_KINDS = ["introduction", "interview"] as const;
export type CopilotRequestKind = (typeof COPILOT_REQUEST_KINDS)[number];
export const COPILOT_REQUEST_KIND_LABELS: Record<CopilotRequestKind, string> = {
  introduction: "Introduction",
  interview: "Interview",
};

export const COPILOT_CANDIDATE_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  messageMax: 1000,
  /** The best this many are shown, besides every candidate the client decided on or asked for. */
  shown: 50,
} as const;

export const COPILOT_CANDIDATE_MESSAGES = {
  shortlisted: "Candidate shortlisted. The recruiters can see it.",
  passed: "Candidate passed. The recruiters can see your reason.",
  requested: {
    introduction:
      "Introduction requested. A recruiter will ask the candidate; you'll see who they are once they accept.",
    interview:
      "Interview requested. A recruiter will ask the candidate; you'll see who they are once they accept.",
  },
  weightsSaved: "Weights saved. The ranking below uses them.",
  cleared: "Decision cleared.",
  reason: "Please give a reason of at least 3 characters",
  reasonTooLong: `Please keep the reason to ${COPILOT_CANDIDATE_LIMITS.reasonMax} characters or fewer`,
  kind: "Please choose an introduction or an interview",
  message: `Please keep the message to ${COPILOT_CANDIDATE_LIMITS.messageMax} characters or fewer`,
  notFound: "We couldn't find that candidate for this order.",
  alreadyRequested: "You have already asked for this candidate.",
  requestOpen: "You have asked for this candidate: the decision stays while the request is open.",
  draft: "Submit this order to see ranked candidates.",
  closed: "This order is closed: its candidates can no longer be changed.",
  billingRole: "Only owners and members can act on candidates.",
} as const;

export type CopilotCandidateDecision = {
  status: CopilotDecisionStatus;
  reason: string | null;
  /** The member's name. */
  by: string;
  at: string;
};

export type CopilotCandidateRequest = {
  kind: CopilotRequestKind;
  status: "pending" | "accepted" | "declined";
  message: string;
  requestedAt: string;
  answeredAt: string | null;
};

export type CopilotCandidateIdentity = {
  name: string;
  email: string;
  phone: string;
  city: string | null;
  state: string | null;
};

export type CopilotCandidateCard = AnonymisedCandidate & {
  /** Applied to the order's published job. */
  applied: boolean;
  /** As shown in the reasons; no dates. */
  sharedAssessments: { name: string; score: number }[];
  decision: CopilotCandidateDecision | null;
  request: CopilotCandidateRequest | null;
  /** Only after the candidate accepted a request from this workspace for this order. */
  identity: CopilotCandidateIdentity | null;
};

export type CopilotCandidatesView = {
  order: { id: string; title: string; status: CopilotOrderStatus; actionable: boolean };
  /** False for the billing role or a closed order. */
  canAct: boolean;
  version: string;
  weights: MatchingWeights;
  considered: number;
  rankedAt: string;
  /** Rank order. */
  candidates: CopilotCandidateCard[];
};

/**
 * The recruiters' view of the client's candidates on a requisition (GET /api/admin/requisitions/:id,
 * `copilotCandidates`): who the client decided on or asked for, with who they are.
 */
export type CopilotRequisitionCandidate = {
  candidateId: string;
  name: string;
  email: string;
  phone: string;
  city: string | null;
  state: string | null;
  decision: CopilotCandidateDecision | null;
  request: (CopilotCandidateRequest & { id: string; requestedBy: string }) | null;
  /** The latest of the decision and the request. */
  at: string;
};

/** GET /api/admin/requisitions/:id: the requisition and the client's candidates ([] for a portal order). */
export type RequisitionWithCandidates = Requisition & { copilotCandidates: CopilotRequisitionCandidate[] };
