/**
 * Job order input (issue 18): the employer's form and the API parse the same schemas, so the form
 * shows the server's messages before it asks. A draft needs only a title (and keeps whatever else is
 * valid); submitting needs the whole order.
 */
import type { ClientCompanyStatus } from "./clients";
import type { OrderDraft } from "./copilot-drafting";
import {
  JOB_ORDER_SHIFTS,
  JOB_ORDER_STATUSES,
  JOB_ORDER_TYPES,
  JOB_ORDER_URGENCIES,
  type JobOrderEventKind,
  type JobOrderStatus,
  type PortalActor,
} from "./job-orders";
import { SALARY_PERIODS, WORKPLACE_TYPES } from "./jobs";
import type { PIPELINE_STAGES } from "./recruiting";
import { todayInFlorida } from "./timesheets";
import { usStateCode } from "./us-states";
import { z } from "./zod";

export const JOB_ORDER_LIMITS = {
  title: 200,
  positions: 500,
  city: 100,
  schedule: 200,
  durationWeeks: 260,
  /** Dollars, an hour or a year. */
  pay: 10_000_000,
  listItem: 200,
  listItems: 50,
  description: 10_000,
  /** A description shorter than this tells a recruiter too little to source for. */
  descriptionMin: 30,
  note: 2_000,
} as const;

const L = JOB_ORDER_LIMITS;

export const JOB_ORDER_MESSAGES = {
  title: "Please enter the job title",
  titleTooLong: `Please shorten the job title to ${L.title} characters or fewer`,
  positions: `Number of positions must be a whole number from 1 to ${L.positions}`,
  orderType: "Please choose contract, contract-to-hire or direct hire",
  workplaceType: "Please choose on-site, hybrid or remote",
  city: "Please enter the city where the work is (or choose remote)",
  cityTooLong: `Please shorten the city to ${L.city} characters or fewer`,
  state: "Please choose the state where the work is (or choose remote)",
  schedule: `Please shorten the schedule to ${L.schedule} characters or fewer`,
  shift: "Please choose a shift from the list",
  startDate: "Please enter the start date",
  startDateFormat: "Please enter the start date as a date such as 2027-01-15",
  startDatePast: "The start date can't be in the past",
  durationWeeks: `Duration must be a whole number of weeks from 1 to ${L.durationWeeks}`,
  durationRequired: "Please enter how many weeks the contract lasts",
  pay: "Please enter an amount in dollars such as 45 or 45.50",
  payMin: "Please enter the lowest pay or salary you offer",
  payMax: "Please enter the highest pay or salary you offer",
  payRange: "The highest pay can't be below the lowest",
  payPeriod: "Please choose per hour or per year",
  listItem: `Please keep each entry to ${L.listItem} characters or fewer`,
  listItems: `Please list at most ${L.listItems} entries`,
  skills: "Please list at least one skill",
  description: `Please describe the role in at least ${L.descriptionMin} characters`,
  descriptionTooLong: `Please shorten the description to ${L.description} characters or fewer`,
  urgency: "Please choose how urgent the order is",
  hiringManager: "Please choose the hiring manager",
  hiringManagerUnknown: "Please choose an owner or hiring manager of your company",
  cancelReason: "Please say why you are cancelling the order",
  changeNote: "Please describe the changes you need",
  noteTooLong: `Please shorten the text to ${L.note} characters or fewer`,
  notFound: "We couldn't find that order.",
  notEditable: "This order has been accepted by a recruiter: request changes instead of editing it.",
  notCancellable: "This order is already filled, closed or cancelled.",
  changesNotOpen: "You can request changes once a recruiter has accepted the order and until it is filled.",
  saved: "Draft saved. You can come back to it from Active Orders.",
  submitted: "Order submitted. A recruiter will review it shortly.",
  updated: "Order updated.",
  cancelled: "Order cancelled.",
  changesRequested: "Your request is on its way to the recruiter.",
  awaitingApproval:
    "Your company is waiting for approval: the agency can accept this order once your company is approved.",
  // The staff side.
  companyNotApproved: "The client company is not approved yet: approve it before accepting its orders.",
  notSubmitted: "Only a submitted order can be accepted.",
  notPublishable: "Accept the order before publishing it.",
  alreadyPublished: "This order is already published as a job.",
  staffStatus: "Choose sourcing, interviewing, filled or closed.",
  statusMove: "The order can't move to that status from where it is.",
  workspaceSuspended:
    "The client's AI hiring assistant workspace is suspended: its orders can't be accepted until it is active again.",
} as const;

const M = JOB_ORDER_MESSAGES;

