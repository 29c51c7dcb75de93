import type { EmployerRole } from "../../common/employer-options";

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
