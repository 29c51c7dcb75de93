/**
 * `path?query`, carrying the current page's `returnTo` along: sign in → create an account → verify →
 * sign in ends on the page that sent the person (the resume builder, to save a draft), not on the
 * dashboard. The sign-in page checks the value (safeReturnTo / safeEmployerReturnTo) before using it.
 */
export function keepReturnTo(
  path: string,
  current: URLSearchParams,
  query: Record<string, string> = {},
): string {
  const next = new URLSearchParams(query);
  const returnTo = current.get("returnTo");
  if (returnTo) next.set("returnTo", returnTo);
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}
