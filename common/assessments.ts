/**
 * Skills assessments (issue 21): the shared contract of the assessment pages, the candidate portal,
 * the console and the server. Constants, labels, messages and JSON shapes; no zod here (ADR 0003): the
 * input schemas are in `common/assessment-schemas.ts`. Decisions: docs/decisions/0018-assessments.md.
 *
 * Who owns a sitting: a signed-in candidate (Bearer token, as every candidate route) or a visitor who
 * proved an email address with a 6-digit code; the visitor's sitting is reached with the httpOnly
 * cookie ASSESSMENT_VISITOR_COOKIE set when it starts. Anyone else's attempt id is a 404.
 *
 * Endpoints (JSON; errors are the one shape { error, fields? } unless stated):
 *
 * Public and candidate, `server/api/assessments.ts`:
 * - GET  /api/assessments → 200 AssessmentListing[] (the public ones).
 * - GET  /api/assessments/:slug → 200 AssessmentListing; 404.
 * - POST /api/assessments/:slug/verification (AssessmentVerificationInput) → 202 AssessmentCodeSent
 *        (the code goes by email); 400; 404; 429 (Retry-After: per address and per client address).
 * - POST /api/assessments/:slug/attempts → 201 AssessmentAttemptView (a new sitting) or 200 (the
 *        person's sitting still in progress, resumed). A candidate (Bearer) sends no body; a visitor
 *        sends AssessmentStartInput { email, code } and gets Set-Cookie ASSESSMENT_VISITOR_COOKIE.
 *        400 { fields: { code } } wrong, expired or used-up code; 404; 409 AssessmentRetakeRefusal
 *        (one sitting per retakeDays per person: candidate account or email); 429.
 * - GET  /api/assessments/attempts/:id → 200 AssessmentAttemptView (items while in progress, the
 *        result once closed); 404 (not yours, or unknown). A sitting past its deadline is closed
 *        and scored on this read if the worker has not yet done it.
 * - PUT  /api/assessments/attempts/:id/answers/:position (AssessmentAnswerInput) → 200 SavedAnswer;
 *        idempotent (the last value wins; time spent is the latest total the page sends);
 *        400 wrong shape or option; 404; 409 ASSESSMENT_MESSAGES.closed (time is up or submitted).
 * - POST /api/assessments/attempts/:id/events (AssessmentEventInput) → 204; 400; 404; 409 closed.
 * - POST /api/assessments/attempts/:id/submit → 200 AssessmentAttemptView with its result (a
 *        closed sitting answers the same, so a double click is harmless); 404.
 * - GET  /api/candidates/assessments (Bearer) → 200 CandidateAssessmentResults; 401.
 * - PUT  /api/candidates/assessments/:id/sharing (AssessmentSharingInput) → 200 CandidateAssessmentResult;
 *        400; 401; 404 (not theirs, or older than 12 months).
 *
 * Staff, `server/api/assessments-admin.ts` (admin session; 401/403 by the admin guard; every change
 * audited):
 * - GET  /api/admin/assessments → 200 StaffAssessment[] (settings, sections, bank size).
 * - PUT  /api/admin/assessments/:assessmentId/settings (AssessmentSettingsInput) → 200 StaffAssessment; 400; 404.
 * - GET  /api/admin/assessments/attempts?assessment=&from=&to=&minScore=&maxScore=&passed=yes|no
 *        &flagged=yes&status=&q=&page= → 200 StaffAttemptPage (q: part of the email or the
 *        candidate's name); 400 bad filter.
 * - GET  /api/admin/assessments/attempts/export.csv?(the same filters) → 200 text/csv, every match.
 * - GET  /api/admin/assessments/attempts/:id → 200 StaffAttemptDetail (with the written-score
 *        overrides from the audit log); 404.
 * - POST /api/admin/assessments/attempts/:id/written-score (WrittenScoreOverrideInput) → 200
 *        StaffAttemptDetail (section, overall and pass recomputed); 400; 404; 409 not closed yet.
 * - POST /api/admin/assessments/attempts/:id/reset (AttemptResetInput) → 200 StaffAttemptDetail (kept,
 *        marked reset; the person may start again at once); 404; 409 already reset.
 * - GET  /api/admin/assessments/accommodations?assessment= → 200 StaffAccommodation[]
 * - POST /api/admin/assessments/accommodations (AccommodationInput) → 201 StaffAccommodation (granting
 *        again for the same person and assessment replaces the extra time); 400; 404 assessment or candidate.
 * - DELETE /api/admin/assessments/accommodations/:id → 204; 404.
 * - GET  /api/admin/assessments/:assessmentId/items?status=active|retired|all → 200 StaffItem[]
 *        (current version, answer key and statistics); 404.
 * - POST /api/admin/assessments/:assessmentId/items (ItemInput) → 201 StaffItemWithHistory; 400; 404.
 * - GET  /api/admin/assessments/items/:itemId → 200 StaffItemWithHistory (every version); 404.
 * - PUT  /api/admin/assessments/items/:itemId (ItemInput without sectionKey) → 200 StaffItemWithHistory
 *        (a new version; sittings keep the version they showed); 400; 404.
 * - POST /api/admin/assessments/items/:itemId/retire and /restore → 200 StaffItemWithHistory; 404;
 *        409 the bank would fall below what a sitting draws from that section (retire only).
 * - GET  /api/admin/assessments/:assessmentId/item-stats → 200 ItemStatistic[] (hardest first); 404.
 */

