import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { easternClock } from "~/components/admin/consultation-parts";
import { When } from "~/components/admin/date-time";
import { fieldsOf } from "~/components/admin/form-controls";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import { StaffScheduleForm, WEEKDAYS, weekdayName } from "~/components/admin/staff-schedule-form";
import { ColumnHeader, ConsoleTable, PageTitle, RowAction } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { loadAdminList } from "~/lib/admin-guard.server";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_LIMITS,
  CONSULTATION_TYPE_INFO,
  type CompanyHoliday,
  type StaffSchedule,
} from "../../../common/consultations";
import { fromZonedLocal, toZonedLocal } from "../../../common/time-zones";
import { formatDate } from "../../../common/timesheets";
import { listHolidays, listStaffSchedules } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultation-settings";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, async () => {
    const [staff, holidays] = await Promise.all([listStaffSchedules(), listHolidays()]);
    return { staff, holidays };
  });
}

export const meta = () => [{ title: "Consultation staff and holidays · Admin" }];

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

/** "Mon 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Tue …", or that the staff member has no hours. */
function hoursSummary(schedule: StaffSchedule): string {
  const clock = (time: string) => easternClock(`2026-01-05T${time}:00-05:00`);
  const days = WEEKDAYS.filter((day) => (schedule.weeklyHours[day] ?? []).length > 0).map(
    (day) =>
      `${weekdayName(day)} ${(schedule.weeklyHours[day] ?? []).map((range) => `${clock(range.start)}–${clock(range.end)}`).join(", ")}`,
  );
  return days.length ? days.join("; ") : "No weekly hours: not offered to visitors.";
}

/** "2026-12-01 09:00" on the Eastern clock: the same text on the server and in every browser. */
const easternText = (instant: string) => {
  const { date, time } = toZonedLocal(new Date(instant), BUSINESS_TIME_ZONE);
  return `${date} ${time}`;
};

/** A "YYYY-MM-DDTHH:MM" of a datetime-local input read on the Eastern clock, as an ISO instant ("" if it is none). */
const easternInstant = (value: FormDataEntryValue | null) => {
  const [date = "", time = ""] = String(value ?? "").split("T");
  return fromZonedLocal(date, time, BUSINESS_TIME_ZONE)?.toISOString() ?? "";
};

/**
 * Who takes consultations and when: each staff member's types, weekly hours (Eastern), meeting link
 * and time off, and the company holidays no one is booked on. Every change is audited.
 */
