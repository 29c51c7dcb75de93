/** Where a candidate lands after signing in when no page was asked for (SPEC §4). */
export const CANDIDATE_HOME = "/candidate/dashboard";

/** The sign-in page, remembering the portal page that was asked for. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const returnTo = `${location.pathname}${location.search}`;
  return `/candidate/login?${new URLSearchParams({ returnTo })}`;
}

/**
 * Public pages that send people to sign in and expect them back: the resume builder, to save a draft,
 * and an assessment, to start it or see its result as a candidate.
 */
const PUBLIC_RETURN_PAGES = /^\/(resume-builder|assessment\/[a-z0-9-]+)(\?|$)/i;

/**
 * Only a page of the candidate portal on this site, or a public page that asks people to sign in
 * (PUBLIC_RETURN_PAGES): anything else (another site, "//evil.example", a backslash trick, the
 * sign-in pages themselves) goes to the dashboard.
 */
export function safeReturnTo(value: string | null): string {
  if (!value || /[\\\s]|\/\//.test(value)) return CANDIDATE_HOME;
  if (PUBLIC_RETURN_PAGES.test(value)) return value;
  if (!/^\/candidate(\/|$|\?)/i.test(value)) return CANDIDATE_HOME;
  const page = value.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, "");
  const signInPages = ["login", "registration", "verify", "forgot-password", "reset-password"];
  return signInPages.some((name) => page === `/candidate/${name}`) ? CANDIDATE_HOME : value;
}