/** The httpOnly cookie that lets a visitor back into the sitting they started (Path=/, SameSite=Lax). */
export const ASSESSMENT_VISITOR_COOKIE = "assessment_visitor";
/** How long a visitor's cookie keeps their sitting and its result reachable in that browser. */
export const VISITOR_ACCESS_DAYS = 30;
/** Results count (portal, applications, employers) for this many months after the sitting. */
export const RESULT_VALID_MONTHS = 12;
/** A save that reaches the server this soon after the deadline still counts (network delay). */
export const SAVE_GRACE_SECONDS = 5;
/** The emailed code works this long, for this many tries. */
export const VISITOR_CODE_MINUTES = 15;
export const VISITOR_CODE_ATTEMPTS = 5;

export const ASSURANT_SLUG = "assurant-customer-service";

/** How an item is answered, and so how it is scored. Each section has one kind. */
export const ITEM_KINDS = ["best-worst", "single-choice", "written"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  "best-worst": "Pick the best and the worst response",
  "single-choice": "Pick one answer",
  written: "Write a short reply",
};

export const ATTEMPT_STATUSES = ["in_progress", "submitted", "timed_out"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  in_progress: "In progress",
  submitted: "Submitted",
  timed_out: "Closed when time ran out",
};

/** What the page reports: leaving the page (tab hidden or window blurred), coming back, a paste. */
export const ATTEMPT_EVENT_KINDS = ["left-page", "returned", "paste"] as const;
export type AttemptEventKind = (typeof ATTEMPT_EVENT_KINDS)[number];

export const ATTEMPT_EVENT_LABELS: Record<AttemptEventKind, string> = {
  "left-page": "Left the page",
  returned: "Came back to the page",
  paste: "Pasted text",
};

/** The events that flag a sitting for staff (coming back is context, not a flag). */
export const FLAGGED_EVENT_KINDS: readonly AttemptEventKind[] = ["left-page", "paste"];

export const ACCOMMODATION_EXTRA_TIME = [25, 50, 100] as const;

/** The plain-words meaning of an overall score, for the candidate and staff alike. */
export function resultMeaning(overall: number, passThreshold: number): string {
  if (overall >= Math.max(passThreshold, 85))
    return "A strong result: well above the standard the program asks for. Recruiters can put you forward without asking you to test again.";
  if (overall >= passThreshold)
    return "You meet the standard the program asks for. Recruiters can put you forward without asking you to test again.";
  return "This result is below the standard the program asks for, so it does not qualify you yet. You can take the assessment again once the waiting period ends.";
}

/** Field messages and refusals, written once for the pages and the API. */
export const ASSESSMENT_MESSAGES = {
  notFound: "We couldn't find that assessment.",
  attemptNotFound: "We couldn't find that sitting.",
  email: "Enter a valid email address",
  code: "Enter the 6-digit code from the email",
  codeSent: "We sent a 6-digit code to your email. It works for 15 minutes.",
  signInOrVerify: "Sign in, or verify your email with the code we send you, to start.",
  closed:
    "This sitting has ended, so answers can no longer be changed. Your answers up to the end were saved.",
  position: "That question is not part of this sitting.",
  answer: "That answer does not fit this question.",
  answerTooLong: "Your reply must be 3000 characters or fewer",
  timeSpent: "Time spent must be a whole number of seconds",
  eventKind: "Unknown event",
  sharing: "Choose whether employers may see this result",
  notYours: "We couldn't find that result.",
  writtenScore: "Enter a score from 0 to 100",
  reason: "Give the reason (at least 5 characters)",
  reasonTooLong: "The reason must be 1000 characters or fewer",
  notClosed: "The sitting is still in progress: its written answer can be rescored once it closes.",
  noWrittenItem: "This sitting has no written answer to rescore.",
  alreadyReset: "This sitting was already reset.",
  extraTime: "Choose +25%, +50% or +100% extra time",
  accommodationTarget: "Give the candidate or the email address the extra time is for",
  accommodationNotFound: "We couldn't find that accommodation.",
  candidateNotFound: "We couldn't find that candidate.",
  passThreshold: "Enter a pass mark from 0 to 100",
  section: "Choose one of the assessment's sections",
  prompt: "Write the question (10 to 2000 characters)",
  passage: "The passage must be 4000 characters or fewer",
  options: "Give 2 to 6 options, each 1 to 500 characters",
  correctOption: "Choose which option is right",
  bestWorst: "Choose the best and the worst option (two different ones)",
  rubric: "Give the word range (min below max, up to 400) and 1 to 20 resolution words",
  changeNote: "The change note must be 500 characters or fewer",
  itemNotFound: "We couldn't find that question.",
  bankTooSmall:
    "Retiring this question would leave too few active questions in its section for a full sitting.",
  filter: "Check the filters: dates as YYYY-MM-DD, scores from 0 to 100",
} as const;

