import { CalendarClockIcon } from "lucide-react";
import {
  CONSULTATION_TYPE_INFO,
  type ConsultationSlot,
  type ConsultationType,
} from "../../../common/consultations";
import { longDate } from "../../../common/formats";
import { clockLabel, isEastern, zoneName } from "./zoned-times";

/** The time the visitor picked, in words, above the rest of the form: what they are about to book. */
export function ChosenSlot({
  slot,
  timeZone,
  type,
}: {
  slot: ConsultationSlot;
  timeZone: string;
  type: ConsultationType | null;
}) {
  return (
    <p
      className="flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-900 text-sm"
      data-testid="chosen-slot"
      aria-live="polite"
    >
      <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
      <span>
        <strong className="font-semibold">
          {longDate(slot.local.date, { weekday: true })} at {clockLabel(slot.local.time)}{" "}
          {zoneName(timeZone, slot.start)}
        </strong>
        {isEastern(timeZone) ? null : (
          <span className="block">
            {longDate(slot.eastern.date, { weekday: true })} at {clockLabel(slot.eastern.time)} Eastern
            (Florida)
          </span>
        )}
        {type ? <span className="block">{CONSULTATION_TYPE_INFO[type].durationMinutes} minutes</span> : null}
      </span>
    </p>
  );
}
