import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Panel } from "~/components/employer/panel";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { WeekSummary } from "~/components/timesheets/week-summary";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer, EMPLOYER_ROLE_REFUSAL } from "../../../common/employer-options";
import type { BulkApprovalResult, EmployerTimesheet } from "../../../common/employer-timesheets";
import { hoursLabel } from "../../../common/formats";
import { formatDate, TIMESHEET_LIMITS, TIMESHEET_STATUS_LABELS } from "../../../common/timesheets";
import { listCompanyTimesheets } from "../../../server/modules/employer-timesheets";
import type { Route } from "./+types/timesheets";

/** The company's weeks for approvers; other roles are told plainly that theirs does not approve hours. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  if (!canEmployer(session.role, "approveTimesheets")) return { allowed: false as const };
  return { allowed: true as const, ...(await listCompanyTimesheets(session)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Timesheets",
    description: "Approve or reject your contractors' weekly timesheets.",
    path: "/employer/timesheets",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type Message = { tone: "success" | "error"; text: string };

const weekName = (week: EmployerTimesheet) => `${week.contractorName}, week of ${formatDate(week.weekStart)}`;

/**
 * /employer/timesheets: the contractors' weeks waiting for approval, day by day, to approve or
 * reject (with a reason) one by one or approve in bulk; then the latest decided weeks.
 */
export default function EmployerTimesheets({ loaderData }: Route.ComponentProps) {
  const [message, setMessage] = useState<Message | null>(null);
  if (!loaderData.allowed) {
    return (
      <div className="space-y-6">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Timesheets</h1>
        <Notice tone="info">{EMPLOYER_ROLE_REFUSAL} Owners and timesheet approvers approve hours.</Notice>
      </div>
    );
  }
  const { waiting, recent } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Timesheets</h1>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <Panel id="waiting-weeks" title={`Waiting for approval (${waiting.length})`}>
        {waiting.length === 0 ? (
          <p className="text-slate-600 text-sm">No timesheets are waiting for your approval.</p>
        ) : (
          <WaitingWeeks weeks={waiting} onDone={setMessage} />
        )}
      </Panel>
      <Panel id="decided-weeks" title="Recently decided">
        {recent.length === 0 ? (
          <p className="text-slate-600 text-sm">No timesheets have been approved or rejected yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {recent.map((week) => (
              <li key={week.id} className="py-3">
                <p className="font-medium text-slate-900">{weekName(week)}</p>
                {/* break-words: the approver's email is one long word that would widen a 320 px screen. */}
                <p className="break-words text-slate-700">
                  {week.roleTitle} · {hoursLabel(week.totalHours)} · {TIMESHEET_STATUS_LABELS[week.status]}
                  {week.approvedBy ? ` by ${week.approvedBy}` : ""}
                </p>
                {week.rejectionReason ? (
                  <p className="break-words text-slate-700">Reason: {week.rejectionReason}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

/** Each waiting week with its own decisions, and the selection for a bulk approval. */
function WaitingWeeks({ weeks, onDone }: { weeks: EmployerTimesheet[]; onDone: (message: Message) => void }) {
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [results, setResults] = useState<BulkApprovalResult[]>([]);
  // The results name the weeks as they were listed before the approval (approved ones leave the list).
  const [names, setNames] = useState(new Map<string, string>());

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function approveSelected() {
    if (sending || selected.size === 0) return;
    setSending(true);
    setNames(new Map(weeks.map((week) => [week.id, weekName(week)])));
    try {
      const response = await apiRequest("POST", "/api/employers/timesheets/approve", { ids: [...selected] });
      const answer = (await response.json()) as BulkApprovalResult[];
      setResults(answer);
      setSelected(new Set());
      await revalidator.revalidate();
    } catch (error) {
      onDone({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not approve the selected weeks.",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void approveSelected()} disabled={sending || selected.size === 0}>
          {sending ? "Approving..." : `Approve selected (${selected.size})`}
        </Button>
        <p className="text-slate-600 text-sm">Each selected week is approved on its own.</p>
      </div>
      {results.length > 0 ? (
        <ul aria-label="Bulk approval results" className="space-y-1 text-sm">
          {results.map((result) => (
            <li key={result.id} className={result.outcome === "approved" ? "text-green-800" : "text-red-800"}>
              {names.get(result.id) ?? "A week"}:{" "}
              {result.outcome === "approved" ? "approved" : `not approved. ${result.message}`}
            </li>
          ))}
        </ul>
      ) : null}
      {weeks.map((week) => (
        <WaitingWeek
          key={week.id}
          week={week}
          selected={selected.has(week.id)}
          onSelect={(checked) => toggle(week.id, checked)}
          onDone={onDone}
        />
      ))}
    </div>
  );
}

function WaitingWeek({
  week,
  selected,
  onSelect,
  onDone,
}: {
  week: EmployerTimesheet;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDone: (message: Message) => void;
}) {
  const revalidator = useRevalidator();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [sending, setSending] = useState<"approve" | "reject" | null>(null);
  const headingId = `week-${week.id}`;
  const name = weekName(week);

  async function decide(decision: "approve" | "reject") {
    setSending(decision);
    try {
      await apiRequest("POST", `/api/employers/timesheets/${week.id}/${decision}`, {
        ...(decision === "reject" ? { reason } : {}),
      });
      onDone({
        tone: "success",
        text:
          decision === "approve"
            ? `${name} is approved.`
            : `${name} is rejected; ${week.contractorName} has been told the reason.`,
      });
      await revalidator.revalidate();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.reason) setReasonError(fields.reason);
      else onDone({ tone: "error", text: serverErrorMessage(error) ?? `We could not update ${name}.` });
    } finally {
      setSending(null);
    }
  }

  function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError("Give a reason for the rejection.");
      event.currentTarget.querySelector("textarea")?.focus();
      return;
    }
    setReasonError(undefined);
    void decide("reject");
  }

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-slate-700 text-sm">
            {week.roleTitle} · {formatDate(week.weekStart)} to {formatDate(week.weekEnd)}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          Select<span className="sr-only"> {name}</span>
        </label>
      </div>
      <div className="mt-3">
        <WeekSummary
          days={week.days}
          totalHours={week.totalHours}
          overtimeHours={week.overtimeHours}
          caption={`Hours of ${name}`}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void decide("approve")} disabled={sending !== null}>
          {sending === "approve" ? "Approving..." : "Approve"}
          <span className="sr-only"> {name}</span>
        </Button>
        {rejecting ? null : (
          <Button variant="outline" onClick={() => setRejecting(true)} disabled={sending !== null}>
            Reject<span className="sr-only"> {name}</span>
          </Button>
        )}
      </div>
      {rejecting ? (
        <form noValidate onSubmit={onReject} className="mt-4 space-y-3" aria-label={`Reject ${name}`}>
          <TextareaField
            id={`reason-${week.id}`}
            name="reason"
            label="Reason (required; the contractor sees it)"
            required
            maxLength={TIMESHEET_LIMITS.reasonMax}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton variant="outline" pending={sending === "reject"} pendingLabel="Rejecting...">
              Reject week
            </SubmitButton>
            <Button variant="ghost" onClick={() => setRejecting(false)} disabled={sending !== null}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
