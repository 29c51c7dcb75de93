import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** SPEC §9 data cache defaults. */
export const DEFAULT_STALE_TIME = 60_000;
export const DEFAULT_GC_TIME = 5 * 60_000;
export const DEFAULT_RETRY_COUNT = 1;

/** SPEC §9: site settings change rarely, so they stay fresh for 5 minutes. */
export const SITE_SETTINGS_STALE_TIME = 5 * 60_000;

/** SPEC §7/§9: the candidate profile is cached 5 minutes; no retry, because a failure clears the session. */
export const CANDIDATE_PROFILE_STALE_TIME = 5 * 60_000;
export const candidateProfileQueryOptions = {
  staleTime: CANDIDATE_PROFILE_STALE_TIME,
  retry: false,
} as const;

/** A fresh client per call: the server needs one per request so users never share cached data. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: DEFAULT_STALE_TIME,
        gcTime: DEFAULT_GC_TIME,
        retry: DEFAULT_RETRY_COUNT,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: DEFAULT_RETRY_COUNT },
    },
  });
}
