import { createHash } from "node:crypto";
import { clientAddressKey } from "../../rate-limit";

/** SHA-256 of the client address: enough to spot abuse without keeping the address. */
export function hashAddress(ip: string | undefined): string | null {
  return ip ? createHash("sha256").update(clientAddressKey(ip)).digest("base64url") : null;
}

/** The hidden field only bots fill (the contact forms' trap and its name). */
export function isFilled(value: string | undefined): boolean {
  return value !== undefined && value !== "";
}
