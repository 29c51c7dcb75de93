import { randomBytes } from "node:crypto";
import type { Config } from "../../config";

/** Where the app's own development identity provider is mounted (when config allows it). */
export const DEV_IDENTITY_PROVIDER_PATH = "/dev/oidc";
export const ADMIN_SIGN_IN_CALLBACK_PATH = "/api/admin/auth/callback";
/** The seeded admin's domain, allowed by default when the development provider is in use. */
export const DEV_ADMIN_DOMAIN = "sunshinestaffing.example";

/** The app's client at the development provider; the secret lives as long as the process. */
export const DEV_OIDC_CLIENT = {
  id: "sunshine-staffing-admin",
  secret: randomBytes(32).toString("base64url"),
} as const;

export function devIdentityProviderIssuer(config: Config): string {
  return `${config.APP_URL}${DEV_IDENTITY_PROVIDER_PATH}`;
}
