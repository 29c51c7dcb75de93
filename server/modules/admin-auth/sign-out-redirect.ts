import * as oidc from "openid-client";
import { appConfig } from "../../config";
import { oidcConfiguration } from "../../kernel/oidc-client";
import { adminOidcSettings } from "./oidc-client";

export const ADMIN_LOGIN_PATH = "/admin/login";

/**
 * Where the browser goes once our admin session has ended: the identity provider's
 * end_session_endpoint (OpenID Connect RP-Initiated Logout) when its discovery document names one,
 * so the Microsoft (or development provider) session ends too and the provider sends the browser
 * back to APP_URL/admin/login; else /admin/login directly. The ID token is not kept after sign-in,
 * so the request names the app by client_id instead of id_token_hint (Entra then asks which account
 * to sign out). A provider that cannot be reached is no reason to keep anyone signed in here: the
 * answer is then /admin/login.
 */
export async function adminSignOutRedirect(): Promise<string> {
  const settings = adminOidcSettings();
  if (!settings) return ADMIN_LOGIN_PATH;
  try {
    const configuration = await oidcConfiguration(settings);
    if (!configuration.serverMetadata().end_session_endpoint) return ADMIN_LOGIN_PATH;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: `${appConfig().APP_URL}${ADMIN_LOGIN_PATH}`,
      client_id: settings.clientId,
    }).href;
  } catch {
    return ADMIN_LOGIN_PATH;
  }
}
