/** Areas with their own full-screen layout: the site header and footer stay out of them (SPEC §2). */
const CHROMELESS_AREAS = ["/admin", "/copilot/client", "/copilot/admin"];

/**
 * True where the site header and footer are hidden. Matches whole path segments, so /admin and
 * /admin/login are hidden but a page such as /administration would not be; route matching ignores
 * case, so this does too.
 */
export function isSiteChromeHidden(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return CHROMELESS_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