/** Empty text (a form's blank field) as null. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const optionalText = (max: number, message: string) =>
  z
    .preprocess(blankToNull, z.string().trim().max(max, message).nullish())
    .transform((value) => value ?? null);

const wholeNumberOrNull = (min: number, max: number, message: string) =>
  z
    .preprocess(
      blankToNull,
      z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message }).nullish(),
    )
    .transform((value) => value ?? null);

/** Dollars with at most cents, kept as the exact decimal text the money column stores. */
const dollars = z
  .preprocess(
    (value) => (typeof value === "number" ? String(value) : blankToNull(value)),
    z
      .string({ message: M.pay })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, { message: M.pay })
      .refine((value) => Number(value) <= L.pay, { message: M.pay })
      .nullish(),
  )
  .transform((value) => (value == null ? null : Number(value).toFixed(2)));

/** A list from an array or from text with one entry a line (or commas), blanks dropped. */
const entryList = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(/[\n,]/) : (value ?? [])),
    z.array(z.string({ message: M.listItem }).trim().max(L.listItem, { message: M.listItem })),
  )
  .transform((items) => items.filter(Boolean))
  .refine((items) => items.length <= L.listItems, { message: M.listItems });

const jobOrderFields = z
  .object({
    title: z
      .string({ message: M.title })
      .trim()
      .min(1, { message: M.title })
      .max(L.title, { message: M.titleTooLong }),
    positions: z
      .preprocess(blankToNull, z.coerce.number({ message: M.positions }).nullish())
      .transform((value) => value ?? 1)
      .pipe(
        z
          .number()
          .int({ message: M.positions })
          .min(1, { message: M.positions })
          .max(L.positions, { message: M.positions }),
      ),
    orderType: z.enum(JOB_ORDER_TYPES, { message: M.orderType }),
    workplaceType: z.enum(WORKPLACE_TYPES, { message: M.workplaceType }),
    city: optionalText(L.city, M.cityTooLong),
    state: z
      .preprocess(blankToNull, z.string({ message: M.state }).nullish())
      .transform((value, ctx): string | null => {
        if (value == null) return null;
        const code = usStateCode(value);
        if (!code) ctx.addIssue({ code: "custom", message: M.state });
        return code ?? null;
      }),
    schedule: optionalText(L.schedule, M.schedule).transform((value) => value ?? ""),
    shift: z.enum(JOB_ORDER_SHIFTS, { message: M.shift }).default("day"),
    startDate: z
      .preprocess(blankToNull, z.iso.date({ message: M.startDateFormat }).nullish())
      // A draft may keep a past date, but not one PostgreSQL cannot store (year 0) or a typo decades off.
      .refine((value) => value == null || value >= "2000-01-01", { message: M.startDateFormat })
      .transform((value) => value ?? null),
    durationWeeks: wholeNumberOrNull(1, L.durationWeeks, M.durationWeeks),
    payMin: dollars,
    payMax: dollars,
    payPeriod: z.enum(SALARY_PERIODS, { message: M.payPeriod }).default("hour"),
    requirements: entryList,
    skills: entryList,
    description: optionalText(L.description, M.descriptionTooLong).transform((value) => value ?? ""),
    urgency: z.enum(JOB_ORDER_URGENCIES, { message: M.urgency }).default("standard"),
    hiringManagerId: z
      .preprocess(blankToNull, z.uuid({ message: M.hiringManagerUnknown }).nullish())
      .transform((value) => value ?? null),
  })
  .strict();

export type JobOrderFields = z.output<typeof jobOrderFields>;

/** The fields an employer fills in, in the form's order: what "edited" events compare and
 * the order in which the form focuses its first error. */
export const JOB_ORDER_FIELDS = [
  "title",
  "positions",
  "orderType",
  "workplaceType",
  "city",
  "state",
  "schedule",
  "shift",
  "startDate",
  "durationWeeks",
  "payMin",
  "payMax",
  "payPeriod",
  "requirements",
  "skills",
  "description",
  "urgency",
  "hiringManagerId",
] as const satisfies readonly (keyof JobOrderFields)[];
type Issues = { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void };

function checkRange(order: JobOrderFields, ctx: Issues) {
  if (order.payMin !== null && order.payMax !== null && Number(order.payMin) > Number(order.payMax)) {
    ctx.addIssue({ code: "custom", path: ["payMax"], message: M.payRange });
  }
}

/**
 * What a submitted order must have: where (unless remote), when, how long (contracts), the pay
 * range, at least one skill, a real description and the hiring manager. Also run on a draft being
 * submitted, so a saved draft cannot skip it.
 */
export function jobOrderSubmitIssues(
  order: JobOrderFields,
  today = todayInFlorida(),
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (order.workplaceType !== "remote") {
    if (!order.city) issues.city = M.city;
    if (!order.state) issues.state = M.state;
  }
  if (!order.startDate) issues.startDate = M.startDate;
  else if (order.startDate < today) issues.startDate = M.startDatePast;
  if (order.orderType !== "direct_hire" && order.durationWeeks === null) {
    issues.durationWeeks = M.durationRequired;
  }
  if (order.payMin === null) issues.payMin = M.payMin;
  if (order.payMax === null) issues.payMax = M.payMax;
  if (order.skills.length === 0) issues.skills = M.skills;
  if (order.description.length < L.descriptionMin) issues.description = M.description;
  if (!order.hiringManagerId) issues.hiringManagerId = M.hiringManager;
  return issues;
}

