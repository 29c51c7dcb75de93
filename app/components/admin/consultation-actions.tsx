import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import { errorIdOf, FieldError } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_LIMITS,
  CONSULTATION_STATUS_LABELS,
  type ConsultationSlots,
  type StaffConsultation,
} from "../../../common/consultations";
import { formatInZone } from "../../../common/interviews";
import { formatDay } from "../../../common/timesheets";
import { type AdminResult, adminGet, adminSend } from "./admin-api";
import { easternClock } from "./consultation-parts";

/** Shows how a change went (the page's notice) and reloads the page's data; hands the result back. */
export type OnChanged = <T>(result: AdminResult<T>, success: string) => Promise<AdminResult<T>>;

const bookingUrl = (consultation: StaffConsultation, action: string) =>
  `/api/admin/consultations/bookings/${consultation.id}/${action}`;

/** A titled box of the consultation page holding one action's form. */
export function ActionPanel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{hint}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const OUTCOMES = ["completed", "no_show"] as const;

/**
 * Completed or no-show, with notes. The server decides whether the consultation has begun, so a
 * consultation still ahead is answered with its refusal, shown here as it is.
 */
export function OutcomeForm({
  consultation,
  onChanged,
}: {
  consultation: StaffConsultation;
  onChanged: OnChanged;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = form.get("status");
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", bookingUrl(consultation, "outcome"), { status, notes: form.get("notes") }),
      `The consultation is marked ${status === "no_show" ? "no-show" : "completed"}.`,
    );
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
  }

  const current =
    consultation.status === "completed" || consultation.status === "no_show" ? consultation.status : null;
  return (
    <form onSubmit={(event) => void save(event)} noValidate className="max-w-2xl space-y-4">
      <fieldset aria-describedby={errors.status ? errorIdOf("consultation-outcome") : undefined}>
        <legend className="font-medium text-slate-900 text-sm">Outcome</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {OUTCOMES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800 text-sm">
              <input
                type="radio"
                name="status"
                value={value}
                defaultChecked={current === value}
                className="size-4 accent-brand-700"
              />
              {CONSULTATION_STATUS_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id="consultation-outcome" error={errors.status} className="mt-1" />
      </fieldset>
      <TextareaField
        id="consultation-notes"
        name="notes"
        label="Notes"
        optional
        rows={4}
        maxLength={CONSULTATION_LIMITS.notes}
        defaultValue={consultation.notes ?? ""}
        error={errors.notes}
      />
      <SubmitButton pending={saving} pendingLabel="Saving…">
        Record outcome
      </SubmitButton>
    </form>
  );
}

/** Cancel with a reason: the visitor is emailed the cancellation (METHOD:CANCEL) with the reason. */
export function CancelForm({
  consultation,
  onChanged,
}: {
  consultation: StaffConsultation;
  onChanged: OnChanged;
}) {
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", bookingUrl(consultation, "cancel"), { reason }),
      `The consultation is cancelled. ${consultation.name} was emailed the cancellation.`,
    );
    setSaving(false);
    setError(result.ok ? undefined : result.fields.reason);
  }

  return (
    <form onSubmit={(event) => void cancel(event)} noValidate className="max-w-2xl space-y-4">
      <TextareaField
        id="consultation-cancel-reason"
        name="reason"
        label="Reason (the visitor reads it in the email)"
        optional
        rows={3}
        maxLength={CONSULTATION_LIMITS.reason}
        error={error}
      />
      <SubmitButton
        variant="outline"
        className="border-red-700 text-red-800 hover:border-red-800 hover:text-red-900"
        pending={saving}
        pendingLabel="Cancelling…"
      >
        Cancel consultation
      </SubmitButton>
    </form>
  );
}

/** The staff member's open times for this type, on the Eastern clock (as GET /api/consultations/slots gives them). */
function useOpenSlots(consultation: StaffConsultation) {
  const [slots, setSlots] = useState<ConsultationSlots | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const query = new URLSearchParams({
      type: consultation.type,
      staff: consultation.staffId,
      timeZone: BUSINESS_TIME_ZONE,
    });
    const result = await adminGet<ConsultationSlots>(`/api/consultations/slots?${query}`);
    setSlots(result.ok ? result.data : null);
    setProblem(result.ok ? null : result.message);
  }, [consultation.type, consultation.staffId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { slots, problem, reload };
}

/**
 * Another time with the same staff member, chosen from their open slots. When the time was taken
 * meanwhile (409), the server's message is shown and the slots are read afresh.
 */
export function MoveForm({
  consultation,
  onChanged,
}: {
  consultation: StaffConsultation;
  onChanged: OnChanged;
}) {
  const { slots, problem, reload } = useOpenSlots(consultation);
  const [day, setDay] = useState("");
  const [saving, setSaving] = useState(false);
  const days = slots?.days ?? [];
  const chosenDay = days.find((option) => option.date === day) ?? days[0];

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const start = new FormData(event.currentTarget).get("start");
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", bookingUrl(consultation, "move"), { start }),
      `The consultation is moved to ${typeof start === "string" ? formatInZone(start, BUSINESS_TIME_ZONE) : "the new time"}. ${consultation.name} was emailed the updated invitation.`,
    );
    setSaving(false);
    if (!result.ok) await reload();
  }

  if (problem) return <Notice tone="error">{problem}</Notice>;
  if (!slots) return <p className="text-slate-600 text-sm">Loading the open times…</p>;
  if (!chosenDay)
    return (
      <p className="text-slate-700 text-sm">
        {consultation.staffName} has no open times for this consultation in the next 30 days.
      </p>
    );
  return (
    <form onSubmit={(event) => void move(event)} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <SelectField
        id="consultation-move-day"
        name="day"
        label="Day"
        value={chosenDay.date}
        onChange={(event) => setDay(event.target.value)}
        options={days.map((option) => ({ value: option.date, label: formatDay(option.date, "long") }))}
      />
      <SelectField
        key={chosenDay.date}
        id="consultation-move-start"
        name="start"
        label="Time (Eastern)"
        options={chosenDay.slots.map((slot) => ({ value: slot.start, label: easternClock(slot.start) }))}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={saving} pendingLabel="Moving…">
          Move consultation
        </SubmitButton>
      </div>
    </form>
  );
}
