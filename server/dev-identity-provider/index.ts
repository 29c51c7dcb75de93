import type { Router } from "express";
import { BRAND } from "../../common/brand";
import { EMPLOYER_SOCIAL_PROVIDERS } from "../../common/employer-social-sign-in";
import type { Config } from "../config";
import {
  ADMIN_SIGN_IN_CALLBACK_PATH,
  DEV_OIDC_CLIENT,
  devIdentityProviderIssuer,
} from "../modules/admin-auth";
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
      redirectUri: `${config.APP_URL}${ADMIN_SIGN_IN_CALLBACK_PATH}`,
      postLogoutRedirectUri: `${config.APP_URL}/admin/login`,
    },
    adminRole: config.ADMIN_OIDC_ROLE,
    employerClient: {
      ...DEV_EMPLOYER_OIDC_CLIENT,
      name: `${BRAND.name} employer portal`,
      redirectUris: EMPLOYER_SOCIAL_PROVIDERS.map(
        (provider) => `${config.APP_URL}${employerSocialCallbackPath(provider)}`,
      ),
    },
  });
}
