import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "../../../common/candidate-submissions";
import {
  SUBMISSION_REJECTION_REASON_LABELS,
  SUBMISSION_REJECTION_REASONS,
  type SubmissionDecision,
} from "../../../common/job-orders";

const REASON_OPTIONS = SUBMISSION_REJECTION_REASONS.map((value) => ({
  value,
  label: SUBMISSION_REJECTION_REASON_LABELS[value],
}));

const COPY: Record<
  SubmissionDecision,
  { button: string; title: string; description: string; confirm: string }
> = {
  approve_for_interview: {
    button: "Approve for interview",
    title: "Approve for an interview?",
    description:
      "Your recruiter is told at once; you can then request an interview from the Interviews page.",
    confirm: "Approve",
  },
  reject: {
    button: "Reject",
    title: "Reject this candidate?",
    description:
      "Tell your recruiter why, so the next candidates fit better. The candidate sees only that they were not selected.",
    confirm: "Reject candidate",
  },
  request_info: {
    button: "Request more information",
    title: "Ask the recruiter for more information",
    description: "The candidate stays with you while your recruiter finds the answer.",
    confirm: "Send question",
  },
};

/**
 * A decision on a submitted candidate in a dialog: approve (an optional note), reject (a listed
 * reason, words required for "other") or ask a question (required). Checked here as the server
 * checks, whose messages show under the fields.
 */
export function DecisionDialog({
  submissionId,
  candidateName,
  decision,
  onDone,
}: {
  submissionId: string;
  candidateName: string;
  decision: SubmissionDecision;
  onDone: (text: string) => void;
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [reasonCode, setReasonCode] = useState("");
  const [note, setNote] = useState("");
  const { sending, errors, setErrors, outcome, submit } = useApiSubmit();
  const copy = COPY[decision];
  const idPrefix = `${decision}-${submissionId}`;

  function ownCheck(): Record<string, string> {
    const found: Record<string, string> = {};
    if (decision === "reject" && !reasonCode) found.reasonCode = SUBMISSION_MESSAGES.reasonRequired;
    if (decision === "reject" && reasonCode === "other" && !note.trim())
      found.note = SUBMISSION_MESSAGES.otherNeedsText;
    if (decision === "request_info" && !note.trim()) found.note = SUBMISSION_MESSAGES.infoNoteRequired;
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = ownCheck();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      form
        .querySelector<HTMLElement>(found.reasonCode ? `#${idPrefix}-reason` : `#${idPrefix}-note`)
        ?.focus();
      return;
    }
    await submit(
      () =>
        apiRequest("POST", `/api/employers/candidates/${submissionId}/decision`, {
          decision,
          ...(decision === "reject" ? { reasonCode } : {}),
          note: note.trim() || null,
        }),
      {
        success: async () => {
          setOpen(false);
          onDone(`${candidateName}: ${copy.confirm.toLowerCase()} — your recruiter has been told.`);
          await revalidator.revalidate();
          return null;
        },
        failure: "We could not save your decision. Please try again.",
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant={decision === "approve_for_interview" ? "default" : "outline"}>
          {copy.button}
          <span className="sr-only"> ({candidateName})</span>
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel title={`${copy.title} ${candidateName}`} description={copy.description}>
        <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          {outcome?.tone === "error" ? <Notice tone="error">{outcome.text}</Notice> : null}
          {decision === "reject" ? (
            <SelectField
              id={`${idPrefix}-reason`}
              label="Reason"
              placeholder="Select a reason"
              options={REASON_OPTIONS}
              value={reasonCode}
              onChange={(event) => setReasonCode(event.target.value)}
              error={errors.reasonCode}
            />
          ) : null}
          <TextareaField
            id={`${idPrefix}-note`}
            label={decision === "request_info" ? "What would you like to know?" : "Note for the recruiter"}
            optional={
              decision === "approve_for_interview" || (decision === "reject" && reasonCode !== "other")
            }
            rows={3}
            maxLength={SUBMISSION_LIMITS.decisionNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
          />
          <ConfirmDialogActions sending={sending}>
            <SubmitButton pending={sending} pendingLabel="Saving...">
              {copy.confirm}
            </SubmitButton>
          </ConfirmDialogActions>
        </form>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}
