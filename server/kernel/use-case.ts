// Use cases: a feature's action declared once (input schema, rate limits, function) and run the same way
// by page actions and API routers (ADR 0010).
import type { z } from "zod";
import { clientAddressKey, enforceRateLimit, type RateLimitPolicy } from "../rate-limit";
import { parseInput } from "./parse-input";

/** Who is calling, as both channels know it: Express's req.ip or a page action's context.clientIp. */
export type Caller = { ip?: string };

/** A declared limit: the policy, and whom one call counts against (undefined skips it for that call). */
export type UseCaseLimit<Input> = RateLimitPolicy & {
  key: (input: Input, caller: Caller) => string | undefined;
};

/**
 * One thing a visitor can do, declared once in its feature module and called the same way by the
 * page action and the API router (runUseCase), so its input rules and rate limits cannot drift apart.
 */
export type UseCase<Schema extends z.ZodType, Result> = {
  input: Schema;
  limits: readonly UseCaseLimit<z.output<Schema>>[];
  run: (input: z.output<Schema>, caller: Caller) => Promise<Result>;
};

/** Counts per client address (an IPv6 /64 as one client); a call without an address is not counted. */
export const perClientAddress = (_input: unknown, { ip }: Caller): string | undefined =>
  ip ? clientAddressKey(ip) : undefined;

/**
 * Parses the input with the use case's schema (Invalid naming each field), then counts the call
 * against each declared limit (TooManyRequests with Retry-After), then runs it. Only well-formed
 * calls count, so a person correcting a mistake does not use up the allowance.
 */
export async function runUseCase<Schema extends z.ZodType, Result>(
  useCase: UseCase<Schema, Result>,
  rawInput: unknown,
  caller: Caller,
): Promise<Result> {
  const input = parseInput(useCase.input, rawInput);
  for (const { key, ...policy } of useCase.limits) {
    const subject = key(input, caller);
    if (subject) await enforceRateLimit(policy, subject);
  }
  return useCase.run(input, caller);
}
