import { db } from "../../db/client";
import { recordAudit } from "../audit";
import { STAFF_AREA_SETTINGS, type StaffArea } from "./areas";
import { cookieHeader, expiredCookieHeader } from "./cookies";
import {
  ADMIN_SESSION_LIFETIME,
  type AdminIdentity,
  createAdminSession,
  revokeAdminSession,
} from "./sessions";

/** A staff session without the identity provider: for tests and scripts acting as an admin. */
export async function startAdminSession(
  identity: AdminIdentity,
  area: StaffArea = "admin",
): Promise<{ cookie: string }> {
  const token = await createAdminSession(db(), identity, area);
  return { cookie: `${STAFF_AREA_SETTINGS[area].sessionCookie}=${token}` };
}

/**
 * After a successful callback: the session and its audit entry together; the Set-Cookie values
 * (one per path the area's cookie is set for).
 */
export async function completeAdminSignIn(
  identity: AdminIdentity,
  area: StaffArea = "admin",
): Promise<string[]> {
  const { sessionCookie, cookiePaths, auditPrefix } = STAFF_AREA_SETTINGS[area];
  const token = await db().transaction(async (tx) => {
    const newToken = await createAdminSession(tx, identity, area);
    await recordAudit(tx, identity, {
      action: `${auditPrefix}.signed_in`,
      entityType: "admin_session",
      after: identity,
    });
    return newToken;
  });
  return cookiePaths.map((path) =>
    cookieHeader(sessionCookie, token, { path, maxAgeSeconds: ADMIN_SESSION_LIFETIME.absoluteSeconds }),
  );
}

/** Ends the session behind the cookie (if still live, with an audit entry); the Set-Cookies that clear it. */
export async function signOutAdmin(token: string | undefined, area: StaffArea = "admin"): Promise<string[]> {
  const { sessionCookie, cookiePaths, auditPrefix } = STAFF_AREA_SETTINGS[area];
  await db().transaction(async (tx) => {
    const admin = await revokeAdminSession(tx, token, area);
    if (admin)
      await recordAudit(tx, admin, {
        action: `${auditPrefix}.signed_out`,
        entityType: "admin_session",
        before: admin,
      });
  });
  return cookiePaths.map((path) => expiredCookieHeader(sessionCookie, path));
}
