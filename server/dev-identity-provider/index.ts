import type { Router } from "express";
import { BRAND } from "../../common/brand";
import { EMPLOYER_SOCIAL_PROVIDERS } from "../../common/employer-social-sign-in";
import type { Config } from "../config";
import { DEV_OIDC_CLIENT, devIdentityProviderIssuer, STAFF_AREA_SETTINGS } from "../modules/admin-auth";
import { DEV_EMPLOYER_OIDC_CLIENT, employerSocialCallbackPath } from "../modules/employer-accounts";
import { createDevIdentityProviderRouter } from "./provider";

export { DEV_ACCOUNTS, DEV_EMPLOYER_ACCOUNTS, DEV_TENANT_ID, type DevAccount } from "./accounts";
export { createDevIdentityProviderRouter, type DevIdentityProviderOptions } from "./provider";

/**
 * The app's own development provider at /dev/oidc, for admin sign-in and the employer portal's
 * Google and LinkedIn sign-in; mount only when config.devIdentityProviderEnabled.
 */
export function createAppDevIdentityProvider(config: Config): Router {
  return createDevIdentityProviderRouter({
    issuer: devIdentityProviderIssuer(config),
    client: {
      ...DEV_OIDC_CLIENT,
      name: `${BRAND.name} admin`,
      redirectUris: Object.values(STAFF_AREA_SETTINGS).map(
        ({ callbackPath }) => `${config.APP_URL}${callbackPath}`,
      ),
      postLogoutRedirectUris: Object.values(STAFF_AREA_SETTINGS).map(
        ({ loginPath }) => `${config.APP_URL}${loginPath}`,
      ),
    },
    roles: { admin: config.ADMIN_OIDC_ROLE, "copilot-admin": config.COPILOT_ADMIN_OIDC_ROLE },
    employerClient: {
      ...DEV_EMPLOYER_OIDC_CLIENT,
      name: `${BRAND.name} employer portal`,
      redirectUris: EMPLOYER_SOCIAL_PROVIDERS.map(
        (provider) => `${config.APP_URL}${employerSocialCallbackPath(provider)}`,
      ),
    },
  });
}
