/** A message the server keeps refusing for a reason of its own is given up after this many tries. */
export const MAX_ATTEMPTS = 8;

/** Waits after the 1st, 2nd, 3rd… failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];

/**
 * How long to wait before the next try after `attempts` failed ones, ±20 % so that messages that
 * failed together (the server was down) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  const base = RETRY_DELAYS_MS[index] ?? 0;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * - bounce: the recipient's server said the mailbox does not exist or will never take mail (5xx
 *   on RCPT TO). Retrying would get the same answer and hurt our sender reputation.
 * - unreachable: our SMTP server could not be reached or would not talk to us (down, timeout,
 *   TLS, credentials). Nothing is wrong with the message, so it is retried however long it takes.
 * - refused: the server took the connection but refused this message for now; retried up to
 *   MAX_ATTEMPTS.
 */
export type SmtpFailureKind = "bounce" | "unreachable" | "refused";

const UNREACHABLE_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EAUTH",
  "ENOAUTH",
  "EOAUTH2",
  "EPROXY",
]);

type SmtpError = { code?: unknown; command?: unknown; responseCode?: unknown };

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  const { code, command, responseCode } = (typeof error === "object" && error ? error : {}) as SmtpError;
  const status = typeof responseCode === "number" ? responseCode : 0;
  if (command === "RCPT TO" && status >= 500 && status < 600) return "bounce";
  // 421: "service not available, closing channel" is the server going away, not a verdict.
  if (status === 421 || (typeof code === "string" && UNREACHABLE_CODES.has(code))) return "unreachable";
  return "refused";
}
