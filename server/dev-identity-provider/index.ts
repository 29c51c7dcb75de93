import { randomBytes } from "node:crypto";
import type { Router } from "express";
import { BRAND } from "../../common/brand";
import type { Config } from "../config";
import { createDevIdentityProviderRouter } from "./provider";

export { DEV_ACCOUNTS, DEV_ADMIN_DOMAIN, DEV_TENANT_ID, type DevAccount } from "./accounts";
export { createDevIdentityProviderRouter, type DevIdentityProviderOptions } from "./provider";

export const DEV_IDENTITY_PROVIDER_PATH = "/dev/oidc";
export const ADMIN_SIGN_IN_CALLBACK_PATH = "/api/admin/auth/callback";

/** The app's client at the development provider; the secret lives as long as the process. */
export const DEV_OIDC_CLIENT = {
  id: "sunshine-staffing-admin",
  secret: randomBytes(32).toString("base64url"),
} as const;

export function devIdentityProviderIssuer(config: Config): string {
  return `${config.APP_URL}${DEV_IDENTITY_PROVIDER_PATH}`;
}

/** The app's own development provider at /dev/oidc; mount only when config.devIdentityProviderEnabled. */
export function createAppDevIdentityProvider(config: Config): Router {
  return createDevIdentityProviderRouter({
    issuer: devIdentityProviderIssuer(config),
    client: {
      ...DEV_OIDC_CLIENT,
      name: `${BRAND.name} admin`,
      redirectUri: `${config.APP_URL}${ADMIN_SIGN_IN_CALLBACK_PATH}`,
      postLogoutRedirectUri: `${config.APP_URL}/admin/login`,
    },
    adminRole: config.ADMIN_OIDC_ROLE,
  });
}
