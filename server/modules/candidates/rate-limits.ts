import { accountRateLimits } from "../../kernel/account-rate-limits";

/** Limits on the unauthenticated candidate calls (the same for every kind of account). */
export const CANDIDATE_RATE_LIMITS = accountRateLimits("candidate");
