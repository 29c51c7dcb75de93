import type { RateLimitPolicy } from "../../rate-limit";

/**
 * Limits on the unauthenticated candidate calls. Sign-in is limited per address and per account, so
 * guessing one account's password from many addresses is slow too.
 */
export const CANDIDATE_RATE_LIMITS = {
  loginPerIp: { name: "candidate-login-ip", limit: 20, windowSeconds: 900 },
  loginPerAccount: { name: "candidate-login-account", limit: 10, windowSeconds: 900 },
  registerPerIp: { name: "candidate-register-ip", limit: 10, windowSeconds: 3600 },
  verifyPerIp: { name: "candidate-verify-ip", limit: 30, windowSeconds: 900 },
  resendPerIp: { name: "candidate-resend-ip", limit: 10, windowSeconds: 900 },
  forgotPerIp: { name: "candidate-forgot-ip", limit: 10, windowSeconds: 3600 },
  forgotPerAccount: { name: "candidate-forgot-account", limit: 3, windowSeconds: 3600 },
  resetPerIp: { name: "candidate-reset-ip", limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitPolicy>;
