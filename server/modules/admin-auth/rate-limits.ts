import type { RateLimitPolicy } from "../../rate-limit";

/** Per address: generous for people (a few tries, several tabs), tight enough to stop a flood of flows. */
export const ADMIN_SIGN_IN_RATE_LIMITS = {
  startPerIp: { name: "admin-sign-in-start-per-ip", limit: 60, windowSeconds: 10 * 60 },
  callbackPerIp: { name: "admin-sign-in-callback-per-ip", limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;
