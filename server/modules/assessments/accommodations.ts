/** Extra time staff grant privately to one person for one assessment; every change audited. */
import { and, asc, eq, or } from "drizzle-orm";
import type { accommodationSchema } from "../../../common/assessment-schemas";
import {
  type CandidateExtraTime,
  ASSESSMENT_MESSAGES as M,
  type StaffAccommodation,
} from "../../../common/assessments";
import type { z } from "../../../common/zod";
import { db, type Executor } from "../../db/client";
import { assessmentAccommodations, assessments, candidates } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { type AdminActor, recordAudit } from "../audit";

function accommodationsQuery(executor: Executor) {
  return executor
    .select({ row: assessmentAccommodations, slug: assessments.slug, title: assessments.title })
    .from(assessmentAccommodations)
    .innerJoin(assessments, eq(assessments.id, assessmentAccommodations.assessmentId));
}

function view({
  row,
  slug,
  title,
}: Awaited<ReturnType<typeof accommodationsQuery>>[number]): StaffAccommodation {
  return {
    id: row.id,
    assessment: { id: row.assessmentId, slug, title },
    email: row.email,
    candidateId: row.candidateId,
    extraTimePercent: row.extraTimePercent,
    note: row.note,
    grantedBy: row.grantedBy,
    grantedAt: row.grantedAt.toISOString(),
  };
}

/** GET /api/admin/assessments/accommodations?assessment= */
export async function listAccommodations(assessmentId: string | null): Promise<StaffAccommodation[]> {
  if (assessmentId !== null && !isUuid(assessmentId)) return [];
  const rows = await accommodationsQuery(db())
    .where(assessmentId ? eq(assessmentAccommodations.assessmentId, assessmentId) : undefined)
    .orderBy(asc(assessmentAccommodations.email));
  return rows.map(view);
}

/**
 * The extra time granted to the candidate's account or to their verified address (null: not verified),
 * by assessment: no staff note, no staff name.
 */
export async function accommodationsOfCandidate(
  candidateId: string,
  verifiedEmail: string | null,
): Promise<CandidateExtraTime[]> {
  const rows = await accommodationsQuery(db())
    .where(
      or(
        eq(assessmentAccommodations.candidateId, candidateId),
        verifiedEmail ? eq(assessmentAccommodations.email, verifiedEmail.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(assessments.title));
  return rows.map(({ row, slug, title }) => ({
    assessment: { slug, title },
    extraTimePercent: row.extraTimePercent,
    grantedAt: row.grantedAt.toISOString(),
  }));
}

/**
 * POST /api/admin/assessments/accommodations: for an account (its address is stored with it) or an
 * address; granting again for the same person and assessment replaces the extra time. Applies to
 * sittings started from now on.
 */
export async function grantAccommodation(
  actor: AdminActor,
  input: z.output<typeof accommodationSchema>,
): Promise<StaffAccommodation> {
  return db().transaction(async (tx) => {
    const [assessment] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.id, input.assessmentId));
    if (!assessment) throw new NotFound(M.notFound);
    let email = input.email ?? "";
    if (input.candidateId) {
      const [candidate] = await tx
        .select({ email: candidates.email })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId));
      if (!candidate) throw new NotFound(M.candidateNotFound);
      email = candidate.email.toLowerCase();
    }
    const values = {
      assessmentId: assessment.id,
      candidateId: input.candidateId ?? null,
      email,
      extraTimePercent: input.extraTimePercent,
      note: input.note,
      grantedBy: actor.email,
      grantedAt: new Date(),
    };
    const [stored] = await tx
      .insert(assessmentAccommodations)
      .values(values)
      .onConflictDoUpdate({
        target: [assessmentAccommodations.assessmentId, assessmentAccommodations.email],
        set: {
          candidateId: values.candidateId,
          extraTimePercent: values.extraTimePercent,
          note: values.note,
          grantedBy: values.grantedBy,
          grantedAt: values.grantedAt,
        },
      })
      .returning({ id: assessmentAccommodations.id });
    if (!stored) throw new Error("The accommodation was not stored");
    await recordAudit(tx, actor, {
      action: "assessment_accommodation.granted",
      entityType: "assessment_accommodation",
      entityId: stored.id,
      after: { assessmentId: assessment.id, email, extraTimePercent: input.extraTimePercent },
    });
    const [row] = await accommodationsQuery(tx).where(eq(assessmentAccommodations.id, stored.id));
    if (!row) throw new NotFound(M.accommodationNotFound);
    return view(row);
  });
}

/** DELETE /api/admin/assessments/accommodations/:id */
export async function removeAccommodation(actor: AdminActor, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(M.accommodationNotFound);
  await db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(assessmentAccommodations)
      .where(and(eq(assessmentAccommodations.id, id)))
      .returning();
    if (!removed) throw new NotFound(M.accommodationNotFound);
    await recordAudit(tx, actor, {
      action: "assessment_accommodation.removed",
      entityType: "assessment_accommodation",
      entityId: id,
      before: { email: removed.email, extraTimePercent: removed.extraTimePercent },
    });
  });
}
