import { randomBytes } from "node:crypto";
import {
  EMPLOYER_SOCIAL_PROVIDERS,
  type EmployerSocialProvider,
} from "../../../common/employer-social-sign-in";
import { appConfig, type Config } from "../../config";
import { devIdentityProviderIssuer, type OidcClientSettings } from "../../kernel/oidc-client";

export function employerSocialCallbackPath(provider: EmployerSocialProvider): string {
  return `/api/employers/oidc/${provider}/callback`;
}

/**
 * The employer portal's client at the development provider, which stands in for both Google and
 * LinkedIn; the secret lives as long as the process.
 */
export const DEV_EMPLOYER_OIDC_CLIENT = {
  id: "sunshine-staffing-employer",
  secret: randomBytes(32).toString("base64url"),
} as const;

function configuredClient(provider: EmployerSocialProvider, config: Config) {
  return provider === "google"
    ? {
        issuer: config.EMPLOYER_GOOGLE_ISSUER,
        clientId: config.EMPLOYER_GOOGLE_CLIENT_ID,
        clientSecret: config.EMPLOYER_GOOGLE_CLIENT_SECRET,
      }
    : {
        issuer: config.EMPLOYER_LINKEDIN_ISSUER,
        clientId: config.EMPLOYER_LINKEDIN_CLIENT_ID,
        clientSecret: config.EMPLOYER_LINKEDIN_CLIENT_SECRET,
      };
}

/**
 * Who signs an employer in for this provider: the provider itself once its client id and secret
 * are configured, else the development provider at /dev/oidc where that is allowed (as for admin
 * sign-in), else nobody (null: no button, and its endpoints answer 404).
 */
export function employerSocialSettings(
  provider: EmployerSocialProvider,
  config: Config = appConfig(),
): OidcClientSettings | null {
  const redirectUri = `${config.APP_URL}${employerSocialCallbackPath(provider)}`;
  const { issuer, clientId, clientSecret } = configuredClient(provider, config);
  if (clientId && clientSecret) return { issuer, clientId, clientSecret, redirectUri };
  if (!config.devIdentityProviderEnabled) return null;
  return {
    issuer: devIdentityProviderIssuer(config),
    clientId: DEV_EMPLOYER_OIDC_CLIENT.id,
    clientSecret: DEV_EMPLOYER_OIDC_CLIENT.secret,
    redirectUri,
  };
}

/** The providers the sign-in and registration pages offer a button for. */
export function employerSocialProviders(config: Config = appConfig()): EmployerSocialProvider[] {
  return EMPLOYER_SOCIAL_PROVIDERS.filter((provider) => employerSocialSettings(provider, config));
}
