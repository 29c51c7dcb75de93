import {
  canEmployer,
  EMPLOYER_ROLE_REFUSAL,
  type EmployerPermission,
  type EmployerRole,
} from "../../common/employer-options";
import { Forbidden } from "../errors";

/**
 * Who is acting in an employer portal request: the session, its user, the user's company and role.
 * Every module that serves a signed-in employer takes it and keeps to session.companyId's records;
 * the employer-accounts module creates it (authenticateEmployer).
 */
export type EmployerSession = {
  sessionId: string;
  userId: string;
  companyId: string;
  role: EmployerRole;
};

/** A module's first line for anything a role may not do (common/employer-options, EMPLOYER_PERMISSIONS): else 403. */
export function requireEmployerPermission(session: EmployerSession, permission: EmployerPermission): void {
  if (!canEmployer(session.role, permission)) throw new Forbidden(EMPLOYER_ROLE_REFUSAL);
}
