/** Secret tokens for sessions and emailed links: only their SHA-256 hash is stored. */
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what session tokens and emailed links carry. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: sha256(token) };
}

/** Tokens have 256 bits of entropy, so a plain SHA-256 is enough to make a stored copy useless. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
