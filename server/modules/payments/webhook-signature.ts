/**
 * Stripe's webhook signature scheme, used for both providers so one path verifies every delivery:
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" under the endpoint secret>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { DomainError, Invalid } from "../../errors";

/** A delivery whose signature is missing, wrong or too old (400: the sender is told, nothing is done). */
export class InvalidWebhookSignature extends DomainError {
  override readonly status = 400;
  constructor(reason: string) {
    super(`Webhook signature rejected: ${reason}.`);
  }
}

/** Stripe's default: a delivery signed more than five minutes ago is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");

export function signWebhookPayload(payload: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Throws InvalidWebhookSignature unless one v1 signature matches and the time is within tolerance. */
export function verifyWebhookSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = new Date(),
): void {
  if (!header) throw new InvalidWebhookSignature("no Stripe-Signature header");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new InvalidWebhookSignature("the header has no timestamp or no v1 signature");
  }
  const expected = Buffer.from(hmac(secret, timestamp, payload), "hex");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidWebhookSignature("no signature matches the payload");
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new InvalidWebhookSignature("the signature is too old");
  }
}

/** The verified body as an event with an id and a type (a signed body that is not one is still the sender's mistake: 400). */
export function verifiedWebhookJson(
  payload: string,
  header: string | undefined,
  secret: string,
  reviver?: (key: string, value: unknown) => unknown,
): unknown {
  verifyWebhookSignature(payload, header, secret);
  let event: unknown;
  try {
    event = JSON.parse(payload, reviver);
  } catch {
    throw new Invalid("The webhook body is not valid JSON.");
  }
  const { id, type } = (event ?? {}) as { id?: unknown; type?: unknown };
  if (typeof id !== "string" || !id || typeof type !== "string") {
    throw new Invalid("The webhook body is not an event (an id and a type).");
  }
  return event;
}
