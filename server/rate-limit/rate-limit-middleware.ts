import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Executor } from "../db/client";
import { TooManyRequests } from "../errors";
import { consumeRateLimit, type RateLimitResult, type RateLimitWindow } from "./consume-rate-limit";
import type { RateLimitSubject } from "./rate-limit-keys";

/** A named limit, e.g. { name: "login-per-account", limit: 5, windowSeconds: 900 }. */
export type RateLimitPolicy = RateLimitWindow & { name: string };

/**
 * Express middleware counting each request against policy for the subject key(req) picks. Stack
 * several on one route (per IP and per account); the first one over its limit answers 429.
 */
export function rateLimit({ key, ...policy }: RateLimitPolicy & { key: RateLimitSubject }): RequestHandler {
  assertValidPolicy(policy);
  return async (req, res, next) => {
    const subject = key(req);
    if (!subject) return next();
    const result = await consumeRateLimit(counterKey(policy.name, subject), policy);
    reportRemaining(res, result.limit, result.remaining);
    if (!result.allowed) throw new TooManyRequests(result.retryAfterSeconds);
    next();
  };
}

/** The same check for code outside Express middleware (route actions, domain services). */
export async function enforceRateLimit(policy: RateLimitPolicy, subject: string): Promise<RateLimitResult> {
  const result = await countRateLimitHit(policy, subject);
  if (!result.allowed) throw new TooManyRequests(result.retryAfterSeconds);
  return result;
}

/**
 * Counts a hit without refusing anything, e.g. a code sent at registration starting the same
 * cooldown that "send a new code" enforces. Pass the transaction when the hit belongs to its write.
 */
export async function countRateLimitHit(
  policy: RateLimitPolicy,
  subject: string,
  executor?: Executor,
): Promise<RateLimitResult> {
  assertValidPolicy(policy);
  return consumeRateLimit(counterKey(policy.name, subject), policy, executor);
}

/** Hashed so the table holds no e-mail or IP addresses and keys stay short whatever the input. */
function counterKey(name: string, subject: string): string {
  return `${name}:${createHash("sha256").update(subject).digest("base64url")}`;
}

/** With stacked limits the client hears about the one closest to running out. */
function reportRemaining(res: Response, limit: number, remaining: number) {
  const reported = Number(res.getHeader("RateLimit-Remaining") ?? Number.POSITIVE_INFINITY);
  if (remaining > reported) return;
  res.setHeader("RateLimit-Limit", String(limit));
  res.setHeader("RateLimit-Remaining", String(remaining));
}

function assertValidPolicy({ name, limit, windowSeconds }: RateLimitPolicy) {
  if (
    !name ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    !Number.isInteger(windowSeconds) ||
    windowSeconds < 1
  ) {
    throw new Error(
      `Invalid rate limit policy "${name}": limit and windowSeconds must be whole numbers ≥ 1.`,
    );
  }
}
