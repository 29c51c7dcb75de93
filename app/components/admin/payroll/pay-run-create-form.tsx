import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import type { PayRunDetail } from "../../../../common/payroll";

const FIELDS = [
  { name: "periodStart", label: "Period start" },
  { name: "periodEnd", label: "Period end" },
  { name: "payDate", label: "Pay date" },
] as const;

/**
 * Drafts a pay run: approved, unpaid timesheet weeks starting in the period become stubs to review.
 * Defaults to last week (Monday–Sunday) paid this Friday.
 */
export function PayRunCreateForm({
  defaults,
}: {
  defaults: { periodStart: string; periodEnd: string; payDate: string };
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await adminSend<PayRunDetail>("POST", "/api/admin/pay-runs", values);
    setBusy(false);
    if (result.ok) {
      await navigate(`/admin/pay-runs/${result.data.id}`);
      return;
    }
    setErrors(result.fields);
    setMessage(result.message);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="pay-run-create"
    >
      <h2 id="pay-run-create" className="font-semibold text-lg text-slate-900">
        New pay run
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        Approved timesheet weeks that start in the period and no stub pays yet become a draft to review.
      </p>
      {message ? (
        <Notice tone="error" className="mt-3">
          {message}
        </Notice>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            id={`pay-run-${name}`}
            label={label}
            error={errors[name]}
            type="date"
            required
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
      </div>
      <SubmitButton className="mt-4" pending={busy} pendingLabel="Computing…">
        Create draft pay run
      </SubmitButton>
    </form>
  );
}
