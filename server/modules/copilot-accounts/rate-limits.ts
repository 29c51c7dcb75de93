import { accountRateLimits } from "../../kernel/account-rate-limits";
import type { RateLimitPolicy } from "../../rate-limit";

/** The candidate accounts' limits, under copilot names, and the workspace's own. */
export const COPILOT_RATE_LIMITS = {
  ...accountRateLimits("copilot"),
  /** An owner's invitations: enough for a team, too few to probe which addresses have accounts. */
  invitePerUser: { name: "copilot-invite-user", limit: 20, windowSeconds: 3600 },
  acceptPerIp: { name: "copilot-accept-ip", limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitPolicy>;

/** One new code per address a minute, counted from signup too. */
export const COPILOT_RESEND_CODE_COOLDOWN: RateLimitPolicy = {
  name: "copilot-resend-code",
  limit: 1,
  windowSeconds: 60,
};
