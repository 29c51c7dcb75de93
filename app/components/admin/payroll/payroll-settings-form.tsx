import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import type { PayrollSettingsView } from "../../../../common/payroll";

type Values = Omit<PayrollSettingsView, "updatedAt">;

const FIELDS: readonly { name: keyof Values; label: string; hint: string }[] = [
  { name: "federalPercent", label: "Federal withholding (%)", hint: "A flat rate of gross pay." },
  { name: "statePercent", label: "State withholding (%)", hint: "Florida has no state income tax: 0." },
  { name: "socialSecurityPercent", label: "Social Security (%)", hint: "6.2% in 2026." },
  {
    name: "socialSecurityWageBase",
    label: "Social Security wage base ($)",
    hint: "Yearly gross taxed for Social Security.",
  },
  { name: "medicarePercent", label: "Medicare (%)", hint: "1.45% of all gross pay." },
  { name: "overtimeThresholdHours", label: "Overtime after (hours a week)", hint: "In quarter hours." },
  { name: "overtimeMultiplier", label: "Overtime multiplier", hint: "1.5 is time and a half." },
];

/** The payroll rates; saved (and audited) through PUT /api/admin/payroll-settings. Draft runs use them when recomputed. */
export function PayrollSettingsForm({ settings }: { settings: PayrollSettingsView }) {
  const revalidator = useRevalidator();
  const { updatedAt: _updatedAt, ...initial } = settings;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await adminSend<PayrollSettingsView>("PUT", "/api/admin/payroll-settings", values);
    setBusy(false);
    if (result.ok) {
      const { updatedAt: _saved, ...saved } = result.data;
      setValues(saved);
      setErrors({});
      setMessage({ tone: "success", text: "Payroll settings saved. New and recomputed pay runs use them." });
      await revalidator.revalidate();
    } else {
      setErrors(result.fields);
      setMessage({ tone: "error", text: result.message });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="payroll-settings"
    >
      <h2 id="payroll-settings" className="font-semibold text-lg text-slate-900">
        Withholding and overtime
      </h2>
      {message ? (
        <Notice tone={message.tone} className="mt-3">
          {message.text}
        </Notice>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map(({ name, label, hint }) => (
          <TextField
            key={name}
            id={`payroll-${name}`}
            label={label}
            hint={hint}
            error={errors[name]}
            inputMode="decimal"
            required
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
      </div>
      <SubmitButton className="mt-4" pending={busy} pendingLabel="Saving…">
        Save payroll settings
      </SubmitButton>
    </form>
  );
}
