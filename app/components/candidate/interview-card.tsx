import { useQueryClient } from "@tanstack/react-query";
import { CalendarIcon, DownloadIcon, MapPinIcon, PhoneIcon, UsersIcon, VideoIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { BRAND } from "../../../common/brand";
import {
  type CandidateInterview,
  formatInZone,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_RESPONSE_LABELS,
} from "../../../common/interviews";
import { downloadFromApi } from "./api-download";
import { useApiSubmit } from "./use-api-submit";

export const CANDIDATE_INTERVIEWS_URL = "/api/candidates/interviews";

const FORMAT_ICONS = { phone: PhoneIcon, video: VideoIcon, onsite: MapPinIcon } as const;

/** The .ics needs the bearer token, so it comes through the API client and is saved as a Blob. */
function downloadInterviewIcs(id: string): Promise<void> {
  return downloadFromApi(
    `${CANDIDATE_INTERVIEWS_URL}/${id}/ics`,
    "interview.ics",
    "We could not download the invite. Please try again.",
  );
}

/** "10:00 AM – 10:45 AM" style end: the end's time only, in the same zone. */
function endTime(endsAt: string, timeZone: string): string {
  return new Date(endsAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
}

/**
 * One interview: when (in the candidate's zone, and the zone it was scheduled in when different),
 * how and where, who; then Download .ics, Confirm attendance and Ask to reschedule while it is
 * upcoming and not cancelled.
 */
export function InterviewCard({
  interview,
  localZone,
  upcoming,
}: {
  interview: CandidateInterview;
  localZone: string;
  upcoming: boolean;
}) {
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const headingId = useId();
  const noteId = useId();
  const cancelled = interview.status === "cancelled";
  const requested = interview.status === "requested";
  const open = upcoming && !cancelled && !requested;
  const Icon = FORMAT_ICONS[interview.format];
  const title = interview.job
    ? `${interview.job.title} at ${interview.job.company}`
    : `Interview with ${BRAND.name}`;

  async function answer(
    path: "confirm" | "reschedule-request" | "choose-time",
    body: unknown,
    message: string,
  ) {
    await submit(
      async () =>
        (await apiRequest("POST", `${CANDIDATE_INTERVIEWS_URL}/${interview.id}/${path}`, body)).json(),
      {
        success: async () => {
          setAsking(false);
          await queryClient.invalidateQueries({ queryKey: [CANDIDATE_INTERVIEWS_URL] });
          return message;
        },
        failure: "We could not send your answer. Please try again.",
      },
    );
  }

  function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void answer("reschedule-request", { note }, INTERVIEW_MESSAGES.rescheduleRequested);
  }

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="interview-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-lg text-slate-900">
          {title}
        </h3>
        <span
          className={
            cancelled
              ? "rounded-full bg-red-50 px-3 py-1 font-medium text-red-800 text-sm"
              : "rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 text-sm"
          }
        >
          {cancelled
            ? "Cancelled"
            : requested
              ? "Pick a time"
              : INTERVIEW_RESPONSE_LABELS[interview.candidateResponse]}
        </span>
      </div>
      <dl className="grid gap-3 text-slate-700 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="flex items-center gap-2 font-medium text-slate-900">
          <CalendarIcon aria-hidden="true" className="size-4 text-brand-700" /> When
        </dt>
        <dd>
          {requested ? (
            <span>
              The employer proposed {interview.proposedTimes.length === 1 ? "a time" : "these times"}: pick
              one below.
            </span>
          ) : (
            <>
              <span className={cancelled ? "line-through" : undefined}>
                {formatInZone(interview.startsAt, localZone)} – {endTime(interview.endsAt, localZone)}
              </span>
              {interview.timeZone !== localZone ? (
                <span className="block text-slate-600">
                  Scheduled as {formatInZone(interview.startsAt, interview.timeZone)} ({interview.timeZone})
                </span>
              ) : null}
            </>
          )}
        </dd>
        <dt className="flex items-center gap-2 font-medium text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-700" /> {interview.formatLabel}
        </dt>
        <dd className="break-words">
          {interview.format === "video" && interview.meetingUrl ? (
            <a
              href={interview.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-ocean-700 underline underline-offset-2"
            >
              Join the video call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : interview.format === "phone" ? (
            <>Phone: {interview.location}</>
          ) : (
            interview.location
          )}
          {interview.format === "video" && interview.meetingUrl ? (
            <span className="block break-all text-slate-600">{interview.meetingUrl}</span>
          ) : null}
        </dd>
        {interview.interviewers.length ? (
          <>
            <dt className="flex items-center gap-2 font-medium text-slate-900">
              <UsersIcon aria-hidden="true" className="size-4 text-brand-700" /> With
            </dt>
            <dd>{interview.interviewers.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {interview.candidateResponse === "reschedule_requested" && interview.candidateNote ? (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-700 text-sm">
          <span className="font-medium text-slate-900">Your reschedule request:</span>{" "}
          {interview.candidateNote}
        </p>
      ) : null}
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {requested && upcoming ? (
        <ChooseTimeForm
          interview={interview}
          localZone={localZone}
          sending={sending}
          error={errors.startsAt}
          onChoose={(startsAt) =>
            void answer(
              "choose-time",
              { startsAt },
              "Thanks! Your interview is scheduled; the invite is in your email.",
            )
          }
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {requested ? null : (
          <Button variant="outline" onClick={() => void downloadInterviewIcs(interview.id)}>
            <DownloadIcon aria-hidden="true" /> Download .ics
          </Button>
        )}
        {open && interview.candidateResponse !== "confirmed" ? (
          <Button
            disabled={sending}
            onClick={() => void answer("confirm", undefined, INTERVIEW_MESSAGES.confirmed)}
          >
            Confirm attendance
          </Button>
        ) : null}
        {open && !asking ? (
          <Button variant="outline" onClick={() => setAsking(true)}>
            Ask to reschedule
          </Button>
        ) : null}
      </div>
      {open && asking ? (
        <form noValidate onSubmit={onAsk} className="space-y-3" aria-label="Ask to reschedule">
          <TextareaField
            id={noteId}
            label="Which days and times would suit you?"
            error={errors.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={INTERVIEW_LIMITS.maxCandidateNote}
            rows={3}
            required
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={sending}>
              Send reschedule request
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Keep the current time
            </Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}

/** The employer's proposed times as choices, each shown in the candidate's zone; one is confirmed. */
function ChooseTimeForm({
  interview,
  localZone,
  sending,
  error,
  onChoose,
}: {
  interview: CandidateInterview;
  localZone: string;
  sending: boolean;
  error: string | undefined;
  onChoose: (startsAt: string) => void;
}) {
  const [chosen, setChosen] = useState("");
  const legendId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
      }}
      className="space-y-3"
    >
      <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="font-medium text-slate-900 text-sm">
          Choose the time that suits you
        </legend>
        <div className="mt-2 space-y-2">
          {interview.proposedTimes.map((time) => (
            <label key={time} className="flex items-center gap-2 text-slate-700 text-sm">
              <input
                type="radio"
                name={`time-${interview.id}`}
                value={time}
                checked={chosen === time}
                onChange={() => setChosen(time)}
                className="size-4"
              />
              {formatInZone(time, localZone)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${legendId}-error`} className="mt-2 font-medium text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={sending || !chosen}>
        Confirm this time
      </Button>
    </form>
  );
}
