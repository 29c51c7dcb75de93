import { type FormEvent, useState } from "react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { errorIdOf, FieldError } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import {
  BUSINESS_HOURS,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  CONSULTATION_TYPE_INFO,
  CONSULTATION_TYPES,
  type HoursRange,
  type StaffSchedule,
  type WeeklyHours,
} from "../../../common/consultations";
import { DAY_NAMES } from "../../../common/timesheets";
import { fieldsOf, useRecordSave } from "./form-controls";

export const WEEKDAYS = ["1", "2", "3", "4", "5"] as const satisfies readonly (keyof WeeklyHours)[];
export const weekdayName = (day: (typeof WEEKDAYS)[number]) => DAY_NAMES[Number(day) - 1] ?? day;

const FULL_DAY: HoursRange = { start: BUSINESS_HOURS.opens, end: "17:00" };
/** A new staff member starts on the usual week, 9 to 5 Monday to Friday; staff change what differs. */
const USUAL_WEEK: WeeklyHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [FULL_DAY]]));
/** The server allows up to four ranges a day (a lunch break, a school run). */
const MAX_RANGES = 4;

/** The first error the server gave anywhere in the weekly hours ("weeklyHours", "weeklyHours.2.0"...). */
const hoursErrorOf = (errors: Record<string, string>) =>
  Object.entries(errors).find(([key]) => key === "weeklyHours" || key.startsWith("weeklyHours."))?.[1];

/**
 * Add or edit a staff member's booking settings: who they are, whether they take bookings, which
 * types, their hours on each weekday (ranges within 9:00 AM–6:00 PM Eastern) and their meeting link.
 * The server checks everything; its message shows at each field.
 */
