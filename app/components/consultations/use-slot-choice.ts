import { useEffect, useState } from "react";
import { httpStatusOf, serverErrorBody } from "~/lib/api-errors";
import { useBrowserTimeZone } from "~/lib/use-browser-time-zone";
import type {
  ConsultationSlot,
  ConsultationSlots,
  ConsultationSlotTaken,
} from "../../../common/consultations";
import { type SlotSearch, useConsultationSlots } from "./use-consultation-slots";

/** The 409 of a booking or reschedule whose time was taken meanwhile: its message and fresh slots. */
export function slotTakenOf(error: unknown): ConsultationSlotTaken | null {
  if (httpStatusOf(error) !== 409) return null;
  const body = serverErrorBody(error);
  if (!body || typeof body.error !== "string" || !body.slots || typeof body.slots !== "object") return null;
  return { error: body.error, slots: body.slots as ConsultationSlots };
}

/** The calendar's focusable day (the roving one), where a missing or taken time sends the focus. */
export function focusCalendarDay(within: HTMLElement | null) {
  within?.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
}

/**
 * The slots of a search, in the visitor's zone (the browser's until they choose another; null until
 * the browser has said), with their day and time among them. When the slots change (another search,
 * or the fresh ones of a 409) the day stays if it still has times, else the first open day is shown;
 * the chosen time stays only while it is still open (read in the new zone).
 */
export function useSlotChoice(
  search: Pick<SlotSearch, "type" | "staff"> | null,
  initial: ConsultationSlots | null,
) {
  const browserZone = useBrowserTimeZone();
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const timeZone = chosenZone ?? browserZone;
  const state = useConsultationSlots(search && timeZone ? { ...search, timeZone } : null, initial);
  const [date, setDate] = useState<string | null>(initial?.days[0]?.date ?? null);
  const [chosen, setChosen] = useState<ConsultationSlot | null>(null);

  const { slots } = state;
  useEffect(() => {
    const days = slots?.days ?? [];
    setDate((current) => (days.some((day) => day.date === current) ? current : (days[0]?.date ?? null)));
    // The same start in the new answer: its wall clock may be another zone's now.
    setChosen(
      (current) => days.flatMap((day) => day.slots).find((slot) => slot.start === current?.start) ?? null,
    );
  }, [slots]);

  return {
    state,
    timeZone,
    setTimeZone: setChosenZone,
    date,
    setDate,
    chosen,
    choose: setChosen,
    /** The 409's fresh slots: shown at once, the taken time no longer chosen. */
    showFresh(fresh: ConsultationSlots) {
      setChosen(null);
      state.replace(fresh);
    },
    clear: () => setChosen(null),
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