export default function AdminConsultationSettings({ loaderData }: Route.ComponentProps) {
  const { staff, holidays } = loaderData;
  const { message, sendDelete, succeeded } = useRowChange();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });

  async function saved(schedule: StaffSchedule, verb: string) {
    setEditing({ kind: "none" });
    await succeeded(`${schedule.name}: ${verb}.`);
  }

  return (
    <>
      <Link to="/admin/consultations" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Consultations
      </Link>
      <div className="mt-2">
        <PageTitle>Consultation staff and holidays</PageTitle>
      </div>
      <ChangeNotice message={message} />

      <section aria-labelledby="consultation-staff" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="consultation-staff" className="font-semibold text-lg text-slate-900">
            Staff
          </h2>
          {editing.kind === "none" ? (
            <Button onClick={() => setEditing({ kind: "new" })}>Add a staff member</Button>
          ) : null}
        </div>
        {editing.kind === "new" ? (
          <StaffScheduleForm
            onSaved={(schedule) => void saved(schedule, "added")}
            onClose={() => setEditing({ kind: "none" })}
          />
        ) : null}
        {staff.length === 0 ? (
          <p className="mt-4 text-slate-600 text-sm">No one takes consultations yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {staff.map((schedule) => (
              <li
                key={schedule.id}
                className="rounded-xl border border-slate-200 bg-white p-5"
                data-testid="staff-schedule"
              >
                <StaffCard schedule={schedule} />
                {editing.kind === "edit" && editing.id === schedule.id ? (
                  <StaffScheduleForm
                    schedule={schedule}
                    onSaved={(updated) => void saved(updated, "saved")}
                    onClose={() => setEditing({ kind: "none" })}
                  />
                ) : editing.kind === "none" ? (
                  <Button
                    variant="outline"
                    className="mt-3"
                    onClick={() => setEditing({ kind: "edit", id: schedule.id })}
                  >
                    Edit<span className="sr-only"> {schedule.name}</span>
                  </Button>
                ) : null}
                <TimeOff
                  schedule={schedule}
                  onRemove={(id, title) =>
                    sendDelete(
                      `/api/admin/consultations/staff/${schedule.id}/time-off/${id}`,
                      `${schedule.name}: time off ${title} removed.`,
                    )
                  }
                  onAdded={(text) => succeeded(text)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Holidays
        holidays={holidays}
        onRemove={(id, title) =>
          sendDelete(`/api/admin/consultations/holidays/${id}`, `${title}: holiday removed.`)
        }
        onAdded={(text) => succeeded(text)}
      />
    </>
  );
}

function StaffCard({ schedule }: { schedule: StaffSchedule }) {
  return (
    <>
      <h3 className="font-semibold text-slate-900">
        {schedule.name}
        {schedule.active ? null : <span className="font-normal text-slate-600"> (not taking bookings)</span>}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Email</dt>
        <dd className="break-all text-slate-700">{schedule.email}</dd>
        <dt className="font-medium text-slate-900">Takes</dt>
        <dd className="text-slate-700">
          {schedule.types.map((type) => CONSULTATION_TYPE_INFO[type].label).join(", ")}
        </dd>
        <dt className="font-medium text-slate-900">Hours (Eastern)</dt>
        <dd className="text-slate-700" suppressHydrationWarning>
          {hoursSummary(schedule)}
        </dd>
        <dt className="font-medium text-slate-900">Meeting link</dt>
        <dd className="break-all text-slate-700">{schedule.meetingUrl ?? "None (video calls need one)"}</dd>
      </dl>
    </>
  );
}

/** A staff member's coming time off, each removable, and the form that adds more (Eastern times). */
function TimeOff({
  schedule,
  onRemove,
  onAdded,
}: {
  schedule: StaffSchedule;
  onRemove: (id: string, title: string) => Promise<void>;
  onAdded: (text: string) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefix = `time-off-${schedule.id}`;
  const field = fieldsOf(prefix, errors);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setSaving(true);
    const result = await adminSend("POST", `/api/admin/consultations/staff/${schedule.id}/time-off`, {
      startsAt: easternInstant(values.get("startsAt")),
      endsAt: easternInstant(values.get("endsAt")),
      note: values.get("note"),
    });
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setFailure(result.ok || Object.keys(result.fields).length > 0 ? null : result.message);
    if (result.ok) {
      form.reset();
      await onAdded(`${schedule.name}: time off added.`);
    }
  }

  return (
    <section aria-labelledby={`${prefix}-title`} className="mt-4">
      <h4 id={`${prefix}-title`} className="font-medium text-slate-900">
        Time off of {schedule.name}
      </h4>
      {schedule.timeOff.length === 0 ? (
        <p className="text-slate-600 text-sm">None coming.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {schedule.timeOff.map((off) => {
            const title = `${easternText(off.startsAt)} to ${easternText(off.endsAt)}`;
            return (
              <li key={off.id} className="flex flex-wrap items-center gap-2">
                <span>
                  <When value={off.startsAt} /> – <When value={off.endsAt} />
                  {off.note ? <span className="text-slate-600"> · {off.note}</span> : null}
                </span>
                <RowAction
                  label="Remove"
                  title={`time off ${title}`}
                  onClick={() => void onRemove(off.id, title)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {failure ? (
        <p className="mt-2 text-red-700 text-sm" role="alert">
          {failure}
        </p>
      ) : null}
      <form
        onSubmit={(event) => void add(event)}
        noValidate
        aria-label={`Add time off for ${schedule.name}`}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <TextField {...field("startsAt")} type="datetime-local" step={900} label="From (Eastern)" required />
        <TextField {...field("endsAt")} type="datetime-local" step={900} label="To (Eastern)" required />
        <TextField
          {...field("note")}
          label="Note"
          optional
          maxLength={CONSULTATION_LIMITS.reason}
          className="min-w-40 flex-1"
        />
        <SubmitButton variant="outline" pending={saving} pendingLabel="Adding…">
          Add time off
        </SubmitButton>
      </form>
    </section>
  );
}

function Holidays({
  holidays,
  onRemove,
  onAdded,
}: {
  holidays: CompanyHoliday[];
  onRemove: (id: string, title: string) => Promise<void>;
  onAdded: (text: string) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = fieldsOf("holiday", errors);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    setSaving(true);
    const result = await adminSend("POST", "/api/admin/consultations/holidays", values);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    // A date that is already a holiday (409) has no field error: it is told at the date.
    setFailure(result.ok || Object.keys(result.fields).length > 0 ? null : result.message);
    if (result.ok) {
      form.reset();
      await onAdded(`${String(values.name)} (${formatDate(String(values.date))}): holiday added.`);
    }
  }

  return (
    <section aria-labelledby="consultation-holidays" className="mt-10">
      <h2 id="consultation-holidays" className="font-semibold text-lg text-slate-900">
        Company holidays
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        No one is offered for booking on these dates; consultations already booked stay.
      </p>
      <form
        onSubmit={(event) => void add(event)}
        noValidate
        aria-label="Add a company holiday"
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <TextField
          {...field("date")}
          type="date"
          label="Date"
          required
          error={errors.date ?? failure ?? undefined}
        />
        <TextField
          {...field("name")}
          label="Holiday name"
          required
          maxLength={CONSULTATION_LIMITS.holidayName}
          className="min-w-48 flex-1"
        />
        <SubmitButton pending={saving} pendingLabel="Adding…">
          Add holiday
        </SubmitButton>
      </form>
      <ConsoleTable
        caption="Company holidays, by date"
        columns={3}
        minWidth="narrow"
        empty={holidays.length === 0 ? "No company holidays." : null}
        head={
          <>
            <ColumnHeader>Date</ColumnHeader>
            <ColumnHeader>Holiday</ColumnHeader>
            <ColumnHeader>
              <span className="sr-only">Actions</span>
            </ColumnHeader>
          </>
        }
      >
        {holidays.map((holiday) => {
          const title = `${holiday.name} (${formatDate(holiday.date)})`;
          return (
            <tr key={holiday.id} className="border-slate-100 border-t" data-testid="holiday-row">
              <td className="p-2">{formatDate(holiday.date)}</td>
              <th scope="row" className="p-2 text-left font-medium">
                {holiday.name}
              </th>
              <td className="p-2 text-right">
                <RowAction label="Remove" title={title} onClick={() => void onRemove(holiday.id, title)} />
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
    </section>
  );
}
