import * as oidc from "openid-client";
import { appConfig } from "../../config";
import { oidcConfiguration } from "../../kernel/oidc-client";
import { STAFF_AREA_SETTINGS, type StaffArea } from "./areas";
import { adminOidcSettings } from "./oidc-client";

export const ADMIN_LOGIN_PATH = STAFF_AREA_SETTINGS.admin.loginPath;

/**
 * Where the browser goes once our admin session has ended: the identity provider's
 * end_session_endpoint (OpenID Connect RP-Initiated Logout) when its discovery document names one,
 * so the Microsoft (or development provider) session ends too and the provider sends the browser
 * back to APP_URL/admin/login; else /admin/login directly. The ID token is not kept after sign-in,
 * so the request names the app by client_id instead of id_token_hint (Entra then asks which account
 * to sign out). A provider that cannot be reached is no reason to keep anyone signed in here: the
 * answer is then /admin/login.
 */
export async function adminSignOutRedirect(area: StaffArea = "admin"): Promise<string> {
  const loginPath = STAFF_AREA_SETTINGS[area].loginPath;
  const settings = adminOidcSettings(undefined, area);
  if (!settings) return loginPath;
  try {
    const configuration = await oidcConfiguration(settings);
    if (!configuration.serverMetadata().end_session_endpoint) return loginPath;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: `${appConfig().APP_URL}${loginPath}`,
      client_id: settings.clientId,
    }).href;
  } catch {
    return loginPath;
  }
}
