/**
 * localStorage and sessionStorage that never throw: both are absent during server rendering and can
 * throw when the browser denies access (privacy modes, sandboxed frames, a full quota).
 */
export type StorageArea = "local" | "session";

function area(which: StorageArea): Storage | undefined {
  try {
    return which === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Without storage the value lives only as long as the page; nothing else to do.
  }
}

export function removeFromStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored where nothing can be stored.
  }
}

/** A value kept in either area: the long-lived one (localStorage) wins. */
export function readEitherStorage(key: string): string | null {
  return readStorage("local", key) ?? readStorage("session", key);
}
