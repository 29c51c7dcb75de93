import type { RateLimitPolicy } from "../rate-limit";

/**
 * Limits on an account kind's unauthenticated calls, named after it ("candidate-login-ip", ...).
 * Sign-in is limited per address and per account, so guessing one account's password from many
 * addresses is slow too.
 */
export function accountRateLimits<Kind extends string>(kind: Kind) {
  const policy = (name: string, limit: number, windowSeconds: number): RateLimitPolicy => ({
    name: `${kind}-${name}`,
    limit,
    windowSeconds,
  });
  return {
    loginPerIp: policy("login-ip", 20, 900),
    loginPerAccount: policy("login-account", 10, 900),
    registerPerIp: policy("register-ip", 10, 3600),
    verifyPerIp: policy("verify-ip", 30, 900),
    resendPerIp: policy("resend-ip", 10, 900),
    forgotPerIp: policy("forgot-ip", 10, 3600),
    forgotPerAccount: policy("forgot-account", 3, 3600),
    resetPerIp: policy("reset-ip", 10, 900),
  } as const;
}
