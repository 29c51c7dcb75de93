import {
  readEitherStorage,
  readStorage,
  removeFromStorage,
  type StorageArea,
  writeStorage,
} from "./browser-storage";
import { COPILOT_TOKEN_KEY } from "./session-storage-keys";

/**
 * The AI hiring assistant's client session (SPEC §6): only the bearer token, under the copilot key,
 * which the API client sends on /api/copilot paths. As for candidates, "Remember me" keeps it in
 * localStorage (the server keeps it 30 days); without it, sessionStorage, emptied when the browser
 * closes. Who is signed in is always asked of the server (GET /api/copilot/me).
 */
export function saveCopilotToken(token: string, rememberMe: boolean): void {
  clearStoredToken();
  const where: StorageArea = rememberMe ? "local" : "session";
  writeStorage(where, COPILOT_TOKEN_KEY, token);
  notify();
}

/** Logout, an ended session and a password reset all end here. */
export function clearCopilotToken(): void {
  clearStoredToken();
  notify();
}

function clearStoredToken() {
  for (const where of ["local", "session"] as const) removeFromStorage(where, COPILOT_TOKEN_KEY);
}

export function readCopilotToken(): string | null {
  return readEitherStorage(COPILOT_TOKEN_KEY);
}

/** The address that still needs verifying, between sign-in or signup and the verify-code page. */
const PENDING_VERIFICATION_KEY = "copilotPendingVerificationEmail";

export function rememberCopilotPendingVerification(email: string): void {
  writeStorage("session", PENDING_VERIFICATION_KEY, email);
}

export function copilotPendingVerificationEmail(): string | null {
  return readStorage("session", PENDING_VERIFICATION_KEY);
}

export function forgetCopilotPendingVerification(): void {
  removeFromStorage("session", PENDING_VERIFICATION_KEY);
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Re-reads on this page's own changes and on changes other tabs make (the storage event). */
export function subscribeToCopilotToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COPILOT_TOKEN_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
