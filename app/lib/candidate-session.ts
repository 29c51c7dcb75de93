import type { CandidateProfile } from "../../common/candidate-options";
import {
  readEitherStorage,
  readStorage,
  removeFromStorage,
  type StorageArea,
  writeStorage,
} from "./browser-storage";
import { CANDIDATE_DATA_KEY, CANDIDATE_TOKEN_KEY } from "./session-storage-keys";

/** SPEC §3: the stored candidate session, a token and the candidate's data. */
export type CandidateSession = { token: string; candidate: CandidateProfile };

/** The address that still needs verifying, between the sign-in notice and /candidate/verify (SPEC §4). */
const PENDING_VERIFICATION_KEY = "candidatePendingVerificationEmail";

/**
 * Remember me keeps the session in localStorage, so it outlives the browser (the server keeps it 30
 * days); without it, sessionStorage, which the browser empties when it closes.
 */
export function saveCandidateSession(session: CandidateSession, rememberMe: boolean): void {
  clearStoredSession();
  const where: StorageArea = rememberMe ? "local" : "session";
  writeStorage(where, CANDIDATE_TOKEN_KEY, session.token);
  writeStorage(where, CANDIDATE_DATA_KEY, JSON.stringify(session.candidate));
  notify();
}

/** Keeps the stored data in step with the latest profile, in whichever area holds the session. */
export function updateStoredCandidate(candidate: CandidateProfile): void {
  const where: StorageArea = readStorage("local", CANDIDATE_TOKEN_KEY) ? "local" : "session";
  const json = JSON.stringify(candidate);
  if (readStorage(where, CANDIDATE_DATA_KEY) === json) return;
  writeStorage(where, CANDIDATE_DATA_KEY, json);
  notify();
}

/** Logout, a failed profile check and unreadable data all end here (SPEC §4). */
export function clearCandidateSession(): void {
  clearStoredSession();
  notify();
}

function clearStoredSession() {
  for (const where of ["local", "session"] as const) {
    removeFromStorage(where, CANDIDATE_TOKEN_KEY);
    removeFromStorage(where, CANDIDATE_DATA_KEY);
  }
}

export function rememberPendingVerification(email: string): void {
  writeStorage("session", PENDING_VERIFICATION_KEY, email);
}

export function pendingVerificationEmail(): string | null {
  return readStorage("session", PENDING_VERIFICATION_KEY);
}

export function forgetPendingVerification(): void {
  removeFromStorage("session", PENDING_VERIFICATION_KEY);
}

/**
 * The stored session, or null when there is none. Data that cannot be read as a candidate (edited by
 * hand, left by an older version, cut short) clears the session (SPEC §4). The same object comes
 * back while storage is unchanged, as useSyncExternalStore needs.
 */
export function readCandidateSession(): CandidateSession | null {
  const token = readEitherStorage(CANDIDATE_TOKEN_KEY);
  const data = readEitherStorage(CANDIDATE_DATA_KEY);
  if (token === cached.token && data === cached.data) return cached.session;
  const session = token || data ? parseSession(token, data) : null;
  if ((token || data) && !session) {
    clearStoredSession();
    cached = { token: null, data: null, session: null };
    return null;
  }
  cached = { token, data, session };
  return session;
}

let cached: { token: string | null; data: string | null; session: CandidateSession | null } = {
  token: null,
  data: null,
  session: null,
};

function parseSession(token: string | null, data: string | null): CandidateSession | null {
  if (!token || !data) return null;
  try {
    const candidate: unknown = JSON.parse(data);
    return isCandidate(candidate) ? { token, candidate } : null;
  } catch {
    return null;
  }
}

function isCandidate(value: unknown): value is CandidateProfile {
  if (!value || typeof value !== "object") return false;
  const { id, email, firstName, lastName } = value as Record<string, unknown>;
  return [id, email, firstName, lastName].every((field) => typeof field === "string" && field !== "");
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Re-reads on this page's own changes and on changes other tabs make (the storage event). */
export function subscribeToCandidateSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CANDIDATE_TOKEN_KEY || event.key === CANDIDATE_DATA_KEY) {
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