export const ASSESSMENT_LIMITS = {
  email: 254,
  writtenAnswer: 3000,
  reason: 1000,
  prompt: 2000,
  passage: 4000,
  option: 500,
  changeNote: 500,
  maxTimeSpentSeconds: 24 * 60 * 60,
} as const;

/** One section as the public and the candidate see it. */
export type AssessmentSectionInfo = {
  key: string;
  title: string;
  measures: string;
  kind: ItemKind;
  /** Questions of this section in each sitting. */
  itemsPerSitting: number;
};

/** GET /api/assessments[/:slug]: what the /assessment pages show before the start button. */
export type AssessmentListing = {
  slug: string;
  title: string;
  measures: string;
  minutes: number;
  itemsPerSitting: number;
  retakeDays: number;
  passThreshold: number;
  accommodations: string[];
  sections: AssessmentSectionInfo[];
};

/** POST /api/assessments/:slug/verification → 202 */
export type AssessmentCodeSent = { sentTo: string; expiresInMinutes: number; message: string };

/** The 409 body when the person sat this assessment too recently. */
export type AssessmentRetakeRefusal = { error: string; retakeFrom: string };

/** One option as shown (in this sitting's shuffled order); ids are stable within the item version. */
export type SittingOption = { id: string; text: string };

export type ItemAnswer =
  | { kind: "single-choice"; choice: string | null }
  | { kind: "best-worst"; best: string | null; worst: string | null }
  | { kind: "written"; text: string };

/** An item of a sitting as the person sees it: never its key. */
export type SittingItem = {
  position: number;
  sectionKey: string;
  sectionTitle: string;
  kind: ItemKind;
  passage: string | null;
  prompt: string;
  options: SittingOption[];
  /** For written items: the word range asked for. */
  words: { min: number; max: number } | null;
  answer: ItemAnswer | null;
  timeSpentSeconds: number;
};

/** PUT …/answers/:position → 200 */
export type SavedAnswer = { position: number; answer: ItemAnswer; savedAt: string; remainingSeconds: number };

export type SectionScore = { key: string; title: string; score: number };

export type AssessmentResult = {
  sections: SectionScore[];
  overall: number;
  passed: boolean;
  passThreshold: number;
  meaning: string;
  /** The written section's score was set by staff (the person sees the score, not the reason). */
  writtenScoreReviewed: boolean;
};

/** GET /api/assessments/attempts/:id: the sitting while it runs, its result once closed. */
export type AssessmentAttemptView = {
  id: string;
  assessment: { slug: string; title: string; minutes: number };
  status: AttemptStatus;
  startedAt: string;
  deadlineAt: string;
  closedAt: string | null;
  /** Seconds left by the server's clock (0 once closed): the page counts down from it. */
  remainingSeconds: number;
  extraTimePercent: number;
  items: SittingItem[];
  result: AssessmentResult | null;
};

/** One result in the candidate portal (dashboard and profile). */
export type CandidateAssessmentResult = {
  id: string;
  assessment: { slug: string; title: string };
  takenAt: string;
  validUntil: string;
  overall: number;
  passed: boolean;
  sections: SectionScore[];
  meaning: string;
  sharedWithEmployers: boolean;
};

/** GET /api/candidates/assessments */
export type CandidateAssessmentResults = {
  results: CandidateAssessmentResult[];
  /** A sitting the candidate can go back to. */
  inProgress: { id: string; assessment: { slug: string; title: string }; deadlineAt: string }[];
};

/** Extra time staff granted the candidate for an assessment, as their data export lists it. */
export type CandidateExtraTime = {
  assessment: { slug: string; title: string };
  extraTimePercent: number;
  grantedAt: string;
};

