import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { appSecret } from "../secrets";

/** 32 random bytes, base64url: what session tokens and emailed links carry. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: sha256(token) };
}

/** Tokens have 256 bits of entropy, so a plain SHA-256 is enough to make a stored copy useless. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** A 6-digit code, every value equally likely. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * A million codes are quickly tried offline against a plain hash, so codes are keyed with a secret
 * the app keeps apart from the candidate tables.
 */
export async function hashVerificationCode(verificationId: string, code: string): Promise<string> {
  return createHmac("sha256", await appSecret("candidate-verification-code"))
    .update(`${verificationId}:${code}`)
    .digest("base64url");
}
