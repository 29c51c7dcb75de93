/** The 6-digit codes of email verification and password reset, and their keyed hashes. */
import { createHmac, randomInt } from "node:crypto";
import { appSecret } from "../secrets";

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
