/** The httpOnly session cookies of the admin console and the employer portal. */
import { appConfig } from "../config";

/** Without maxAgeSeconds the cookie lives until the browser closes (a session cookie). */
export type CookieOptions = { path: string; maxAgeSeconds?: number };

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
  const attributes = [`${name}=${value}`, `Path=${path}`];
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  attributes.push("HttpOnly", "SameSite=Lax");
  if (appConfig().APP_URL.startsWith("https:")) attributes.push("Secure");
  return attributes.join("; ");
}

export function expiredCookieHeader(name: string, path: string): string {
  return cookieHeader(name, "", { path, maxAgeSeconds: 0 });
}
