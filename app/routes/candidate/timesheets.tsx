import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { hoursLabel } from "../../../common/formats";
import {
  type CandidatePlacements,
  formatDate,
  formatDay,
  splitOvertime,
  TIMESHEET_LIMITS,
  TIMESHEET_STATUS_LABELS,
  type TimesheetWeek,
} from "../../../common/timesheets";
import type { Route } from "./+types/timesheets";

const TIMESHEETS_URL = "/api/candidates/timesheets";
const CANDIDATE_PLACEMENTS_URL = "/api/candidates/placements";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Timesheets",
    description: "Enter your hours by week and submit them for approval.",
    path: "/candidate/timesheets",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type DayValues = { hours: string; breakMinutes: string; note: string };

function weekUrl(placement: string, week: string | null, path = TIMESHEETS_URL) {
  const params = new URLSearchParams({ placement });
  if (week) params.set("week", week);
  return `${path}?${params}`;
}

function WeekForm({
  week,
  onSaved,
}: {
  week: TimesheetWeek;
  onSaved: (week: TimesheetWeek, message: string) => void;
}) {
  const [values, setValues] = useState<DayValues[]>(() =>
    week.days.map((day) => ({
      hours: String(day.hours),
      breakMinutes: String(day.breakMinutes),
      note: day.note,
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const total = values.reduce((sum, day) => sum + (Number(day.hours) || 0), 0);
  const { overtimeHours } = splitOvertime(total);
  const readOnly = !week.editable;

  function update(index: number, field: keyof DayValues, value: string) {
    setValues((current) => current.map((day, i) => (i === index ? { ...day, [field]: value } : day)));
  }

  async function save(): Promise<TimesheetWeek | null> {
    setErrors({});
    setFailure(null);
    const body = {
      days: values.map((day) => ({
        hours: day.hours.trim() === "" ? 0 : Number(day.hours),
        breakMinutes: day.breakMinutes.trim() === "" ? 0 : Number(day.breakMinutes),
        note: day.note,
      })),
    };
    try {
      const response = await apiRequest("PUT", weekUrl(week.placement.id, week.weekStart), body);
      return (await response.json()) as TimesheetWeek;
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(
        serverErrorMessage(error) ?? "We could not save the week. Check your connection, then try again.",
      );
      return null;
    }
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const saved = await save();
    setSending(false);
    if (saved) onSaved(saved, "Draft saved.");
  }

  async function onSubmitForApproval() {
    if (sending) return;
    setSending(true);
    const saved = await save();
    if (!saved) {
      setSending(false);
      setConfirming(false);
      return;
    }
    try {
      const response = await apiRequest(
        "POST",
        weekUrl(week.placement.id, week.weekStart, `${TIMESHEETS_URL}/submit`),
      );
      onSaved(
        (await response.json()) as TimesheetWeek,
        "Submitted for approval. Your supervisor has been emailed.",
      );
    } catch (error) {
      setFailure(serverErrorMessage(error) ?? "We could not submit the week. Try again.");
      onSaved(saved, "");
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  return (
    <form onSubmit={onSave} noValidate className="space-y-4" aria-describedby="week-total">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="space-y-3">
        {week.days.map((day, index) => {
          const disabled = readOnly || !day.inPlacement;
          const id = `day-${index}`;
          const fieldError = (name: string) => errors[`days.${index}.${name}`];
          return (
            <fieldset
              key={day.date}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[9rem_7rem_7rem_1fr] md:items-start"
            >
              <legend className="sr-only">{formatDay(day.date, "long")}</legend>
              <div aria-hidden="true" className="font-semibold text-slate-900 md:pt-8">
                {formatDay(day.date)}
                {!day.inPlacement ? (
                  <span className="block font-normal text-slate-600 text-sm">Outside your assignment</span>
                ) : null}
              </div>
              <TextField
                id={`${id}-hours`}
                label="Hours"
                error={fieldError("hours")}
                type="number"
                inputMode="decimal"
                min={0}
                max={TIMESHEET_LIMITS.maxHours}
                step={0.25}
                value={values[index]?.hours ?? ""}
                disabled={disabled}
                onChange={(event) => update(index, "hours", event.target.value)}
              />
              <TextField
                id={`${id}-break`}
                label="Break (min)"
                error={fieldError("breakMinutes")}
                type="number"
                inputMode="numeric"
                min={0}
                max={TIMESHEET_LIMITS.maxBreakMinutes}
                step={1}
                value={values[index]?.breakMinutes ?? ""}
                disabled={disabled}
                onChange={(event) => update(index, "breakMinutes", event.target.value)}
              />
              <TextField
                id={`${id}-note`}
                label="Note"
                error={fieldError("note")}
                maxLength={TIMESHEET_LIMITS.noteMax}
                value={values[index]?.note ?? ""}
                disabled={disabled}
                onChange={(event) => update(index, "note", event.target.value)}
              />
            </fieldset>
          );
        })}
      </div>
      <p
        id="week-total"
        className="font-semibold text-lg text-slate-900"
        data-testid="week-total"
        aria-live="polite"
      >
        Weekly total: {hoursLabel(total)}
        {overtimeHours > 0 ? (
          <span className="block font-normal text-base text-slate-700">
            Overtime (above 40 h): {hoursLabel(overtimeHours)}
          </span>
        ) : null}
      </p>
      {readOnly ? null : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton variant="outline" pending={sending} pendingLabel="Saving…">
            Save draft
          </SubmitButton>
          <Dialog.Root open={confirming} onOpenChange={(open) => !sending && setConfirming(open)}>
            <Dialog.Trigger asChild>
              <Button type="button" disabled={sending}>
                Submit for approval
              </Button>
            </Dialog.Trigger>
            <ConfirmDialogPanel
              title="Submit this week for approval?"
              description={`You are submitting ${hoursLabel(total)} for the week of ${formatDate(week.weekStart)}. You cannot change it afterwards unless it is rejected.`}
            >
              <ConfirmDialogActions sending={sending}>
                <Button type="button" disabled={sending} onClick={() => void onSubmitForApproval()}>
                  {sending ? "Submitting…" : "Submit"}
                </Button>
              </ConfirmDialogActions>
            </ConfirmDialogPanel>
          </Dialog.Root>
        </div>
      )}
    </form>
  );
}

/**
 * The contractor's week: pick the assignment and the week (no future weeks), enter hours, breaks and
 * notes per day, save a draft or submit it for the supervisor's approval.
 */
export default function CandidateTimesheetsPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const placements = useQuery<CandidatePlacements>({
    queryKey: [CANDIDATE_PLACEMENTS_URL],
    ...SHARED_RECORD_QUERY,
  });
  const all = [...(placements.data?.current ?? []), ...(placements.data?.past ?? [])];
  const chosen = params.get("placement");
  const placementId = all.some((p) => p.id === chosen) ? (chosen as string) : (all[0]?.id ?? null);
  const weekParam = params.get("week");
  const url = placementId ? weekUrl(placementId, weekParam) : null;
  const week = useQuery<TimesheetWeek>({
    queryKey: [url ?? TIMESHEETS_URL],
    enabled: url !== null,
    ...SHARED_RECORD_QUERY,
  });

  function go(next: { placement?: string; week?: string | null }) {
    const search = new URLSearchParams();
    const placement = next.placement ?? placementId;
    if (placement) search.set("placement", placement);
    const weekValue = next.week === undefined ? weekParam : next.week;
    if (weekValue) search.set("week", weekValue);
    setMessage(null);
    setParams(search);
  }

  const data = week.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Timesheets</h1>
        <p className="mt-2 text-slate-600">
          Enter your hours in quarter hours (0.25 = 15 minutes), save a draft, then submit the week for
          approval.
        </p>
      </div>
      {placements.error || week.error ? (
        <div className="space-y-3">
          <Notice tone="error" title="We could not load your timesheet">
            {serverErrorMessage(placements.error ?? week.error) ?? "Check your connection, then try again."}
          </Notice>
          <Button onClick={() => go({ week: null })}>Go to this week</Button>
        </div>
      ) : placements.data && all.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
          You have no assignments yet. Timesheets open once you are placed with a client.
        </p>
      ) : !data ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your timesheet…
          </p>
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <SelectField
              id="timesheet-placement"
              label="Assignment"
              value={data.placement.id}
              options={all.map((p) => ({
                value: p.id,
                label: `${p.roleTitle} at ${p.client}${p.status === "ended" ? " (ended)" : ""}`,
              }))}
              onChange={(event) => go({ placement: event.target.value, week: null })}
            />
            <nav aria-label="Weeks" className="flex items-center gap-2">
              <Button type="button" variant="outline" onClick={() => go({ week: data.previousWeek })}>
                Previous week
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={!data.nextWeek}
                onClick={() => data.nextWeek && go({ week: data.nextWeek })}
              >
                Next week
              </Button>
            </nav>
          </div>
          <section aria-labelledby="week-heading" className="space-y-4">
            <div>
              <h2 id="week-heading" className="font-semibold text-slate-900 text-xl">
                Week of {formatDate(data.weekStart)} to {formatDate(data.weekEnd)}
              </h2>
              <p className="text-slate-700" data-testid="timesheet-status">
                Status: <strong>{data.id ? TIMESHEET_STATUS_LABELS[data.status] : "Not started"}</strong>
              </p>
            </div>
            {message ? <Notice tone="success">{message}</Notice> : null}
            {data.rejectionReason ? (
              <Notice tone="error" title="This week was rejected">
                Reason: {data.rejectionReason}. Correct the hours and submit the week again.
              </Notice>
            ) : null}
            {!data.editable ? (
              <Notice tone="info">
                {data.status === "approved"
                  ? "This week is approved and can no longer be changed."
                  : "This week is waiting for approval and can no longer be changed."}
              </Notice>
            ) : null}
            <WeekForm
              key={`${data.placement.id}-${data.weekStart}-${data.status}-${data.submittedAt ?? ""}`}
              week={data}
              onSaved={(saved, text) => {
                queryClient.setQueryData([url], saved);
                if (text) setMessage(text);
              }}
            />
          </section>
        </>
      )}
    </div>
  );
}
