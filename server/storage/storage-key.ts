import { randomUUID } from "node:crypto";

/** "YYYY/MM/<uuid>" (UTC): unguessable, free of user input, and spread over folders by month. */
export function newStorageKey(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${year}/${month}/${randomUUID()}`;
}
