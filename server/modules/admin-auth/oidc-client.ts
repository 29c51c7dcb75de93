import * as oidc from "openid-client";
import { appConfig, type Config } from "../../config";
import type { AdminAccessPolicy } from "./access-rules";
import {
  ADMIN_SIGN_IN_CALLBACK_PATH,
  DEV_ADMIN_DOMAIN,
  DEV_OIDC_CLIENT,
  devIdentityProviderIssuer,
} from "./development-sign-in";

export type AdminSignInProvider = "microsoft" | "development";

export type AdminOidcSettings = {
  provider: AdminSignInProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  policy: AdminAccessPolicy;
};

/**
 * Who signs admins in: the configured issuer (Microsoft Entra ID), else the development provider
 * at /dev/oidc where that is allowed, else nobody (null). Both go through the same code below.
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

const DISCOVERY_TIMEOUT_SECONDS = 10;
const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The issuer's metadata and keys (OIDC discovery), fetched once per process and kept; a failed
 * discovery is forgotten so the next sign-in tries again. Plain http only for a loopback or
 * development issuer, which config validation and the dev provider's rule allow.
 */
export function oidcConfiguration(settings: AdminOidcSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  let configuration = discovered.get(key);
  if (!configuration) {
    const insecure = settings.issuer.startsWith("http:");
    configuration = oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      },
    );
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}

/** Which sign-in the admin login page offers; null when none (production without an issuer). */
export function adminSignInProvider(): AdminSignInProvider | null {
  return adminOidcSettings()?.provider ?? null;
}
