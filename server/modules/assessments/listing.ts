/** The assessments open to the public, as /assessment lists them. */
import { and, asc, eq } from "drizzle-orm";
import { ASSESSMENT_MESSAGES, type AssessmentListing } from "../../../common/assessments";
import { db } from "../../db/client";
import { assessments } from "../../db/schema";
import { NotFound } from "../../errors";
import { sectionsOf } from "./sitting-records";

export type AssessmentRow = typeof assessments.$inferSelect;

/** A public assessment by slug; 404 for an unknown or unpublished one. */
export async function publicAssessment(slug: string): Promise<AssessmentRow> {
  const [row] = await db()
    .select()
    .from(assessments)
    .where(and(eq(assessments.slug, slug), eq(assessments.isPublic, true)));
  if (!row) throw new NotFound(ASSESSMENT_MESSAGES.notFound);
  return row;
}

export async function listingOf(row: AssessmentRow): Promise<AssessmentListing> {
  const sections = await sectionsOf(db(), row.id);
  return {
    slug: row.slug,
    title: row.title,
    measures: row.measures,
    minutes: row.minutes,
    itemsPerSitting: row.itemsPerSitting,
    retakeDays: row.retakeDays,
    passThreshold: row.passThreshold,
    accommodations: row.accommodations,
    sections: sections.map(({ key, title, measures, kind, itemsPerSitting }) => ({
      key,
      title,
      measures,
      kind,
      itemsPerSitting,
    })),
  };
}

/** GET /api/assessments */
export async function listPublicAssessments(): Promise<AssessmentListing[]> {
  const rows = await db()
    .select()
    .from(assessments)
    .where(eq(assessments.isPublic, true))
    .orderBy(asc(assessments.title));
  return Promise.all(rows.map(listingOf));
}

/** GET /api/assessments/:slug */
export async function getPublicAssessment(slug: string): Promise<AssessmentListing> {
  return listingOf(await publicAssessment(slug));
}
