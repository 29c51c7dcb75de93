import { redirect } from "react-router";
import { employerLoginPathFor } from "~/components/employer/return-to";
import { Unauthorized } from "../../server/errors";
import { authenticateEmployer, type EmployerSession } from "../../server/modules/employer-accounts";

/**
 * The signed-in employer behind the request's `employer_session` cookie, or null when there is
 * none (missing, ended, revoked or the user removed). The portal's pages render on the server for
 * that cookie, so the guard runs before anything is drawn.
 */
export async function employerFromRequest(request: Request): Promise<EmployerSession | null> {
  try {
    return await authenticateEmployer(request.headers.get("cookie"));
  } catch (error) {
    if (error instanceof Unauthorized) return null;
    throw error;
  }
}

/** Every employer portal loader's first line: the session, or the sign-in page with the page asked for. */
export async function requireEmployerPage(request: Request): Promise<EmployerSession> {
  const session = await employerFromRequest(request);
  if (!session) throw redirect(employerLoginPathFor(new URL(request.url)));
  return session;
}
