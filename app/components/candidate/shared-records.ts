/**
 * Query options for portal data that recruiters change too (stages, interviews, referral progress):
 * the cached answer shows at once and is refetched every time a page opens, so a candidate never
 * reads yesterday's stage after moving between portal pages (SPEC §9's five-minute staleness is for
 * data only the candidate changes, like the profile).
 */
export const SHARED_RECORD_QUERY = { refetchOnMount: "always" } as const;

/** The candidate's applications (server/api/candidate-applications.ts), read by several portal pages. */
export const CANDIDATE_APPLICATIONS_URL = "/api/candidates/applications";
