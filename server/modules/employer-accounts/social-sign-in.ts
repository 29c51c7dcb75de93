import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { EMPLOYER_LIMITS } from "../../../common/employer-options";
import {
  EMPLOYER_SOCIAL_PROVIDERS,
  type EmployerSocialPrefill,
  type EmployerSocialProvider,
  type EmployerSocialSignInError,
} from "../../../common/employer-social-sign-in";
import { db, type Executor } from "../../db/client";
import { employerIdentities, employerUsers } from "../../db/schema";
import { NotFound } from "../../errors";
import { cookieHeader, readCookie } from "../../kernel/cookies";
import {
  callbackRefusal,
  newAuthorizationRequest,
  type OidcFlowSecrets,
  verifiedIdTokenClaims,
} from "../../kernel/oidc-client";
import { enqueueMail } from "../../mail/outbox";
import { socialSignInLinkedEmail } from "./emails";
import { startEmployerSession } from "./sessions";
import { employerSocialSettings } from "./social-providers";
import { type EmployerUserRow, findLiveUserByEmail, lockAddress } from "./users";

/**
 * Binds a sign-in in flight to the browser that started it: the provider, state, nonce and PKCE
 * verifier, which only the callback reads. No server row is needed: the values are random, the
 * cookie is httpOnly, and the provider's code works once.
 */
export const EMPLOYER_SOCIAL_FLOW_COOKIE = "employer_social_sign_in";
export const EMPLOYER_SOCIAL_FLOW_COOKIE_PATH = "/api/employers/oidc";
/** Time to sign in at the provider before the flow cookie is gone. */
export const EMPLOYER_SOCIAL_FLOW_SECONDS = 10 * 60;

/**
 * The name and address the provider gave for someone without an employer account, for the
 * registration form to fill in. Only a convenience: registration verifies the address by email as
 * always, so a forged cookie gains nothing but a filled-in form.
 */
export const EMPLOYER_SOCIAL_PREFILL_COOKIE = "employer_social_prefill";
export const EMPLOYER_SOCIAL_PREFILL_COOKIE_PATH = "/employer/registration";
const PREFILL_SECONDS = 30 * 60;

export type FinishedSocialSignIn =
  | { outcome: "signed-in"; sessionCookie: string }
  | { outcome: "register"; prefillCookie: string }
  /** email: the account that still needs verifying; cause: what the library refused, for the log. */
  | { outcome: "refused"; reason: EmployerSocialSignInError; email?: string; cause?: unknown };

/**
 * Starts the authorization code flow at the provider (404 when it is not offered); the browser goes
 * to authorizationUrl with flowCookie set.
 */
export async function startEmployerSocialSignIn(
  provider: EmployerSocialProvider,
): Promise<{ authorizationUrl: string; flowCookie: string }> {
  const settings = employerSocialSettings(provider);
  if (!settings) throw new NotFound("This sign-in is not offered.");
  const { authorizationUrl, secrets } = await newAuthorizationRequest(settings);
  const value = [provider, secrets.state, secrets.nonce, secrets.codeVerifier].join(".");
  const flowCookie = cookieHeader(EMPLOYER_SOCIAL_FLOW_COOKIE, value, {
    path: EMPLOYER_SOCIAL_FLOW_COOKIE_PATH,
    maxAgeSeconds: EMPLOYER_SOCIAL_FLOW_SECONDS,
  });
  return { authorizationUrl, flowCookie };
}

/**
 * The callback: checks the flow and the ID token (kernel/oidc-client), requires an email the
 * provider verified, then signs in the user this identity is linked to, or the verified user with
 * that email (linking the identity for next time), or sends a newcomer to registration. A user
 * whose own address is not verified yet is refused: linking would let whoever registered the
 * address first keep a password to an account its real owner then uses.
 */
export async function finishEmployerSocialSignIn(
  provider: EmployerSocialProvider,
  cookies: string | undefined,
  query: URLSearchParams,
  { userAgent }: { userAgent?: string } = {},
): Promise<FinishedSocialSignIn> {
  const settings = employerSocialSettings(provider);
  if (!settings) throw new NotFound("This sign-in is not offered.");
  const flow = flowOf(readCookie(cookies, EMPLOYER_SOCIAL_FLOW_COOKIE));
  if (!flow) return { outcome: "refused", reason: "expired" };
  const refusal = flow.provider === provider ? callbackRefusal(query, flow.state) : "invalid";
  if (refusal) return { outcome: "refused", reason: refusal };
  const verified = await verifiedIdTokenClaims(settings, query, flow);
  if (!verified.ok) return { outcome: "refused", reason: verified.reason, cause: verified.cause };

  const person = personOf(verified.claims);
  if (!person) return { outcome: "refused", reason: "email_not_verified" };
  return db().transaction(async (tx) => {
    await lockAddress(tx, person.email);
    const user =
      (await linkedUser(tx, provider, person.subject)) ?? (await findLiveUserByEmail(tx, person.email));
    if (!user) return { outcome: "register", prefillCookie: prefillCookie({ provider, ...person }) };
    if (!user.emailVerifiedAt)
      return { outcome: "refused", reason: "account_not_verified", email: user.email };
    await link(tx, user, provider, person);
    const sessionCookie = await startEmployerSession(tx, user.id, { rememberMe: false, userAgent });
    return { outcome: "signed-in", sessionCookie };
  });
}

