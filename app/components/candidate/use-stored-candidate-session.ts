import { useSyncExternalStore } from "react";
import {
  type CandidateSession,
  readCandidateSession,
  subscribeToCandidateSession,
} from "~/lib/candidate-session";

/**
 * The stored session; undefined until the browser has read storage (always so on the server). Its
 * own module: the sign-in page needs it without TanStack Query.
 */
export function useStoredCandidateSession(): CandidateSession | null | undefined {
  return useSyncExternalStore(subscribeToCandidateSession, readCandidateSession, () => undefined);
}
