/** Where a candidate lands after signing in when no page was asked for (SPEC §4). */
export const CANDIDATE_HOME = "/candidate/dashboard";

/** The sign-in page, remembering the portal page that was asked for. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const returnTo = `${location.pathname}${location.search}`;
  return `/candidate/login?${new URLSearchParams({ returnTo })}`;
}

/**
 * Only a page of the candidate portal on this site: anything else (another site, "//evil.example",
 * a backslash trick, the sign-in pages themselves) goes to the dashboard.
 */
export function safeReturnTo(value: string | null): string {
  if (!value || !/^\/candidate(\/|$|\?)/i.test(value) || /[\\\s]|\/\//.test(value)) return CANDIDATE_HOME;
  const page = value.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, "");
  const signInPages = ["login", "registration", "verify", "forgot-password", "reset-password"];
  return signInPages.some((name) => page === `/candidate/${name}`) ? CANDIDATE_HOME : value;
}
