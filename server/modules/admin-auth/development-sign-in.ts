import { randomBytes } from "node:crypto";

export { DEV_IDENTITY_PROVIDER_PATH, devIdentityProviderIssuer } from "../../kernel/oidc-client";

import { STAFF_AREA_SETTINGS } from "./areas";

export const ADMIN_SIGN_IN_CALLBACK_PATH = STAFF_AREA_SETTINGS.admin.callbackPath;
export const COPILOT_ADMIN_SIGN_IN_CALLBACK_PATH = STAFF_AREA_SETTINGS["copilot-admin"].callbackPath;
/** The seeded admin's domain, allowed by default when the development provider is in use. */
export const DEV_ADMIN_DOMAIN = "sunshinestaffing.example";

/** The app's client at the development provider; the secret lives as long as the process. */
export const DEV_OIDC_CLIENT = {
  id: "sunshine-staffing-admin",
  secret: randomBytes(32).toString("base64url"),
} as const;
