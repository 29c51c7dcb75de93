import { randomUUID } from "node:crypto";

/** Slash-separated segments of letters, digits, "-" and "_": no dots, so no "..", no hidden files. */
const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** "YYYY/MM/<uuid>" (UTC): unguessable, free of user input, and spread over folders by month. */
export function newStorageKey(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${year}/${month}/${randomUUID()}`;
}

/** Whether key has the shape newStorageKey gives (older keys of that shape included). */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** Stores refuse any other key, so a bug can never turn one into a path outside their root. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
