import { type FormEvent, useState } from "react";
import { When } from "~/components/admin/date-time";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { type ClientSideOfApplication, SUBMISSION_LIMITS } from "../../../common/candidate-submissions";
import { INTERVIEW_FEEDBACK_OUTCOME_LABELS, SUBMISSION_STATUS_LABELS } from "../../../common/job-orders";

/**
 * The client's side of an application whose job came from a job order: submit the candidate to the
 * client with a note, where the client's decision stands, and its interview feedback. A "hire" is
 * the recruiter's cue to make the offer (offers stay the recruiter's to make).
 */
export function ClientSubmissionPanel({
  clientSide,
  onSubmit,
}: {
  clientSide: ClientSideOfApplication;
  onSubmit: (note: string) => Promise<{ ok: boolean; fields?: Record<string, string> }>;
}) {
  const { order, submission, feedback } = clientSide;
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  if (!order) return null;
  const wantsToHire = feedback.some((entry) => entry.outcome === "hire");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await onSubmit(note);
    setSending(false);
    setError(result.fields?.note);
    if (result.ok) setNote("");
  }

  return (
    <section
      aria-labelledby="client-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="client-heading" className="mb-2 font-semibold text-lg">
        Client: {order.company}
      </h2>
      <p className="text-sm">Job order: {order.title}</p>
      {wantsToHire ? (
        <Notice tone="success" title="The client wants to hire" className="mt-3">
          {order.company} chose to hire this candidate after the interview. Make the offer below.
        </Notice>
      ) : null}
      {submission ? (
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Submitted</dt>
          <dd>
            <When value={submission.submittedAt} />
          </dd>
          <dt className="text-slate-600">Client status</dt>
          <dd data-testid="client-status">{SUBMISSION_STATUS_LABELS[submission.status]}</dd>
          <dt className="text-slate-600">Your note</dt>
          <dd className="whitespace-pre-line">{submission.recruiterNote}</dd>
        </dl>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-2">
          <TextareaField
            id="client-note"
            label="Note for the client"
            hint="Why this candidate fits the order: the client reads it beside the resume."
            rows={3}
            maxLength={SUBMISSION_LIMITS.recruiterNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={error}
          />
          <div>
            <SubmitButton pending={sending} pendingLabel="Submitting…">
              Submit to client
            </SubmitButton>
          </div>
        </form>
      )}
      {feedback.length > 0 ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold">Interview feedback</h3>
          <ul className="grid gap-2 text-sm">
            {feedback.map((entry) => (
              <li key={entry.at} className="rounded-md bg-slate-50 p-2">
                <strong>{INTERVIEW_FEEDBACK_OUTCOME_LABELS[entry.outcome]}</strong> · {entry.by} ·{" "}
                <When value={entry.at} />
                {entry.comments ? <p className="mt-1 whitespace-pre-line">{entry.comments}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
