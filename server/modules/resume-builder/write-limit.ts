import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";

/**
 * Saves, restores and profile changes per candidate: each stores a document and may render a PDF.
 * A person saving by hand never comes near it; a script looping over the API does.
 */
export const BUILDER_RESUME_WRITE_LIMIT: RateLimitPolicy = {
  name: "builder-resume-write",
  limit: 120,
  windowSeconds: 60 * 60,
};

export async function limitWrites(candidateId: string): Promise<void> {
  await enforceRateLimit(BUILDER_RESUME_WRITE_LIMIT, candidateId);
}
