import { generateKeyPairSync, randomBytes } from "node:crypto";
import express, { type Request, type Response, Router } from "express";
import Provider, {
  type ClientMetadata,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from "oidc-provider";
import type { StaffArea } from "../modules/admin-auth";
import {
  DEV_ACCOUNTS,
  DEV_EMPLOYER_ACCOUNTS,
  type DevAccountChoice,
  devAccountClaims,
  devEmployerAccountClaims,
  findDevAccount,
  findDevEmployerAccount,
} from "./accounts";
import { inMemoryAdapter } from "./memory-adapter";
import { renderDevSignInPage, renderDevSignOutPage } from "./sign-in-page";

export type DevIdentityProviderOptions = {
  /** Where it is served, e.g. http://localhost:3000/dev/oidc (the path is where the router is mounted). */
  issuer: string;
  client: {
    id: string;
    secret: string;
    name: string;
    /** The admin area's and the copilot admin's callbacks. */
    redirectUris: string[];
    /** Where RP-initiated logout may send the browser back to (/admin/login, /copilot/admin/login). */
    postLogoutRedirectUris: string[];
  };
  /** The app role of each staff area, as the accounts carry them in `roles`. */
  roles: Record<StaffArea, string>;
  /**
   * The employer portal's client, standing in for Google and LinkedIn (one redirect URI each); its
   * sign-in page lists the employer test accounts instead of the admin ones.
   */
  employerClient?: { id: string; secret: string; name: string; redirectUris: string[] };
};

/**
 * A real OpenID Connect provider (oidc-provider) with a page to choose a test account, so the admin
 * sign-in runs through the production code path without a Microsoft account. Keys and cookie
 * secrets are made at start; grants live in memory. Mount the router at the issuer's path.
 */
export function createDevIdentityProviderRouter({
  issuer,
  client,
  roles,
  employerClient,
}: DevIdentityProviderOptions): Router {
  /** Who each client's page offers, and what it stands in for. */
  const audienceOf = (clientId: unknown) =>
    employerClient && clientId === employerClient.id
      ? { name: employerClient.name, standsInFor: "Google and LinkedIn", accounts: DEV_EMPLOYER_ACCOUNTS }
      : { name: client.name, standsInFor: "Microsoft Entra ID", accounts: DEV_ACCOUNTS };
  const provider = new Provider(issuer, {
    adapter: inMemoryAdapter(),
    clients: [
      {
        ...codeFlowClient(client.id, client.secret, client.name, client.redirectUris),
        post_logout_redirect_uris: client.postLogoutRedirectUris,
      },
      ...(employerClient
        ? [
            codeFlowClient(
              employerClient.id,
              employerClient.secret,
              employerClient.name,
              employerClient.redirectUris,
            ),
          ]
        : []),
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    // Entra puts the app roles and the tenant in the ID token itself; so does this stand-in.
    conformIdTokenClaims: false,
    claims: {
      openid: ["sub", "roles", "tid"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "preferred_username"],
    },
    findAccount: (_ctx, id) => {
      const admin = findDevAccount(id);
      if (admin) return { accountId: admin.id, claims: () => devAccountClaims(admin, roles) };
      const employer = findDevEmployerAccount(id);
      return employer
        ? { accountId: employer.id, claims: () => devEmployerAccountClaims(employer) }
        : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // RP-Initiated Logout, as Entra offers it: the app's Sign out ends this provider's session too.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = "html";
          ctx.set("Cache-Control", "no-store");
          ctx.body = renderDevSignOutPage({ form, clientName: client.name });
        },
      },
    },
    interactions: {
      policy: alwaysChooseAccountPolicy(),
      url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: grantEverythingAsked,
    renderError: (ctx, out) => {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `Development sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ""}`;
    },
  });

  const router = Router();
  const basePath = new URL(issuer).pathname;
  router.get(
    `${basePath}/interaction/:uid`,
    interactionRoute(async (req, res) => {
      const { uid, params } = await provider.interactionDetails(req, res);
      const audience = audienceOf(params.client_id);
      sendPage(
        res,
        renderDevSignInPage({
          loginAction: `${basePath}/interaction/${uid}/login`,
          cancelAction: `${basePath}/interaction/${uid}/cancel`,
          clientName: audience.name,
          standsInFor: audience.standsInFor,
          accounts: audience.accounts,
        }),
      );
    }),
  );
  router.post(
    `${basePath}/interaction/:uid/login`,
    express.urlencoded({ extended: false }),
    interactionRoute(async (req, res) => {
      const { params } = await provider.interactionDetails(req, res);
      const listed: readonly DevAccountChoice[] = audienceOf(params.client_id).accounts;
      const account = listed.find(({ id }) => id === req.body?.account);
      if (!account) return void res.status(400).type("text/plain").send("Choose one of the listed accounts.");
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  router.post(
    `${basePath}/interaction/:uid/cancel`,
    interactionRoute(async (req, res) => {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The user cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  router.use(basePath, provider.callback());
  return router;
}

/** An unknown or expired interaction (a stale tab, a replayed form) is a 400 in plain words, not a 500. */
function interactionRoute(handler: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      res
        .status(400)
        .type("text/plain")
        .send("This sign-in has expired or was already finished. Start again from the sign-in page.");
    }
  };
}

function sendPage(res: Response, html: string) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  res.type("html").send(html);
}

/** A confidential web app using the authorization code flow, as the app registers at a real provider. */
function codeFlowClient(id: string, secret: string, name: string, redirectUris: string[]): ClientMetadata {
  return {
    client_id: id,
    client_secret: secret,
    client_name: name,
    redirect_uris: redirectUris,
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_post",
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: "jwk" }),
    kid: randomBytes(8).toString("hex"),
    use: "sig",
    alg: "RS256",
  };
}

/**
 * An IdP remembers who signed in; this one asks every time, so one browser can try each account
 * in turn (the interaction's own result lets the resumed request through).
 */
function alwaysChooseAccountPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get("login")
    ?.checks.push(
      new interactionPolicy.Check("choose_account", "Choose a test account", (ctx: KoaContextWithOIDC) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** The app is the provider's only client and first-party: no consent screen, every scope it asks. */
async function grantEverythingAsked(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const grant = new Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
  grant.addOIDCScope("openid email profile");
  await grant.save();
  return grant;
}
