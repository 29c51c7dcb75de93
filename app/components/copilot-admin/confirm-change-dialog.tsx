import { type FormEvent, useId, useRef, useState } from "react";
import { adminSend } from "~/components/admin/admin-api";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { formatCents } from "../../../common/copilot-admin";

/** "12.50" → 1250; anything that is not dollars with at most two decimals → undefined. */
export function centsFromDollars(text: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * A copilot admin change that asks first, in a modal dialog (the native <dialog>: focus moves into
 * it, Escape closes it, focus returns to the button): a reason always, an amount when `amount` is
 * given (at most `amount.maxCents`). Nothing is sent until the dialog's confirm button is pressed;
 * the API's refusal is shown in the dialog, per field.
 */
export function ConfirmChangeDialog({
  buttonLabel,
  title,
  consequence,
  confirmLabel,
  url,
  amount,
  destructive = false,
  onDone,
}: {
  buttonLabel: string;
  title: string;
  consequence: string;
  confirmLabel: string;
  /** The /api/copilot/admin route the change is POSTed to, as { reason } or { amountCents, reason }. */
  url: string;
  amount?: { label: string; maxCents?: number; defaultCents?: number };
  destructive?: boolean;
  onDone: (message: string) => Promise<void> | void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  function open() {
    setFields({});
    setError(null);
    dialog.current?.showModal();
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get("reason") ?? "").trim();
    const problems: Record<string, string> = {};
    let amountCents: number | undefined;
    if (amount) {
      amountCents = centsFromDollars(String(form.get("amount") ?? ""));
      if (amountCents === undefined || amountCents < 1)
        problems.amountCents = "Enter an amount in dollars of at least $0.01, like 12.50.";
      else if (amount.maxCents !== undefined && amountCents > amount.maxCents)
        problems.amountCents = `Enter at most ${formatCents(amount.maxCents)}.`;
    }
    if (!reason) problems.reason = "Give a reason.";
    setFields(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await adminSend("POST", url, amount ? { amountCents, reason } : { reason });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      setFields(result.fields);
      return;
    }
    dialog.current?.close();
    await onDone(`${title}: done.`);
  }

  return (
    <>
      <Button type="button" variant={destructive ? "outline" : "default"} onClick={open}>
        {buttonLabel}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-5 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <form onSubmit={(event) => void confirm(event)} noValidate className="space-y-4">
          <h2 id={headingId} className="font-semibold text-lg">
            {title}
          </h2>
          <p className="text-slate-700 text-sm">{consequence}</p>
          {error ? <Notice tone="error">{error}</Notice> : null}
          {amount ? (
            <TextField
              id={`${fieldId}-amount`}
              name="amount"
              label={amount.label}
              inputMode="decimal"
              hint={
                amount.maxCents !== undefined ? `At most ${formatCents(amount.maxCents)}.` : "In dollars."
              }
              defaultValue={amount.defaultCents !== undefined ? (amount.defaultCents / 100).toFixed(2) : ""}
              error={fields.amountCents}
              required
            />
          ) : null}
          <TextareaField
            id={`${fieldId}-reason`}
            name="reason"
            label="Reason"
            hint="Recorded in the audit log."
            maxLength={500}
            error={fields.reason}
            required
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton pending={busy} pendingLabel="Working...">
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
