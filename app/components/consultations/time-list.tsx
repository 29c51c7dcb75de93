import { cn } from "~/lib/utils";
import type { ConsultationSlot } from "../../../common/consultations";
import { clockLabel, isEastern } from "./zoned-times";

/**
 * The open times of one day, in the visitor's zone with Florida's beside: each a toggle button named
 * by both, the chosen one pressed.
 */
export function TimeList({
  slots,
  timeZoneLabel,
  timeZone,
  chosen,
  onChoose,
  labelledBy,
  describedBy,
}: {
  slots: readonly ConsultationSlot[];
  /** The visitor's zone in words ("Pacific Standard Time"). */
  timeZoneLabel: string;
  timeZone: string;
  /** The chosen slot's start, if it is among these. */
  chosen: string | null;
  onChoose: (slot: ConsultationSlot) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const eastern = isEastern(timeZone);
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // A full day has over 30 times: they scroll in their own box beside (or under) the calendar.
      className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto p-1"
    >
      {slots.map((slot) => {
        const isChosen = slot.start === chosen;
        const local = clockLabel(slot.local.time);
        const florida = `${clockLabel(slot.eastern.time)} Eastern`;
        return (
          <li key={slot.start}>
            <button
              type="button"
              aria-pressed={isChosen}
              aria-label={eastern ? `${local} Eastern` : `${local} ${timeZoneLabel}, ${florida}`}
              onClick={() => onChoose(slot)}
              className={cn(
                "flex w-full flex-col items-center rounded-lg border px-2 py-2 text-center focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1",
                isChosen
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:border-brand-700 hover:bg-brand-50",
              )}
            >
              <span className="font-semibold">{local}</span>
              {eastern ? null : (
                <span className={cn("text-xs", isChosen ? "text-brand-50" : "text-slate-600")}>
                  {florida}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
