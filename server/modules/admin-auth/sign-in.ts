import { db } from "../../db/client";
import { recordAudit } from "../audit";
import { ADMIN_SESSION_COOKIE, cookieHeader, expiredCookieHeader } from "./cookies";
import {
  ADMIN_SESSION_LIFETIME,
  type AdminIdentity,
  createAdminSession,
  revokeAdminSession,
} from "./sessions";

/** An admin session without the identity provider: for tests and scripts acting as an admin. */
export async function startAdminSession(identity: AdminIdentity): Promise<{ cookie: string }> {
  const token = await createAdminSession(db(), identity);
  return { cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
}

/** After a successful callback: the session and its audit entry together; the Set-Cookie value. */
export async function completeAdminSignIn(identity: AdminIdentity): Promise<string> {
  const token = await db().transaction(async (tx) => {
    const newToken = await createAdminSession(tx, identity);
    await recordAudit(tx, identity, {
      action: "admin.signed_in",
      entityType: "admin_session",
      after: identity,
    });
    return newToken;
  });
  return cookieHeader(ADMIN_SESSION_COOKIE, token, {
    path: "/",
    maxAgeSeconds: ADMIN_SESSION_LIFETIME.absoluteSeconds,
  });
}

/** Ends the session behind the cookie (if still live, with an audit entry); the Set-Cookie that clears it. */
export async function signOutAdmin(token: string | undefined): Promise<string> {
  await db().transaction(async (tx) => {
    const admin = await revokeAdminSession(tx, token);
    if (admin)
      await recordAudit(tx, admin, {
        action: "admin.signed_out",
        entityType: "admin_session",
        before: admin,
      });
  });
  return expiredCookieHeader(ADMIN_SESSION_COOKIE, "/");
}
