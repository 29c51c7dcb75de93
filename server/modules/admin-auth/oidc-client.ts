import { appConfig, type Config } from "../../config";
import { devIdentityProviderIssuer, type OidcClientSettings } from "../../kernel/oidc-client";
import type { AdminAccessPolicy } from "./access-rules";
import { STAFF_AREA_SETTINGS, type StaffArea } from "./areas";
import { DEV_ADMIN_DOMAIN, DEV_OIDC_CLIENT } from "./development-sign-in";

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
export function adminOidcSettings(
  config: Config = appConfig(),
  area: StaffArea = "admin",
): AdminOidcSettings | null {
  // One app registration for both staff areas: each area has its callback and its app role.
  const areaSettings = STAFF_AREA_SETTINGS[area];
  const redirectUri = `${config.APP_URL}${areaSettings.callbackPath}`;
  const base = { role: areaSettings.role(config), tenantId: config.ADMIN_TENANT_ID };
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
export function adminSignInProvider(area: StaffArea = "admin"): AdminSignInProvider | null {
  return adminOidcSettings(undefined, area)?.provider ?? null;
}
