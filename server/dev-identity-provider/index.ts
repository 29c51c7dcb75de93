import type { Router } from "express";
import { BRAND } from "../../common/brand";
import type { Config } from "../config";
import {
  ADMIN_SIGN_IN_CALLBACK_PATH,
  DEV_OIDC_CLIENT,
  devIdentityProviderIssuer,
} from "../modules/admin-auth";
import { createDevIdentityProviderRouter } from "./provider";

export { DEV_ACCOUNTS, DEV_TENANT_ID, type DevAccount } from "./accounts";
export { createDevIdentityProviderRouter, type DevIdentityProviderOptions } from "./provider";

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