export function StaffScheduleForm({
  schedule,
  onSaved,
  onClose,
}: {
  schedule?: StaffSchedule;
  onSaved: (saved: StaffSchedule) => void;
  onClose: () => void;
}) {
  const { errors, message, saving, save } = useRecordSave<StaffSchedule>(
    "/api/admin/consultations/staff",
    schedule?.id,
  );
  const [hours, setHours] = useState<WeeklyHours>(schedule?.weeklyHours ?? USUAL_WEEK);
  const prefix = schedule ? `staff-${schedule.id}` : "staff-new";
  const field = fieldsOf(prefix, errors);
  const hoursError = hoursErrorOf(errors);
  // A taken email is a 409 without field errors: it is still told at the email field.
  const emailTaken = message === CONSULTATION_MESSAGES.staffEmailTaken;

  const setRange = (day: (typeof WEEKDAYS)[number], index: number, part: keyof HoursRange, value: string) =>
    setHours((current) => ({
      ...current,
      [day]: (current[day] ?? []).map((range, at) => (at === index ? { ...range, [part]: value } : range)),
    }));
  const addRange = (day: (typeof WEEKDAYS)[number]) =>
    setHours((current) => {
      const ranges = current[day] ?? [];
      const last = ranges.at(-1);
      const next = last ? { start: last.end, end: BUSINESS_HOURS.closes } : FULL_DAY;
      return { ...current, [day]: [...ranges, next] };
    });
  const removeRange = (day: (typeof WEEKDAYS)[number], index: number) =>
    setHours((current) => ({ ...current, [day]: (current[day] ?? []).filter((_, at) => at !== index) }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const weeklyHours = Object.fromEntries(
      WEEKDAYS.filter((day) => (hours[day] ?? []).length > 0).map((day) => [day, hours[day]]),
    );
    const saved = await save({
      email: form.get("email"),
      name: form.get("name"),
      active: form.get("active") === "on",
      types: form.getAll("types"),
      weeklyHours,
      meetingUrl: form.get("meetingUrl"),
    });
    if (saved) onSaved(saved);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={schedule ? `Edit ${schedule.name}` : "Add a staff member"}
      className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      {message && !emailTaken && Object.keys(errors).length === 0 ? (
        <Notice tone="error">{message}</Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("name")}
          label="Name"
          required
          autoComplete="off"
          maxLength={CONSULTATION_LIMITS.staffName}
          defaultValue={schedule?.name}
        />
        <TextField
          {...field("email")}
          error={errors.email ?? (emailTaken ? message : undefined)}
          type="email"
          label="Work email"
          required
          autoComplete="off"
          maxLength={CONSULTATION_LIMITS.email}
          defaultValue={schedule?.email}
          hint="The address they sign in to the console with; booking notes go there."
        />
      </div>
      <CheckboxField
        id={`${prefix}-active`}
        name="active"
        label="Takes bookings (inactive staff are not offered to visitors)"
        defaultChecked={schedule?.active ?? true}
        error={errors.active}
      />
      <fieldset aria-describedby={errors.types ? errorIdOf(`${prefix}-types`) : undefined}>
        <legend className="font-medium text-slate-900 text-sm">Consultation types they take</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CONSULTATION_TYPES.map((type) => (
            <CheckboxField
              key={type}
              id={`${prefix}-type-${type}`}
              name="types"
              value={type}
              label={CONSULTATION_TYPE_INFO[type].label}
              defaultChecked={schedule ? schedule.types.includes(type) : true}
            />
          ))}
        </div>
        <FieldError id={`${prefix}-types`} error={errors.types} className="mt-1" />
      </fieldset>
      <fieldset
        aria-describedby={`${prefix}-hours-hint${hoursError ? ` ${errorIdOf(`${prefix}-hours`)}` : ""}`}
      >
        <legend className="font-medium text-slate-900 text-sm">Weekly hours (Eastern)</legend>
        <p id={`${prefix}-hours-hint`} className="text-slate-600 text-sm">
          Within 9:00 AM–6:00 PM, Monday to Friday. A day without hours is not worked.
        </p>
        <FieldError id={`${prefix}-hours`} error={hoursError} className="mt-1" />
        <ul className="mt-3 space-y-3">
          {WEEKDAYS.map((day) => {
            const ranges = hours[day] ?? [];
            return (
              <li key={day} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900 text-sm">{weekdayName(day)}</p>
                {ranges.length === 0 ? <p className="text-slate-600 text-sm">Not working.</p> : null}
                {ranges.map((range, index) => (
                  <div
                    // Ranges have no id of their own; their place in the day is who they are.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    key={index}
                    className="mt-2 flex flex-wrap items-end gap-2"
                  >
                    <TextField
                      id={`${prefix}-hours-${day}-${index}-start`}
                      type="time"
                      step={900}
                      min={BUSINESS_HOURS.opens}
                      max={BUSINESS_HOURS.closes}
                      label={`${weekdayName(day)} from`}
                      value={range.start}
                      onChange={(event) => setRange(day, index, "start", event.target.value)}
                      className="w-36"
                    />
                    <TextField
                      id={`${prefix}-hours-${day}-${index}-end`}
                      type="time"
                      step={900}
                      min={BUSINESS_HOURS.opens}
                      max={BUSINESS_HOURS.closes}
                      label={`${weekdayName(day)} to`}
                      value={range.end}
                      onChange={(event) => setRange(day, index, "end", event.target.value)}
                      className="w-36"
                    />
                    <Button variant="outline" onClick={() => removeRange(day, index)}>
                      Remove<span className="sr-only"> these {weekdayName(day)} hours</span>
                    </Button>
                  </div>
                ))}
                {ranges.length < MAX_RANGES ? (
                  <Button variant="ghost" className="mt-2" onClick={() => addRange(day)}>
                    Add hours<span className="sr-only"> on {weekdayName(day)}</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <TextField
        {...field("meetingUrl")}
        type="url"
        label="Meeting link for video calls"
        optional
        placeholder="https://meet.example.com/your-room"
        maxLength={CONSULTATION_LIMITS.meetingUrl}
        defaultValue={schedule?.meetingUrl ?? ""}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={saving} pendingLabel="Saving…">
          {schedule ? "Save changes" : "Add staff member"}
        </SubmitButton>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
