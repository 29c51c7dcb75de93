import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import {
  type AdminInterview,
  DEFAULT_INTERVIEW_TIME_ZONE,
  formatInZone,
  INTERVIEW_DURATIONS,
  INTERVIEW_LOCATION_LABELS,
  INTERVIEW_RESPONSE_LABELS,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_TIME_ZONES,
} from "../../../common/interviews";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_FORMATS, type InterviewFormat } from "../../../common/recruiting";
import { adminSend } from "./admin-api";
import { fieldsOf } from "./form-controls";
import { ChoiceField } from "./record-form-parts";
import { type ChangeMessage, ChangeNotice } from "./row-change";

type Mode =
  | { kind: "list" }
  | { kind: "schedule" }
  | { kind: "reschedule"; interview: AdminInterview }
  | { kind: "cancel"; interview: AdminInterview };

type FormValues = {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: string;
  format: InterviewFormat;
  location: string;
  meetingUrl: string;
  interviewers: string;
};

const EMPTY_FORM: FormValues = {
  date: "",
  time: "10:00",
  timeZone: DEFAULT_INTERVIEW_TIME_ZONE,
  durationMinutes: "60",
  format: "video",
  location: "",
  meetingUrl: "",
  interviewers: "",
};

function valuesOf(interview: AdminInterview): FormValues {
  return {
    date: interview.localDate,
    time: interview.localTime,
    timeZone: interview.timeZone,
    durationMinutes: String(interview.durationMinutes),
    format: interview.format,
    location: interview.location ?? "",
    meetingUrl: interview.meetingUrl ?? "",
    interviewers: interview.interviewers.join("\n"),
  };
}

const isOpen = (interview: AdminInterview) =>
  interview.status === "scheduled" && new Date(interview.endsAt).getTime() > Date.now();

/**
 * An application's interviews on its detail page: the list with each one's answer from the candidate,
 * and the Schedule, Reschedule and Cancel forms. Every change emails the candidate an .ics and
 * reloads the page (scheduling may move the application to 'interview').
 */
