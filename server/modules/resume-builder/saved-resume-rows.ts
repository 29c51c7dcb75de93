import { and, desc, eq, sql } from "drizzle-orm";
import type { SavedResume, SavedResumeSummary } from "../../../common/saved-resumes";
import type { Executor } from "../../db/client";
import { savedResumes } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";

export const SAVED_RESUME_MESSAGES = {
  notFound: "No saved resume with this id.",
  versionNotFound: "No version of this resume with this id.",
} as const;

export type SavedResumeRow = typeof savedResumes.$inferSelect;

/** The candidate's saved resume, locked for the caller's transaction when asked; 404 for anyone else's. */
export async function ownedResume(
  executor: Executor,
  candidateId: string,
  id: string,
  { lock = false } = {},
): Promise<SavedResumeRow> {
  if (!isUuid(id)) throw new NotFound(SAVED_RESUME_MESSAGES.notFound);
  const query = executor
    .select()
    .from(savedResumes)
    .where(and(eq(savedResumes.id, id), eq(savedResumes.candidateId, candidateId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFound(SAVED_RESUME_MESSAGES.notFound);
  return row;
}

/**
 * Whether the resume's PDF is still the profile's resume file: the link names it and the profile
 * still holds that PDF (an upload since then replaced it). Written out with table names: Drizzle
 * leaves them off a one-table select's columns, which a correlated subquery cannot do without.
 */
export const isProfileResume = sql<boolean>`EXISTS (
  SELECT 1 FROM profile_builder_resumes link
  JOIN candidates ON candidates.id = link.candidate_id AND candidates.resume_file_id = link.file_id
  WHERE link.saved_resume_id = saved_resumes.id)`;

const versionCount = sql<number>`(SELECT count(*)::int FROM saved_resume_versions version WHERE version.saved_resume_id = saved_resumes.id)`;

const summaryColumns = {
  id: savedResumes.id,
  name: savedResumes.name,
  updatedAt: savedResumes.updatedAt,
  isProfileResume,
  versionCount,
};

type SummaryRow = {
  id: string;
  name: string;
  updatedAt: Date;
  isProfileResume: boolean;
  versionCount: number;
};

function toSummary(row: SummaryRow): SavedResumeSummary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The candidate's saved resumes, most recently saved first (at most SAVED_RESUMES_MAX). */
export async function savedResumeSummaries(
  executor: Executor,
  candidateId: string,
): Promise<SavedResumeSummary[]> {
  const rows = await executor
    .select(summaryColumns)
    .from(savedResumes)
    .where(eq(savedResumes.candidateId, candidateId))
    .orderBy(desc(savedResumes.updatedAt), desc(savedResumes.id));
  return rows.map(toSummary);
}

/** One saved resume with its document, as the API answers it; 404 for anyone else's. */
export async function loadSavedResume(
  executor: Executor,
  candidateId: string,
  id: string,
): Promise<SavedResume> {
  if (!isUuid(id)) throw new NotFound(SAVED_RESUME_MESSAGES.notFound);
  const [row] = await executor
    .select({ ...summaryColumns, document: savedResumes.document })
    .from(savedResumes)
    .where(and(eq(savedResumes.id, id), eq(savedResumes.candidateId, candidateId)));
  if (!row) throw new NotFound(SAVED_RESUME_MESSAGES.notFound);
  return { ...toSummary(row), document: row.document };
}
