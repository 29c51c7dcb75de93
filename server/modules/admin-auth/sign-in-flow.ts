import { and, eq, lte, sql } from "drizzle-orm";
import type { AdminSignInError } from "../../../common/admin-auth";
import { db, type Executor } from "../../db/client";
import { adminSignInFlows } from "../../db/schema";
import { callbackRefusal, newAuthorizationRequest, verifiedIdTokenClaims } from "../../kernel/oidc-client";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { decideAdminAccess } from "./access-rules";
import { type StaffArea, safeStaffReturnPath } from "./areas";
import { adminOidcSettings } from "./oidc-client";
import type { AdminIdentity } from "./sessions";

/** Time to sign in at the identity provider (a password, MFA) before the flow expires. */
export const SIGN_IN_FLOW_SECONDS = 10 * 60;

export class AdminSignInUnavailable extends Error {}

export type StartedSignIn = { authorizationUrl: string; browserKey: string };

export type FinishedSignIn =
  | { ok: true; identity: AdminIdentity; returnTo: string }
  /** cause: what the library refused, for the log; absent for an ordinary refusal. */
  | { ok: false; reason: AdminSignInError; cause?: unknown };

/**
 * Starts the authorization code flow with PKCE, state and nonce. The returned browserKey goes in
 * a short-lived cookie; only its hash is stored, next to the flow's secrets.
 */
export async function startAdminSignIn(returnTo: unknown, area: StaffArea = "admin"): Promise<StartedSignIn> {
  const settings = adminOidcSettings(undefined, area);
  if (!settings) throw new AdminSignInUnavailable("No identity provider is configured for admin sign-in.");
  const { authorizationUrl, secrets } = await newAuthorizationRequest(settings);
  const { token: browserKey, tokenHash } = newSecretToken();
  await db()
    .insert(adminSignInFlows)
    .values({
      browserKeyHash: tokenHash,
      area,
      ...secrets,
      returnTo: safeStaffReturnPath(returnTo, area),
      expiresAt: sql`now() + make_interval(secs => ${SIGN_IN_FLOW_SECONDS})`,
    });
  return { authorizationUrl, browserKey };
}

/**
 * The callback: takes the browser's flow (once: the row is deleted as it is read), then has
 * openid-client redeem the code and verify the ID token (signature, issuer, audience, expiry,
 * nonce), then applies the access rules.
 */
export async function finishAdminSignIn(
  browserKey: string | undefined,
  query: URLSearchParams,
  area: StaffArea = "admin",
): Promise<FinishedSignIn> {
  const flow = browserKey ? await takeFlow(browserKey, area) : undefined;
  if (!flow || flow.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const refusal = callbackRefusal(query, flow.state);
  if (refusal) return { ok: false, reason: refusal };

  const settings = adminOidcSettings(undefined, area);
  if (!settings) return { ok: false, reason: "failed" };
  const verified = await verifiedIdTokenClaims(settings, query, flow);
  if (!verified.ok) return verified;
  const decision = decideAdminAccess(verified.claims, settings.policy);
  if (!decision.allowed) return { ok: false, reason: decision.reason };
  return { ok: true, identity: decision.identity, returnTo: flow.returnTo };
}

/** Deletes sign-ins that were started and never finished in time; returns how many. */
export async function deleteExpiredSignInFlows(executor: Executor): Promise<number> {
  const deleted = await executor
    .delete(adminSignInFlows)
    .where(lte(adminSignInFlows.expiresAt, sql`now()`))
    .returning({ id: adminSignInFlows.id });
  return deleted.length;
}

async function takeFlow(browserKey: string, area: StaffArea) {
  const [flow] = await db()
    .delete(adminSignInFlows)
    .where(and(eq(adminSignInFlows.browserKeyHash, sha256(browserKey)), eq(adminSignInFlows.area, area)))
    .returning();
  return flow;
}

/** Only an admin page of this site; anything else (another site, //host, the sign-in page) is /admin. */
export function safeAdminReturnPath(value: unknown): string {
  return safeStaffReturnPath(value, "admin");
}
