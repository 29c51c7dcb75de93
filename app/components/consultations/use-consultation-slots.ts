import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import type { ConsultationSlots, ConsultationType } from "../../../common/consultations";

export type SlotSearch = { type: ConsultationType; staff: string; timeZone: string };

export type SlotsState = {
  /** The last answer (kept on screen while a new search runs). */
  slots: ConsultationSlots | null;
  loading: boolean;
  /** Why the last search failed, for the page to say. */
  error: string | null;
  /** Shows the fresh slots a 409 came with, without another request. */
  replace: (slots: ConsultationSlots) => void;
};

const sameSearch = (slots: ConsultationSlots | null, search: SlotSearch) =>
  slots !== null &&
  slots.type === search.type &&
  slots.timeZone === search.timeZone &&
  (slots.staffId ?? "any") === search.staff;

/**
 * The open slots of GET /api/consultations/slots for a type, staff choice and zone: fetched again
 * whenever one of them changes (an older answer arriving late is dropped). `initial` is what the
 * server rendered; it stands while it answers the same search. `search` is null until the page knows
 * the visitor's zone.
 */
export function useConsultationSlots(
  search: SlotSearch | null,
  initial: ConsultationSlots | null,
): SlotsState {
  const [slots, setSlots] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const { type, staff, timeZone } = search ?? {};
  useEffect(() => {
    if (!type || !staff || !timeZone) return;
    if (latest.current === 0 && sameSearch(initial, { type, staff, timeZone })) {
      latest.current = 1;
      return;
    }
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    const query = new URLSearchParams({ type, staff, timeZone });
    apiRequest("GET", `/api/consultations/slots?${query}`)
      .then((res) => res.json() as Promise<ConsultationSlots>)
      .then((found) => {
        if (request === latest.current) setSlots(found);
      })
      .catch((failure: unknown) => {
        if (request === latest.current)
          setError(serverErrorMessage(failure) ?? "We could not load the open times. Please try again.");
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [type, staff, timeZone, initial]);

  const replace = useCallback((fresh: ConsultationSlots) => {
    latest.current++;
    setLoading(false);
    setSlots(fresh);
  }, []);

  return { slots, loading, error, replace };
}
