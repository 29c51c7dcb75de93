import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { employerLoginSchema } from "../../../common/employer-accounts";
import { EMPLOYER_MESSAGES, type EmployerAccount } from "../../../common/employer-options";
import { db, type Executor } from "../../db/client";
import { employerSessions, employerUsers } from "../../db/schema";
import { Forbidden, Unauthorized } from "../../errors";
import {
  liveSessionOf,
  revokeAccountSession,
  SESSION_LIFETIMES,
  SESSION_TOUCH_INTERVAL_SECONDS,
  startAccountSession,
} from "../../kernel/account-sessions";
import { cookieHeader, expiredCookieHeader, readCookie } from "../../kernel/cookies";
import type { EmployerSession } from "../../kernel/employer-session";
import { passwordMatches } from "../../kernel/passwords";
import { findClientCompany } from "../clients";
import { EMPLOYER_SESSIONS, employerUserOf, findLiveUserByEmail } from "./users";

/** The employer portal's session: httpOnly, SameSite=Lax, Secure over https, for the whole site. */
export const EMPLOYER_SESSION_COOKIE = "employer_session";
const COOKIE_PATH = "/";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,60}$/;

/**
 * Signs in with a new session. Unknown address and wrong password are one 401 after the same
 * Argon2 work; only the right password learns that the address still needs verifying (403).
 */
export async function signInEmployer(
  input: z.output<typeof employerLoginSchema>,
  { userAgent }: { userAgent?: string } = {},
): Promise<{ cookie: string; account: EmployerAccount }> {
  const user = await findLiveUserByEmail(db(), input.email);
  if (!(await passwordMatches(input.password, user?.passwordHash)) || !user) {
    throw new Unauthorized(EMPLOYER_MESSAGES.loginFailed);
  }
  if (!user.emailVerifiedAt) throw new Forbidden(EMPLOYER_MESSAGES.notVerified);
  const cookie = await startEmployerSession(db(), user.id, { rememberMe: input.rememberMe, userAgent });
  return {
    cookie,
    account: { user: employerUserOf(user), company: await findClientCompany(db(), user.clientCompanyId) },
  };
}

/**
 * A new session for a verified user, however they proved who they are (password, Google,
 * LinkedIn); the Set-Cookie value. "Remember me" makes the cookie last the session's 30 days;
 * otherwise it ends with the browser.
 */
export async function startEmployerSession(
  executor: Executor,
  userId: string,
  { rememberMe, userAgent }: { rememberMe: boolean; userAgent?: string },
): Promise<string> {
  const { token } = await startAccountSession(executor, EMPLOYER_SESSIONS, userId, { rememberMe, userAgent });
  return cookieHeader(EMPLOYER_SESSION_COOKIE, token, {
    path: COOKIE_PATH,
    maxAgeSeconds: rememberMe ? SESSION_LIFETIMES.remembered.absoluteSeconds : undefined,
  });
}

/**
 * The signed-in employer behind the employer_session cookie of a Cookie header, for every portal
 * route. A missing, unknown, revoked, expired or idle session, or a removed user, is 401; a live
 * session counts as used now (written at most once a minute).
 */
export async function authenticateEmployer(cookies: string | null | undefined): Promise<EmployerSession> {
  const token = readCookie(cookies, EMPLOYER_SESSION_COOKIE);
  if (!token || !TOKEN_SHAPE.test(token)) throw new Unauthorized(EMPLOYER_MESSAGES.signedOut);
  const [session] = await db()
    .select({
      sessionId: employerSessions.id,
      userId: employerUsers.id,
      companyId: employerUsers.clientCompanyId,
      role: employerUsers.role,
      due: sql<boolean>`${employerSessions.lastUsedAt} < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})`,
    })
    .from(employerSessions)
    .innerJoin(employerUsers, eq(employerUsers.id, employerSessions.employerUserId))
    .where(and(liveSessionOf(employerSessions, token), isNull(employerUsers.removedAt)));
  if (!session) throw new Unauthorized(EMPLOYER_MESSAGES.signedOut);
  const { due, ...employer } = session;
  if (due) {
    await db()
      .update(employerSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(employerSessions.id, employer.sessionId));
  }
  return employer;
}

/** Ends the session; the Set-Cookie value that clears the browser's copy. */
export async function signOutEmployer(session: EmployerSession): Promise<string> {
  await revokeAccountSession(db(), employerSessions, session.sessionId);
  return expiredCookieHeader(EMPLOYER_SESSION_COOKIE, COOKIE_PATH);
}
