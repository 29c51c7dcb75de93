import { appConfig } from "../../config";

/** The admin session: sent with every request to the site, readable by no script. */
export const ADMIN_SESSION_COOKIE = "admin_session";
/** Binds a sign-in in flight to the browser that started it; only the callback needs it. */
export const SIGN_IN_FLOW_COOKIE = "admin_sign_in";
export const SIGN_IN_FLOW_COOKIE_PATH = "/api/admin/auth";

type CookieOptions = { path: string; maxAgeSeconds: number };

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/** httpOnly and SameSite=Lax always; Secure whenever the site is served over https. */
export function cookieHeader(name: string, value: string, { path, maxAgeSeconds }: CookieOptions): string {
  const attributes = [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (appConfig().APP_URL.startsWith("https:")) attributes.push("Secure");
  return attributes.join("; ");
}

export function expiredCookieHeader(name: string, path: string): string {
  return cookieHeader(name, "", { path, maxAgeSeconds: 0 });
}
