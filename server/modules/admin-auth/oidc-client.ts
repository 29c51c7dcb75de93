import { appConfig, type Config } from "../../config";
import { devIdentityProviderIssuer, type OidcClientSettings } from "../../kernel/oidc-client";
import type { AdminAccessPolicy } from "./access-rules";
import { ADMIN_SIGN_IN_CALLBACK_PATH, DEV_ADMIN_DOMAIN, DEV_OIDC_CLIENT } from "./development-sign-in";

export type AdminSignInProvider = "microsoft" | "development";

export type AdminOidcSettings = OidcClientSettings & {
  provider: AdminSignInProvider;
  policy: AdminAccessPolicy;
};

/**
 * Who signs admins in: the configured issuer (Microsoft Entra ID), else the development provider
 * at /dev/oidc where that is allowed, else nobody (null). Both go through the same code
 * (server/kernel/oidc-client.ts).
 */
export function adminOidcSettings(config: Config = appConfig()): AdminOidcSettings | null {
  const redirectUri = `${config.APP_URL}${ADMIN_SIGN_IN_CALLBACK_PATH}`;
  const base = { role: config.ADMIN_OIDC_ROLE, tenantId: config.ADMIN_TENANT_ID };
  if (config.ADMIN_OIDC_ISSUER && config.ADMIN_OIDC_CLIENT_ID && config.ADMIN_OIDC_CLIENT_SECRET) {
    return {
      provider: "microsoft",
      issuer: config.ADMIN_OIDC_ISSUER,
      clientId: config.ADMIN_OIDC_CLIENT_ID,
      clientSecret: config.ADMIN_OIDC_CLIENT_SECRET,
      redirectUri,
      policy: { ...base, allowedDomains: config.ADMIN_ALLOWED_DOMAINS ?? [] },
    };
  }
  if (!config.devIdentityProviderEnabled) return null;
  return {
    provider: "development",
    issuer: devIdentityProviderIssuer(config),
    clientId: DEV_OIDC_CLIENT.id,
    clientSecret: DEV_OIDC_CLIENT.secret,
    redirectUri,
    policy: { ...base, allowedDomains: config.ADMIN_ALLOWED_DOMAINS ?? [DEV_ADMIN_DOMAIN] },
  };
}

/** Which sign-in the admin login page offers; null when none (production without an issuer). */
export function adminSignInProvider(): AdminSignInProvider | null {
  return adminOidcSettings()?.provider ?? null;
}
