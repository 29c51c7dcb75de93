import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { type EmployerInterview, SUBMISSION_LIMITS } from "../../../common/candidate-submissions";
import {
  DEFAULT_INTERVIEW_TIME_ZONE,
  formatInZone,
  INTERVIEW_STATUS_LABELS,
} from "../../../common/interviews";
import { INTERVIEW_FEEDBACK_OUTCOME_LABELS, INTERVIEW_FEEDBACK_OUTCOMES } from "../../../common/job-orders";
import { INTERVIEW_FORMAT_LABELS } from "../../../common/recruiting";

const OUTCOME_OPTIONS = INTERVIEW_FEEDBACK_OUTCOMES.map((value) => ({
  value,
  label: INTERVIEW_FEEDBACK_OUTCOME_LABELS[value],
}));

/** A time in the user's zone, with Eastern (the agency's) beside it when that differs. */
export function ZonedTime({ at, timeZone }: { at: string; timeZone: string }) {
  return (
    <>
      {formatInZone(at, timeZone)}
      {timeZone === DEFAULT_INTERVIEW_TIME_ZONE ? null : (
        <span className="text-slate-600"> · Eastern: {formatInZone(at, DEFAULT_INTERVIEW_TIME_ZONE)}</span>
      )}
    </>
  );
}

