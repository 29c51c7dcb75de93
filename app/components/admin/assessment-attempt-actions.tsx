import { type FormEvent, useId, useRef, useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { ASSESSMENT_LIMITS, type StaffAttemptDetail } from "../../../common/assessments";
import { adminSend } from "./admin-api";
import { personOf } from "./assessment-parts";
import type { OnChanged } from "./consultation-actions";

const attemptUrl = (attempt: StaffAttemptDetail, action: string) =>
  `/api/admin/assessments/attempts/${attempt.id}/${action}`;

/** A whole number typed in a field as a number, anything else as it is (the API names what is wrong). */
const numberOrText = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : text;
};

/**
 * Replace the written reply's rule score with staff's own, with the reason (audited; the section,
 * overall score and pass are recomputed). The API refuses it while the sitting runs.
 */
export function WrittenScoreForm({
  attempt,
  onChanged,
}: {
  attempt: StaffAttemptDetail;
  onChanged: OnChanged;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const score = numberOrText(values.get("score"));
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", attemptUrl(attempt, "written-score"), { score, reason: values.get("reason") }),
      `The written score is now ${String(score)}; the overall score and the result are recomputed.`,
    );
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    if (result.ok) form.reset();
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label="Override the written score"
      className="max-w-2xl space-y-4"
    >
      <TextField
        id="written-score"
        name="score"
        inputMode="numeric"
        label="New written score (0 to 100)"
        required
        error={errors.score}
        className="max-w-48"
      />
      <TextareaField
        id="written-score-reason"
        name="reason"
        label="Reason (kept in the audit log)"
        required
        rows={3}
        maxLength={ASSESSMENT_LIMITS.reason}
        error={errors.reason}
      />
      <SubmitButton pending={saving} pendingLabel="Saving…">
        Override written score
      </SubmitButton>
    </form>
  );
}

/**
 * Reset the sitting, asking first in a modal dialog with the reason (the native <dialog>: focus moves
 * in and stays, Escape closes it). The sitting is kept, marked reset, and the person may start again.
 */
export function ResetAttempt({ attempt, onChanged }: { attempt: StaffAttemptDetail; onChanged: OnChanged }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const person = personOf(attempt.person);

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", attemptUrl(attempt, "reset"), { reason }),
      `The sitting is reset: ${person} may start ${attempt.assessment.title} again at once.`,
    );
    setSaving(false);
    setError(result.ok ? undefined : (result.fields.reason ?? result.message));
    if (result.ok) dialog.current?.close();
  }

  return (
    <>
      <Button
        variant="outline"
        className="border-red-700 text-red-800 hover:border-red-800 hover:text-red-900"
        onClick={() => dialog.current?.showModal()}
      >
        Reset sitting
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-5 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={headingId} className="break-words font-semibold text-lg">
          Reset the sitting of {person}?
        </h2>
        <p className="mt-2 text-slate-700 text-sm">
          The sitting is kept for the record but no longer counts as a result or for the waiting period, so{" "}
          {person} may take the assessment again at once. This can't be undone.
        </p>
        <form onSubmit={(event) => void reset(event)} noValidate className="mt-4 space-y-4">
          <TextareaField
            id="reset-reason"
            name="reason"
            label="Reason (kept in the audit log)"
            required
            rows={3}
            maxLength={ASSESSMENT_LIMITS.reason}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => dialog.current?.close()} disabled={saving}>
              Keep it
            </Button>
            <SubmitButton
              pending={saving}
              pendingLabel="Resetting…"
              className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
            >
              Reset sitting
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
