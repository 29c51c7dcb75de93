import { accountRateLimits } from "../../kernel/account-rate-limits";
import type { RateLimitPolicy } from "../../rate-limit";

/** The candidate accounts' limits, under employer names, and the portal's own. */
export const EMPLOYER_RATE_LIMITS = {
  ...accountRateLimits("employer"),
  /** An owner's invitations: enough for a team, too few to probe which addresses have accounts. */
  invitePerUser: { name: "employer-invite-user", limit: 20, windowSeconds: 3600 },
  acceptPerIp: { name: "employer-accept-ip", limit: 10, windowSeconds: 900 },
  /** Google or LinkedIn sign-in, as admin sign-in: a few tries and tabs, not a flood of flows. */
  socialStartPerIp: { name: "employer-social-start-ip", limit: 60, windowSeconds: 10 * 60 },
  socialCallbackPerIp: { name: "employer-social-callback-ip", limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

/** One new code per address a minute, counted from registration too. */
export const EMPLOYER_RESEND_CODE_COOLDOWN: RateLimitPolicy = {
  name: "employer-resend-code",
  limit: 1,
  windowSeconds: 60,
};
