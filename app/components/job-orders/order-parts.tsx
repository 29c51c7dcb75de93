import type { JobOrder, JobOrderEvent, PipelineCounts } from "../../../common/job-order-schemas";
import {
  JOB_ORDER_SHIFT_LABELS,
  JOB_ORDER_STATUS_LABELS,
  JOB_ORDER_TYPE_LABELS,
  JOB_ORDER_URGENCY_LABELS,
  type JobOrderEventKind,
  type JobOrderStatus,
} from "../../../common/job-orders";
import { APPLICATION_STAGE_LABELS, PIPELINE_STAGES } from "../../../common/recruiting";

/** Shared by the employer portal's order pages and the console's requisitions: one wording for an order. */

const STATUS_TONES: Record<JobOrderStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  submitted: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  sourcing: "bg-sky-100 text-sky-900",
  interviewing: "bg-indigo-100 text-indigo-900",
  filled: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
};

export function OrderStatusBadge({ status }: { status: JobOrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 font-medium text-xs ${STATUS_TONES[status]}`}>
      {JOB_ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** "Applied 2 · Screening 1 · …": the stages with applications, or a word when there are none. */
export function PipelineSummary({ pipeline }: { pipeline: PipelineCounts }) {
  const stages = PIPELINE_STAGES.filter((stage) => pipeline[stage] > 0);
  if (stages.length === 0) return <span className="text-slate-600">No candidates yet</span>;
  return (
    <span className="text-slate-700">
      {stages.map((stage) => `${APPLICATION_STAGE_LABELS[stage]} ${pipeline[stage]}`).join(" · ")}
    </span>
  );
}

const EVENT_LABELS: Record<JobOrderEventKind, string> = {
  created: "Created",
  edited: "Edited",
  submitted: "Submitted",
  accepted: "Accepted by the agency",
  published: "Published on the job board",
  status_changed: "Status changed",
  changes_requested: "Changes requested",
  cancelled: "Cancelled",
  candidate_shortlisted: "Client shortlisted a candidate",
  candidate_passed: "Client passed on a candidate",
  candidate_cleared: "Client cleared a candidate decision",
  candidate_requested: "Client requested a candidate",
};

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  positions: "Positions",
  orderType: "Type",
  workplaceType: "Location",
  city: "City",
  state: "State",
  schedule: "Schedule",
  shift: "Shift",
  startDate: "Start date",
  durationWeeks: "Duration (weeks)",
  payMin: "Pay from",
  payMax: "Pay to",
  payPeriod: "Pay period",
  requirements: "Requirements",
  skills: "Skills",
  description: "Description",
  urgency: "Urgency",
  hiringManagerId: "Hiring manager",
  status: "Status",
  jobId: "Job",
};

/** A history value as a person reads it: labels for the vocabularies, lists joined, blanks named. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "(none)";
  const text = String(value);
  const labels: Record<string, Record<string, string>> = {
    status: JOB_ORDER_STATUS_LABELS,
    orderType: JOB_ORDER_TYPE_LABELS,
    urgency: JOB_ORDER_URGENCY_LABELS,
    shift: JOB_ORDER_SHIFT_LABELS,
  };
  if (field === "hiringManagerId") return "another person";
  if (field === "jobId") return "published";
  return labels[field]?.[text] ?? text;
}

const WHEN = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** The order's history, newest first: what happened, who did it, when, and what changed. */
export function OrderHistory({ events }: { events: JobOrderEvent[] }) {
  return (
    <ol className="space-y-4 text-sm">
      {[...events].reverse().map((event) => (
        <li key={event.id} className="border-slate-200 border-l-2 pl-4 wrap-anywhere">
          <p className="font-medium text-slate-900">{EVENT_LABELS[event.kind]}</p>
          <p className="text-slate-600">
            {event.actor === "staff" ? "Sunshine Staffing" : event.actorEmail} ·{" "}
            <time dateTime={event.createdAt}>{WHEN.format(new Date(event.createdAt))} ET</time>
          </p>
          {event.changes ? (
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {Object.entries(event.changes).map(([field, [before, after]]) => (
                <li key={field} className="break-words">
                  {FIELD_LABELS[field] ?? field}: {valueText(field, before)} → {valueText(field, after)}
                </li>
              ))}
            </ul>
          ) : null}
          {event.note ? (
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{event.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const money = (amount: string) => `$${Number(amount).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/** The order's terms as label and value pairs (for Details and the console's description list). */
export function orderDetailRows(order: JobOrder): [string, string][] {
  const where =
    order.workplaceType === "remote"
      ? "Remote"
      : `${order.workplaceType === "hybrid" ? "Hybrid, " : "On-site, "}${[order.city, order.state].filter(Boolean).join(", ")}`;
  const pay =
    order.payMin || order.payMax
      ? `${[order.payMin, order.payMax]
          .filter((amount): amount is string => amount !== null)
          .map(money)
          .join(" – ")} per ${order.payPeriod}`
      : "Not given";
  return [
    ["Type", JOB_ORDER_TYPE_LABELS[order.orderType]],
    ["Positions", String(order.positions)],
    ["Location", where],
    [
      "Schedule",
      [order.schedule, `${JOB_ORDER_SHIFT_LABELS[order.shift]} shift`].filter(Boolean).join(" · "),
    ],
    ["Start date", order.startDate ?? "Not given"],
    ["Duration", order.durationWeeks ? `${order.durationWeeks} weeks` : "Not given"],
    ["Pay", pay],
    ["Urgency", JOB_ORDER_URGENCY_LABELS[order.urgency]],
    ["Hiring manager", order.hiringManagerName ?? "Not given"],
    ["Skills", order.skills.join(", ") || "Not given"],
    ["Requirements", order.requirements.join("; ") || "Not given"],
  ];
}