/** The registration form's prefill from the cookie a social sign-in left, if any and well formed. */
export function employerSocialPrefill(cookies: string | null | undefined): EmployerSocialPrefill | null {
  const value = readCookie(cookies, EMPLOYER_SOCIAL_PREFILL_COOKIE);
  if (!value) return null;
  try {
    const parsed = prefillSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const prefillSchema = z.object({
  provider: z.enum(EMPLOYER_SOCIAL_PROVIDERS),
  firstName: z.string().max(EMPLOYER_LIMITS.name),
  lastName: z.string().max(EMPLOYER_LIMITS.name),
  email: z.string().max(EMPLOYER_LIMITS.email),
});

function prefillCookie(prefill: EmployerSocialPrefill): string {
  const value = Buffer.from(JSON.stringify(prefillSchema.parse(prefill))).toString("base64url");
  return cookieHeader(EMPLOYER_SOCIAL_PREFILL_COOKIE, value, {
    path: EMPLOYER_SOCIAL_PREFILL_COOKIE_PATH,
    maxAgeSeconds: PREFILL_SECONDS,
  });
}

function flowOf(value: string | undefined): (OidcFlowSecrets & { provider: string }) | undefined {
  const [provider, state, nonce, codeVerifier, ...rest] = value?.split(".") ?? [];
  if (!provider || !state || !nonce || !codeVerifier || rest.length) return undefined;
  return { provider, state, nonce, codeVerifier };
}

type Person = { subject: string; email: string; firstName: string; lastName: string };

/**
 * Who the ID token names, or null without an address the provider verified. Google and LinkedIn
 * send email_verified as a boolean; some providers send the string "true".
 */
function personOf(claims: Record<string, unknown>): Person | null {
  const { sub, email, email_verified: emailVerified } = claims;
  if (typeof sub !== "string" || typeof email !== "string" || !email.includes("@")) return null;
  if (emailVerified !== true && emailVerified !== "true") return null;
  if (email.length > EMPLOYER_LIMITS.email) return null;
  const [nameFirst = "", ...nameRest] = (typeof claims.name === "string" ? claims.name : "")
    .trim()
    .split(/\s+/);
  return {
    subject: sub,
    email: email.trim().toLowerCase(),
    firstName: nameText(claims.given_name) || nameText(nameFirst),
    lastName: nameText(claims.family_name) || nameText(nameRest.join(" ")),
  };
}

function nameText(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, EMPLOYER_LIMITS.name) : "";
}

/** The live user this provider account was linked to; a removed user's link no longer counts. */
async function linkedUser(
  tx: Executor,
  provider: EmployerSocialProvider,
  subject: string,
): Promise<EmployerUserRow | undefined> {
  const [row] = await tx
    .select({ user: employerUsers })
    .from(employerIdentities)
    .innerJoin(employerUsers, eq(employerUsers.id, employerIdentities.employerUserId))
    .where(
      and(
        eq(employerIdentities.provider, provider),
        eq(employerIdentities.subject, subject),
        isNull(employerUsers.removedAt),
      ),
    );
  return row?.user;
}

/**
 * Links (or moves, from a removed user) the provider account to this user, with its latest address.
 * A new link is emailed to the user's own address, so a sign-in they did not make does not go unseen.
 */
async function link(tx: Executor, user: EmployerUserRow, provider: EmployerSocialProvider, person: Person) {
  const [before] = await tx
    .select({ userId: employerIdentities.employerUserId })
    .from(employerIdentities)
    .where(and(eq(employerIdentities.provider, provider), eq(employerIdentities.subject, person.subject)));
  await tx
    .insert(employerIdentities)
    .values({ employerUserId: user.id, provider, subject: person.subject, email: person.email })
    .onConflictDoUpdate({
      target: [employerIdentities.provider, employerIdentities.subject],
      set: { employerUserId: user.id, email: person.email },
    });
  if (before?.userId !== user.id) await enqueueMail(tx, socialSignInLinkedEmail(user.email, provider));
}