/** A draft: the title, the two choices the form always has, and whatever else is filled in validly. */
export const jobOrderDraftSchema = jobOrderFields.superRefine(checkRange);

/** POST/PATCH with { submit: true }: the whole order. */
export const jobOrderSubmitSchema = jobOrderFields.superRefine((order, ctx) => {
  checkRange(order, ctx);
  for (const [path, message] of Object.entries(jobOrderSubmitIssues(order))) {
    ctx.addIssue({ code: "custom", path: [path], message });
  }
});

const note = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(L.note, { message: M.noteTooLong });

export const jobOrderCancelSchema = z.object({ reason: note(M.cancelReason) }).strict();
export const jobOrderChangeRequestSchema = z.object({ note: note(M.changeNote) }).strict();

/** The employer may edit an order until a recruiter accepts it. */
export const EDITABLE_ORDER_STATUSES: readonly JobOrderStatus[] = ["draft", "submitted"];
/** Being worked by a recruiter: the employer asks for changes instead of editing; staff may publish it. */
export const WORKED_ORDER_STATUSES: readonly JobOrderStatus[] = ["accepted", "sourcing", "interviewing"];
/** Anything before filled or closed can be cancelled. */
export const CANCELLABLE_ORDER_STATUSES: readonly JobOrderStatus[] = [
  ...EDITABLE_ORDER_STATUSES,
  ...WORKED_ORDER_STATUSES,
];

/** What staff may move an accepted order to (accepting and publishing have their own actions). */
export const STAFF_ORDER_STATUSES = ["sourcing", "interviewing", "filled", "closed"] as const;
/** Staff move a worked order on by hand; a filled order may still be closed. */
export const STAFF_ORDER_MOVES: Partial<
  Record<JobOrderStatus, readonly (typeof STAFF_ORDER_STATUSES)[number][]>
> = {
  accepted: ["sourcing", "interviewing", "filled", "closed"],
  sourcing: ["interviewing", "filled", "closed"],
  interviewing: ["sourcing", "filled", "closed"],
  filled: ["closed"],
};
export const requisitionStatusSchema = z
  .object({ status: z.enum(STAFF_ORDER_STATUSES, { message: M.staffStatus }) })
  .strict();

/** A status filter from a query string, or none. */
export function orderStatusFilter(value: string | null): JobOrderStatus | null {
  return (JOB_ORDER_STATUSES as readonly string[]).includes(value ?? "") ? (value as JobOrderStatus) : null;
}

/** An order's applications on its published job, by pipeline stage. */
export type PipelineCounts = Record<(typeof PIPELINE_STAGES)[number], number>;

/** A job order as its company and the staff see it. */
export type JobOrder = JobOrderFields & {
  id: string;
  status: JobOrderStatus;
  hiringManagerName: string | null;
  cancelReason: string | null;
  submittedAt: string | null;
  acceptedAt: string | null;
  /** The recruiter (email) who accepted the order. */
  acceptedBy: string | null;
  /** The job published from the order on /jobs. */
  jobId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** One entry of an order's history; `changes` is field → [before, after]. */
export type JobOrderEvent = {
  id: string;
  kind: JobOrderEventKind;
  actor: PortalActor;
  actorEmail: string;
  changes: Record<string, [unknown, unknown]> | null;
  note: string | null;
  createdAt: string;
};

/** A line of the company's order list. */
export type JobOrderListItem = Pick<
  JobOrder,
  "id" | "title" | "positions" | "orderType" | "status" | "urgency" | "submittedAt" | "updatedAt" | "jobId"
> & { pipeline: PipelineCounts };

/**
 * The portal's order page: the order, its pipeline, its history, and whether the company still waits
 * for approval (null for an AI hiring assistant order, which has a workspace instead of a company).
 */
export type JobOrderDetail = {
  order: JobOrder;
  pipeline: PipelineCounts;
  events: JobOrderEvent[];
  companyStatus: ClientCompanyStatus | null;
};

/** An order from the AI hiring assistant (ADR 0025): its workspace (the client's company name) and the whole draft. */
export type CopilotRequisitionSource = {
  workspaceId: string;
  workspaceName: string;
  workspaceStatus: "active" | "suspended";
  draft: OrderDraft;
};

/**
 * A requisition in the console: the order with its client, either a company of the employer portal
 * (`company`) or a workspace of the AI hiring assistant (`copilot`); exactly one is set.
 */
export type Requisition = JobOrderDetail & {
  company: { id: string; legalName: string } | null;
  copilot: CopilotRequisitionSource | null;
};
export type RequisitionListItem = JobOrderListItem & {
  company: { id: string; legalName: string; status: ClientCompanyStatus } | null;
  copilot: { workspaceId: string; workspaceName: string } | null;
};