/** One interview of the schedule: when, how, where, who, and what the user may do with it now. */
export function InterviewItem({
  interview,
  timeZone,
  onDone,
}: {
  interview: EmployerInterview;
  timeZone: string;
  onDone: (text: string) => void;
}) {
  const standing = interview.status !== "cancelled" && !interview.over;
  const place = interview.format === "video" ? interview.meetingUrl : interview.location;
  return (
    <article
      aria-labelledby={`interview-${interview.id}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="employer-interview"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`interview-${interview.id}`} className="font-semibold text-base text-slate-900">
          {interview.candidateName} · {interview.orderTitle}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800">
          {interview.over && interview.status === "scheduled"
            ? "Took place"
            : INTERVIEW_STATUS_LABELS[interview.status]}
        </span>
      </div>
      {interview.status === "requested" ? (
        <div>
          <p className="font-medium text-slate-900">Times you proposed</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {interview.proposedTimes.map((time) => (
              <li key={time}>
                <ZonedTime at={time} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={interview.status === "cancelled" ? "text-slate-700 line-through" : "text-slate-700"}>
          <span className="font-medium text-slate-900">When: </span>
          <ZonedTime at={interview.startsAt} timeZone={timeZone} />
        </p>
      )}
      <p className="break-words text-slate-700">
        {interview.durationMinutes} minutes · {INTERVIEW_FORMAT_LABELS[interview.format]}
        {place ? ` · ${place}` : ""}
        {interview.interviewers.length ? ` · With ${interview.interviewers.join(", ")}` : ""}
      </p>
      {interview.feedback ? (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
          <span className="font-medium text-slate-900">
            Your feedback: {INTERVIEW_FEEDBACK_OUTCOME_LABELS[interview.feedback.outcome]}.
          </span>{" "}
          {interview.feedback.comments}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {standing && interview.status === "scheduled" ? (
          <RescheduleDialog interview={interview} onDone={onDone} />
        ) : null}
        {standing ? <CancelDialog interview={interview} onDone={onDone} /> : null}
      </div>
      {interview.over && interview.status === "scheduled" && !interview.feedback ? (
        <FeedbackForm interview={interview} onDone={onDone} />
      ) : null}
    </article>
  );
}

/** A dialog whose form posts to one of the interview's actions, then reloads the page's data. */
function ActionDialog({
  trigger,
  title,
  description,
  path,
  body,
  confirm,
  done,
  danger = false,
  onDone,
  children,
}: {
  trigger: string;
  title: string;
  description: string;
  path: string;
  body: () => unknown;
  confirm: string;
  done: string;
  danger?: boolean;
  onDone: (text: string) => void;
  children?: (errors: Record<string, string>) => ReactNode;
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const { sending, errors, outcome, submit } = useApiSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => apiRequest("POST", path, body()), {
      success: async () => {
        setOpen(false);
        onDone(done);
        await revalidator.revalidate();
        return null;
      },
      failure: "We could not make the change. Please try again.",
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel title={title} description={description}>
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          {outcome?.tone === "error" ? <Notice tone="error">{outcome.text}</Notice> : null}
          {children?.(errors)}
          <ConfirmDialogActions sending={sending}>
            <SubmitButton
              className={danger ? DANGER_BUTTON_CLASS : undefined}
              pending={sending}
              pendingLabel="Saving..."
            >
              {confirm}
            </SubmitButton>
          </ConfirmDialogActions>
        </form>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}

function RescheduleDialog({
  interview,
  onDone,
}: {
  interview: EmployerInterview;
  onDone: (text: string) => void;
}) {
  const [time, setTime] = useState("");
  return (
    <ActionDialog
      trigger="Reschedule"
      title={`Reschedule the interview with ${interview.candidateName}`}
      description="Everyone gets an updated calendar invite; the candidate is asked to confirm again."
      path={`/api/employers/interviews/${interview.id}/reschedule`}
      body={() => ({ time })}
      confirm="Reschedule"
      done={`The interview with ${interview.candidateName} is moved; everyone has the new invite.`}
      onDone={onDone}
    >
      {(errors) => (
        <TextField
          id={`reschedule-${interview.id}`}
          label="New time (your time zone)"
          type="datetime-local"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={errors.time}
        />
      )}
    </ActionDialog>
  );
}

function CancelDialog({
  interview,
  onDone,
}: {
  interview: EmployerInterview;
  onDone: (text: string) => void;
}) {
  return (
    <ActionDialog
      trigger="Cancel interview"
      title={`Cancel the interview with ${interview.candidateName}?`}
      description="The candidate and your recruiter are told, and the event is removed from everyone's calendar."
      path={`/api/employers/interviews/${interview.id}/cancel`}
      body={() => undefined}
      confirm="Cancel Interview"
      done={`The interview with ${interview.candidateName} is cancelled.`}
      danger
      onDone={onDone}
    />
  );
}

function FeedbackForm({
  interview,
  onDone,
}: {
  interview: EmployerInterview;
  onDone: (text: string) => void;
}) {
  const revalidator = useRevalidator();
  const [outcomeValue, setOutcomeValue] = useState("");
  const [comments, setComments] = useState("");
  const { sending, errors, outcome, submit } = useApiSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      () =>
        apiRequest("POST", `/api/employers/interviews/${interview.id}/feedback`, {
          outcome: outcomeValue,
          comments,
        }),
      {
        success: async () => {
          onDone(`Thanks: your feedback on ${interview.candidateName} is with your recruiter.`);
          await revalidator.revalidate();
          return null;
        },
        failure: "We could not save your feedback. Please try again.",
      },
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 border-slate-200 border-t pt-3"
      aria-label={`Feedback on ${interview.candidateName}`}
    >
      <h4 className="font-semibold text-slate-900">How did it go?</h4>
      {outcome?.tone === "error" ? <Notice tone="error">{outcome.text}</Notice> : null}
      <SelectField
        id={`feedback-outcome-${interview.id}`}
        label="Your decision"
        placeholder="Select hire, no hire or next round"
        options={OUTCOME_OPTIONS}
        value={outcomeValue}
        onChange={(event) => setOutcomeValue(event.target.value)}
        error={errors.outcome}
      />
      <TextareaField
        id={`feedback-comments-${interview.id}`}
        label="Comments"
        optional
        rows={3}
        maxLength={SUBMISSION_LIMITS.feedbackComments}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
        error={errors.comments}
      />
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send Feedback
      </SubmitButton>
    </form>
  );
}
