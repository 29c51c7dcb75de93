import { useMemo } from "react";
import { SelectField } from "~/components/forms/text-field";
import { FieldError } from "~/components/ui/form-controls";
import { Skeleton } from "~/components/ui/skeleton";
import { type ConsultationStaffOption, FIRST_AVAILABLE } from "../../../common/consultations";
import { longDate } from "../../../common/formats";
import { SlotCalendar } from "./slot-calendar";
import { TimeList } from "./time-list";
import type { SlotChoice } from "./use-slot-choice";
import { timeZoneChoices, zoneName } from "./zoned-times";

/** The API's field names: the booking and reschedule forms pass their errors as they are. */
export type SlotPickerErrors = { staffId?: string; timeZone?: string; start?: string };

/**
 * Staff member (or First available), the visitor's zone, the month calendar of the days with open
 * times and the chosen day's times: the booking page and the reschedule page both choose with it,
 * from the day, time and zone their useSlotChoice holds. The announcements (loading, how many days
 * are open) go to one polite live region.
 */
export function SlotPicker({
  idPrefix,
  staffOptions,
  staff,
  onStaffChange,
  choice,
  onChosen,
  errors,
}: {
  idPrefix: string;
  /** The staff who take the chosen type; "First available" is offered before them. */
  staffOptions: readonly ConsultationStaffOption[];
  staff: string;
  onStaffChange: (staff: string) => void;
  choice: SlotChoice;
  /** After a time is chosen (the form clears its message). */
  onChosen: () => void;
  errors: SlotPickerErrors;
}) {
  const { state, timeZone, date, chosen } = choice;
  const { slots, loading, error } = state;
  const openTimes = useMemo(
    () => new Map((slots?.days ?? []).map((day) => [day.date, day.slots.length])),
    [slots],
  );
  const dayTimes = slots?.days.find((day) => day.date === date)?.slots ?? [];
  const zone = timeZone ?? slots?.timeZone ?? null;
  const zoneLabel = zone ? zoneName(zone) : "";
  const openDays = slots?.days.length ?? 0;
  const status = !zone
    ? "Finding your time zone…"
    : loading
      ? "Loading open times…"
      : error
        ? ""
        : openDays === 0
          ? "No open times in the next 30 days. Try another staff member or type."
          : `${openDays} ${openDays === 1 ? "day has" : "days have"} open times in the next 30 days, shown in ${zoneLabel}.`;

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-staff`}
          name="staffId"
          label="Staff member"
          options={[
            { value: FIRST_AVAILABLE, label: "First available" },
            ...staffOptions.map((member) => ({ value: member.id, label: member.name })),
          ]}
          value={staff}
          onChange={(event) => onStaffChange(event.target.value)}
          error={errors.staffId}
        />
        <SelectField
          id={`${idPrefix}-time-zone`}
          name="timeZone"
          label="Your time zone"
          hint="Times are shown in this zone, with Eastern (Florida) time beside them."
          options={timeZoneChoices(zone ?? "America/New_York")}
          value={zone ?? "America/New_York"}
          onChange={(event) => choice.setTimeZone(event.target.value)}
          disabled={!zone}
          error={errors.timeZone}
        />
      </div>
      <p id={`${idPrefix}-slots-status`} aria-live="polite" className="text-slate-700 text-sm">
        {status}
      </p>
      {error ? <FieldError id={`${idPrefix}-slots`} error={error} /> : null}
      {slots && slots.days.length > 0 ? (
        <div className={loading ? "opacity-60" : undefined} aria-busy={loading}>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby={`${idPrefix}-calendar-heading`}>
              <h3 id={`${idPrefix}-calendar-heading`} className="sr-only">
                Choose a day
              </h3>
              <SlotCalendar
                from={slots.from}
                to={slots.to}
                openTimes={openTimes}
                selected={date}
                onSelect={choice.setDate}
                labelledBy={`${idPrefix}-calendar-heading`}
              />
            </section>
            <section aria-labelledby={`${idPrefix}-times-heading`} className="min-w-0">
              <h3 id={`${idPrefix}-times-heading`} className="font-semibold text-slate-900">
                {date ? `Times on ${longDate(date, { weekday: true })}` : "Choose a day to see its times"}
              </h3>
              {date && dayTimes.length === 0 ? (
                <p className="mt-2 text-slate-700 text-sm">No open times on this day.</p>
              ) : null}
              <div className="mt-3">
                <TimeList
                  slots={dayTimes}
                  timeZone={zone ?? slots.timeZone}
                  timeZoneLabel={zoneLabel}
                  chosen={chosen?.start ?? null}
                  onChoose={(slot) => {
                    choice.choose(slot);
                    onChosen();
                  }}
                  labelledBy={`${idPrefix}-times-heading`}
                  describedBy={errors.start ? `${idPrefix}-start-error` : undefined}
                />
              </div>
              <FieldError id={`${idPrefix}-start`} error={errors.start} className="mt-2" />
            </section>
          </div>
        </div>
      ) : !slots && zone && !error ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" aria-hidden="true">
          <Skeleton className="h-72" />
          <Skeleton className="h-48" />
        </div>
      ) : null}
      {errors.start && !(slots && slots.days.length > 0) ? (
        <FieldError id={`${idPrefix}-start`} error={errors.start} />
      ) : null}
    </div>
  );
}
