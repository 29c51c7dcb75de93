import { useEffect, useState } from "react";
import { httpStatusOf, serverErrorBody } from "~/lib/api-errors";
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

/**
 * The slots of a search with the visitor's day and time among them. When the slots change (another
 * search, or the fresh ones of a 409) the day stays if it still has times, else the first open day
 * is shown; the chosen time stays only while it is still open (read in the new zone).
 */
export function useSlotChoice(
  search: { type: SlotSearch["type"]; staff: string; timeZone: string | null } | null,
  initial: ConsultationSlots | null,
) {
  const state = useConsultationSlots(
    search?.timeZone ? { type: search.type, staff: search.staff, timeZone: search.timeZone } : null,
    initial,
  );
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
