/** The consultations a signed-in candidate or employer booked, found by their verified email address. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { PortalConsultation, PortalConsultations } from "../../../common/consultations";
import { db } from "../../db/client";
import { candidates, consultationStaff, consultations, employerUsers } from "../../db/schema";
import type { CandidateSession } from "../../kernel/candidate-session";
import type { EmployerSession } from "../../kernel/employer-session";
import { manageLinks } from "./manage-links";
import { visitorView } from "./records";

/**
 * Upcoming (not over, soonest first) and past (latest first) for one verified address; none for null.
 * A booked one not yet begun carries the emailed links: the account owns the address they went to.
 */
async function consultationsOf(email: string | null, now = new Date()): Promise<PortalConsultations> {
  if (!email) return { upcoming: [], past: [] };
  const rows = await db()
    .select({ consultation: consultations, staff: consultationStaff })
    .from(consultations)
    .innerJoin(consultationStaff, eq(consultationStaff.id, consultations.staffId))
    .where(eq(sql`lower(${consultations.visitorEmail})`, email.toLowerCase()))
    .orderBy(asc(consultations.startsAt));
  const views = await Promise.all(
    rows.map(async ({ consultation, staff }): Promise<PortalConsultation> => {
      const changeable = consultation.status === "booked" && consultation.startsAt > now;
      return {
        ...visitorView({ ...consultation, staff }),
        links: changeable ? await manageLinks(consultation.id, consultation.startsAt) : null,
      };
    }),
  );
  return {
    upcoming: views.filter((view) => new Date(view.end) > now),
    past: views.filter((view) => new Date(view.end) <= now).reverse(),
  };
}

/** GET /api/candidates/consultations */
export async function listCandidateConsultations(session: CandidateSession): Promise<PortalConsultations> {
  const [candidate] = await db()
    .select({ email: candidates.email })
    .from(candidates)
    .where(and(eq(candidates.id, session.candidateId), isNotNull(candidates.emailVerifiedAt)));
  return consultationsOf(candidate?.email ?? null);
}

/** GET /api/employers/consultations: the signed-in user's own bookings (not their colleagues'). */
export async function listEmployerConsultations(session: EmployerSession): Promise<PortalConsultations> {
  const [user] = await db()
    .select({ email: employerUsers.email })
    .from(employerUsers)
    .where(and(eq(employerUsers.id, session.userId), isNotNull(employerUsers.emailVerifiedAt)));
  return consultationsOf(user?.email ?? null);
}