export function InterviewPanel({ applicationId }: { applicationId: string }) {
  const revalidator = useRevalidator();
  const [interviews, setInterviews] = useState<AdminInterview[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [message, setMessage] = useState<ChangeMessage | null>(null);
  const listUrl = `/api/admin/applications/${applicationId}/interviews`;

  const load = useCallback(async () => {
    try {
      const response = await fetch(listUrl, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      if (response.status === 401) {
        window.location.assign("/admin/login");
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      setInterviews(((await response.json()) as { interviews: AdminInterview[] }).interviews);
      setLoadError(null);
    } catch {
      setLoadError("The interviews could not be loaded. Reload the page to try again.");
    }
  }, [listUrl]);

  useEffect(() => {
    void load();
  }, [load]);

  async function done(text: string) {
    setMode({ kind: "list" });
    setMessage({ tone: "success", text });
    await Promise.all([load(), revalidator.revalidate()]);
  }

  async function cancel(interview: AdminInterview) {
    const result = await adminSend("POST", `/api/admin/interviews/${interview.id}/cancel`, {});
    if (!result.ok) {
      setMode({ kind: "list" });
      setMessage({ tone: "error", text: result.message });
      await load();
      return;
    }
    await done("Interview cancelled. The candidate was emailed the cancellation.");
  }

  return (
    <section
      aria-labelledby="interviews-panel-title"
      className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="interview-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="interviews-panel-title" className="font-semibold text-lg text-slate-900">
          Interviews
        </h2>
        {mode.kind === "list" ? (
          <Button
            onClick={() => {
              setMessage(null);
              setMode({ kind: "schedule" });
            }}
          >
            Schedule interview
          </Button>
        ) : null}
      </div>
      <ChangeNotice message={message} />
      {loadError ? <Notice tone="error">{loadError}</Notice> : null}
      {mode.kind === "schedule" || mode.kind === "reschedule" ? (
        <InterviewForm
          key={mode.kind === "reschedule" ? mode.interview.id : "new"}
          heading={mode.kind === "schedule" ? "Schedule interview" : "Reschedule interview"}
          submitLabel={mode.kind === "schedule" ? "Schedule interview" : "Save new time"}
          initial={mode.kind === "reschedule" ? valuesOf(mode.interview) : EMPTY_FORM}
          send={(body) =>
            mode.kind === "reschedule"
              ? adminSend("PUT", `/api/admin/interviews/${mode.interview.id}`, body)
              : adminSend("POST", listUrl, body)
          }
          onSaved={() =>
            done(
              mode.kind === "reschedule"
                ? "Interview rescheduled. The candidate was emailed the updated invite."
                : "Interview scheduled. The candidate was emailed an invite.",
            )
          }
          onClose={() => setMode({ kind: "list" })}
        />
      ) : null}
      {interviews === null && !loadError ? (
        <p className="text-slate-600 text-sm">Loading interviews…</p>
      ) : null}
      {interviews?.length === 0 ? (
        <p className="text-slate-600 text-sm">No interviews yet for this application.</p>
      ) : null}
      {interviews?.length ? (
        <ul className="space-y-3">
          {interviews.map((interview) => (
            <li
              key={interview.id}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
              data-testid="interview-item"
            >
              <InterviewSummary interview={interview} />
              {mode.kind === "cancel" && mode.interview.id === interview.id ? (
                <div className="mt-3 space-y-2 rounded-md bg-red-50 p-3">
                  <p className="text-red-900">
                    Cancel this interview? The candidate is emailed a cancellation.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => void cancel(interview)}>Yes, cancel interview</Button>
                    <Button variant="outline" onClick={() => setMode({ kind: "list" })}>
                      Keep it
                    </Button>
                  </div>
                </div>
              ) : isOpen(interview) && mode.kind === "list" ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    aria-label={`Reschedule the interview of ${formatInZone(interview.startsAt, interview.timeZone)}`}
                    onClick={() => {
                      setMessage(null);
                      setMode({ kind: "reschedule", interview });
                    }}
                  >
                    Reschedule
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={`Cancel the interview of ${formatInZone(interview.startsAt, interview.timeZone)}`}
                    onClick={() => {
                      setMessage(null);
                      setMode({ kind: "cancel", interview });
                    }}
                  >
                    Cancel interview
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function InterviewSummary({ interview }: { interview: AdminInterview }) {
  const cancelled = interview.status === "cancelled";
  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-900">
        <span className={cancelled ? "line-through" : undefined}>
          {formatInZone(interview.startsAt, interview.timeZone)}
        </span>{" "}
        <span className="font-normal text-slate-600">
          · {interview.durationMinutes} min · {interview.timeZone}
        </span>
      </p>
      <p>
        {interview.formatLabel}:{" "}
        {interview.format === "video" ? (
          <a
            href={interview.meetingUrl ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-ocean-700 underline underline-offset-2"
          >
            {interview.meetingUrl}
          </a>
        ) : (
          <span className="break-words">{interview.location}</span>
        )}
      </p>
      {interview.interviewers.length ? <p>With {interview.interviewers.join(", ")}</p> : null}
      <p>
        <span className="font-medium">{INTERVIEW_STATUS_LABELS[interview.status]}</span>
        {cancelled ? null : <> · Candidate: {INTERVIEW_RESPONSE_LABELS[interview.candidateResponse]}</>}
      </p>
      {interview.candidateNote ? (
        <p className="whitespace-pre-line rounded bg-amber-50 p-2 text-amber-950">
          <span className="font-medium">Candidate's note:</span> {interview.candidateNote}
        </p>
      ) : null}
    </div>
  );
}

function InterviewForm({
  heading,
  submitLabel,
  initial,
  send,
  onSaved,
  onClose,
}: {
  heading: string;
  submitLabel: string;
  initial: FormValues;
  send: (
    body: unknown,
  ) => Promise<{ ok: true } | { ok: false; message: string; fields: Record<string, string> }>;
  onSaved: () => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = fieldsOf("interview", errors);
  const set = (name: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const zones = INTERVIEW_TIME_ZONES.some((zone) => zone.value === values.timeZone)
    ? INTERVIEW_TIME_ZONES
    : [...INTERVIEW_TIME_ZONES, { value: values.timeZone, label: values.timeZone }];
  const durations = INTERVIEW_DURATIONS.map(String).includes(values.durationMinutes)
    ? INTERVIEW_DURATIONS.map(String)
    : [...INTERVIEW_DURATIONS.map(String), values.durationMinutes];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const { location, meetingUrl, ...rest } = values;
    const result = await send({
      ...rest,
      ...(values.format === "video" ? { meetingUrl } : { location }),
      interviewers: values.interviewers,
    });
    setSaving(false);
    if (result.ok) {
      await onSaved();
      return;
    }
    setErrors(result.fields);
    setFailure(result.message);
  }

  const placeName = values.format === "video" ? "meetingUrl" : "location";
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="interview-form-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="interview-form-title" className="font-semibold text-slate-900">
        {heading}
      </h3>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("date")}
          label="Date"
          type="date"
          value={values.date}
          onChange={set("date")}
          required
        />
        <TextField
          {...field("time")}
          label="Time"
          type="time"
          value={values.time}
          onChange={set("time")}
          required
        />
        <SelectField
          {...field("timeZone")}
          label="Time zone"
          options={zones}
          value={values.timeZone}
          onChange={set("timeZone")}
        />
        <SelectField
          {...field("durationMinutes")}
          label="Duration"
          options={durations.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
          value={values.durationMinutes}
          onChange={set("durationMinutes")}
        />
        <ChoiceField
          {...field("format")}
          label="Format"
          choices={INTERVIEW_FORMATS}
          labels={INTERVIEW_FORMAT_LABELS}
          value={values.format}
          onChange={set("format")}
        />
        <TextField
          {...field(placeName)}
          label={INTERVIEW_LOCATION_LABELS[values.format]}
          type={values.format === "video" ? "url" : values.format === "phone" ? "tel" : "text"}
          value={values[placeName]}
          onChange={set(placeName)}
          placeholder={values.format === "video" ? "https://" : undefined}
          required
        />
        <TextareaField
          {...field("interviewers")}
          label="Interviewers (one per line)"
          className="sm:col-span-2"
          rows={3}
          value={values.interviewers}
          onChange={set("interviewers")}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        <Button variant="outline" onClick={onClose}>
          Close without saving
        </Button>
      </div>
    </form>
  );
}