/** The assessments part of "Download my data": every result (expired too), open sittings, extra time. */
export type CandidateAssessmentsExport = CandidateAssessmentResults & { extraTime: CandidateExtraTime[] };

/**
 * What an application shows when its person was assessed within 12 months of applying (the
 * `assessments` field of the candidate's applications, the console's application list and detail,
 * and the employer's submitted candidates when the candidate shares).
 */
export type ApplicationAssessment = {
  assessmentSlug: string;
  title: string;
  score: number;
  passed: boolean;
  takenAt: string;
};

/** The badge the public candidate database shows: the same fields (sharedAssessmentBadges). */
export type AssessmentBadge = ApplicationAssessment;

/** GET /api/admin/assessments */
export type StaffAssessment = Omit<AssessmentListing, "sections"> & {
  id: string;
  isPublic: boolean;
  activeItems: number;
  retiredItems: number;
  sections: (AssessmentSectionInfo & { activeItems: number })[];
};

export type StaffAttemptRow = {
  id: string;
  assessment: { id: string; slug: string; title: string };
  person: { email: string; candidateId: string | null; name: string | null };
  status: AttemptStatus;
  startedAt: string;
  closedAt: string | null;
  overall: number | null;
  passed: boolean | null;
  flaggedEvents: number;
  extraTimePercent: number;
  reset: boolean;
  writtenOverridden: boolean;
};

export type StaffAttemptPage = {
  rows: StaffAttemptRow[];
  total: number;
  page: number;
  pageSize: number;
};

export type StaffAttemptAnswer = {
  position: number;
  itemId: string;
  itemVersion: number;
  sectionKey: string;
  kind: ItemKind;
  prompt: string;
  passage: string | null;
  /** In the order the person saw them. */
  options: (SittingOption & { correct: boolean; best: boolean; worst: boolean })[];
  answer: ItemAnswer | null;
  answeredAt: string | null;
  timeSpentSeconds: number;
  /** 0–1 (null while the sitting runs). */
  credit: number | null;
  /** For written answers: which rules the reply met. */
  writtenRules: WrittenRuleResult | null;
};

export type WrittenRuleResult = {
  words: number;
  length: boolean;
  greeting: boolean;
  apology: boolean;
  resolution: boolean;
  tone: boolean;
  /** 0–100, before any staff override. */
  score: number;
};

export type StaffAttemptEvent = {
  kind: AttemptEventKind;
  label: string;
  position: number | null;
  at: string;
};

/** One staff change of a sitting's written score, from the audit log (newest first). */
export type WrittenOverrideEntry = {
  /** The written score before the change (the rule score, or the previous override). */
  previous: number | null;
  score: number;
  reason: string;
  by: string;
  at: string;
};

export type StaffAttemptDetail = StaffAttemptRow & {
  deadlineAt: string;
  result: AssessmentResult | null;
  sharedWithEmployers: boolean;
  writtenOverride: { score: number; ruleScore: number; reason: string; by: string; at: string } | null;
  /** Every override of the written score, newest first (the latest is writtenOverride). */
  writtenOverrideHistory: WrittenOverrideEntry[];
  resetInfo: { reason: string; by: string; at: string } | null;
  answers: StaffAttemptAnswer[];
  events: StaffAttemptEvent[];
};

export type StaffAccommodation = {
  id: string;
  assessment: { id: string; slug: string; title: string };
  email: string;
  candidateId: string | null;
  extraTimePercent: number;
  note: string | null;
  grantedBy: string;
  grantedAt: string;
};

/** An item version as staff see it: the key included. */
export type StaffItemVersion = {
  version: number;
  prompt: string;
  passage: string | null;
  options: SittingOption[];
  correctOption: string | null;
  bestOption: string | null;
  worstOption: string | null;
  rubric: WrittenRubric | null;
  changeNote: string | null;
  editedBy: string;
  createdAt: string;
};

/** The rules a written reply is scored by. */
export type WrittenRubric = { minWords: number; maxWords: number; resolutionWords: string[] };

export type ItemStatistic = {
  itemId: string;
  key: string;
  sectionKey: string;
  prompt: string;
  retired: boolean;
  /** Closed, not reset sittings that showed the item (any version). */
  attempts: number;
  /** Share of those where the item earned full credit (written: the mean credit), 0–1; null before any. */
  pValue: number | null;
};

export type StaffItem = {
  id: string;
  assessmentId: string;
  key: string;
  sectionKey: string;
  kind: ItemKind;
  retiredAt: string | null;
  current: StaffItemVersion;
  statistic: Pick<ItemStatistic, "attempts" | "pValue">;
};

export type StaffItemWithHistory = StaffItem & { history: StaffItemVersion[] };
