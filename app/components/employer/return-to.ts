/** Where an employer lands after signing in when no page was asked for. */
export const EMPLOYER_HOME = "/employer/dashboard";

/** The employer pages that are not the portal: never a place to return to after signing in. */
const SIGN_IN_PAGES = ["login", "registration", "verify", "forgot-password", "reset-password", "invitation"];

/** The sign-in page, remembering the portal page that was asked for. */
export function employerLoginPathFor(location: { pathname: string; search: string }): string {
  const returnTo = `${location.pathname}${location.search}`;
  return `/employer/login?${new URLSearchParams({ returnTo })}`;
}

/**
 * Only a page of the employer portal on this site, or the public candidate database (employers sign
 * in there to request a candidate): anything else (another site, "//evil.example", a backslash
 * trick, the landing page or the sign-in pages themselves) goes to the dashboard.
 */
export function safeEmployerReturnTo(value: string | null | undefined): string {
  if (!value || /[\\\s]|\/\//.test(value)) return EMPLOYER_HOME;
  if (/^\/candidate-database(?:[?#]|$)/.test(value)) return value;
  if (!/^\/employer\//i.test(value)) return EMPLOYER_HOME;
  const page = value.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, "");
  return SIGN_IN_PAGES.some((name) => page === `/employer/${name}`) || page === "/employer"
    ? EMPLOYER_HOME
    : value;
}
