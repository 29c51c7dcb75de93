/** OpenID Connect sign-in (authorization code flow) shared by the admin console and the employer portal. */
import { timingSafeEqual } from "node:crypto";
import * as oidc from "openid-client";
import type { Config } from "../config";

/** A client registered at an issuer, and where the issuer sends the browser back. */
export type OidcClientSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/** What the callback must match: kept by the app between the start and the callback of one sign-in. */
export type OidcFlowSecrets = { state: string; nonce: string; codeVerifier: string };

/** Why a callback was refused, in words every account kind's sign-in page can say. */
export type OidcRefusal = "cancelled" | "expired" | "invalid" | "failed";

/** Where the app's own development identity provider is mounted (when config allows it). */
export const DEV_IDENTITY_PROVIDER_PATH = "/dev/oidc";

export function devIdentityProviderIssuer(config: Config): string {
  return `${config.APP_URL}${DEV_IDENTITY_PROVIDER_PATH}`;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The issuer's metadata and keys (OIDC discovery), fetched once per process and kept; a failed
 * discovery is forgotten so the next sign-in tries again. Plain http only for a loopback or
 * development issuer, which config validation and the dev provider's rule allow.
 */
export function oidcConfiguration(settings: OidcClientSettings): Promise<oidc.Configuration> {
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

/**
 * Where to send the browser to sign in (code flow with PKCE, state and nonce, asking for the
 * profile and email), and the secrets the callback must match, which the caller keeps.
 */
export async function newAuthorizationRequest(
  settings: OidcClientSettings,
): Promise<{ authorizationUrl: string; secrets: OidcFlowSecrets }> {
  const configuration = await oidcConfiguration(settings);
  const secrets = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUri,
    response_type: "code",
    scope: "openid profile email",
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
  });
  return { authorizationUrl: authorizationUrl.href, secrets };
}

/**
 * The callback's checks before any code is redeemed: the person cancelled at the provider, the
 * provider failed, or the state is not this browser's. Undefined when the callback may go on.
 */
export function callbackRefusal(query: URLSearchParams, expectedState: string): OidcRefusal | undefined {
  const idpError = query.get("error");
  if (idpError) return idpError === "access_denied" ? "cancelled" : "failed";
  return sameSecret(query.get("state"), expectedState) ? undefined : "invalid";
}

/**
 * Has openid-client redeem the code and verify the ID token (signature, issuer, audience, expiry,
 * nonce, PKCE); its claims, or why not (cause: what the library refused, for the log).
 */
export async function verifiedIdTokenClaims(
  settings: OidcClientSettings,
  query: URLSearchParams,
  secrets: OidcFlowSecrets,
): Promise<
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: OidcRefusal; cause: unknown }
> {
  // The redirect URI as registered, not as this request reached us (a proxy may rewrite the host).
  const callbackUrl = new URL(settings.redirectUri);
  for (const [name, value] of query) callbackUrl.searchParams.append(name, value);
  try {
    const tokens = await oidc.authorizationCodeGrant(await oidcConfiguration(settings), callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims)
      return { ok: false, reason: "invalid", cause: new Error("No ID token in the token response.") };
    return { ok: true, claims };
  } catch (error) {
    // invalid_grant: the code was already used, has expired, or does not match the PKCE verifier.
    const codeRefused = error instanceof oidc.ResponseBodyError && error.error === "invalid_grant";
    return { ok: false, reason: codeRefused ? "expired" : "invalid", cause: error };
  }
}

function sameSecret(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
