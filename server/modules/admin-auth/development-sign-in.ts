import { randomBytes } from "node:crypto";

export { DEV_IDENTITY_PROVIDER_PATH, devIdentityProviderIssuer } from "../../kernel/oidc-client";

export const ADMIN_SIGN_IN_CALLBACK_PATH = "/api/admin/auth/callback";
/** The seeded admin's domain, allowed by default when the development provider is in use. */
export const DEV_ADMIN_DOMAIN = "sunshinestaffing.example";

/** The app's client at the development provider; the secret lives as long as the process. */
export const DEV_OIDC_CLIENT = {
  id: "sunshine-staffing-admin",
  secret: randomBytes(32).toString("base64url"),
} as const;
