export {
  consumeRateLimit,
  deleteExpiredRateLimitCounters,
  type RateLimitResult,
  type RateLimitWindow,
} from "./consume-rate-limit";
export {
  byAccount,
  byIp,
  clientAddressKey,
  hashedClientAddress,
  type RateLimitSubject,
} from "./rate-limit-keys";
export {
  countRateLimitHit,
  enforceRateLimit,
  type RateLimitPolicy,
  rateLimit,
} from "./rate-limit-middleware";
