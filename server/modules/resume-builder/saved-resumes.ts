import { and, asc, count, desc, eq, notInArray, sql } from "drizzle-orm";
import type { ResumeDocument } from "../../../common/resume-document";
import {
  type createSavedResumeSchema,
  SAVED_RESUME_VERSIONS_KEPT,
  SAVED_RESUMES_MAX,
  type SavedResume,
  type SavedResumeSummary,
  type SavedResumeVersion,
  type updateSavedResumeSchema,
} from "../../../common/saved-resumes";
import type { z } from "../../../common/zod";
import { db, type Transaction } from "../../db/client";
import { savedResumes, savedResumeVersions } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { assertDocumentSize } from "./document-size";
import { deleteReplacedProfileFile, refreshProfilePdfIfCurrent } from "./profile-resume";
import {
  isProfileResume,
  loadSavedResume,
  ownedResume,
  SAVED_RESUME_MESSAGES,
  type SavedResumeRow,
  savedResumeSummaries,
} from "./saved-resume-rows";
import { limitWrites } from "./write-limit";

export const TOO_MANY_SAVED_RESUMES = `You can keep up to ${SAVED_RESUMES_MAX} saved resumes. Delete one to save another.`;

type Content = { name: string; document: ResumeDocument };

export function listSavedResumes(candidateId: string): Promise<SavedResumeSummary[]> {
  return savedResumeSummaries(db(), candidateId);
}

export function getSavedResume(candidateId: string, id: string): Promise<SavedResume> {
  return loadSavedResume(db(), candidateId, id);
}

/**
 * Saves a new named resume with its first version. At most SAVED_RESUMES_MAX per candidate (409
 * beyond), counted under a per-candidate lock so two saves at once cannot both slip past it.
 */
export async function createSavedResume(
  candidateId: string,
  input: z.output<typeof createSavedResumeSchema>,
): Promise<SavedResume> {
  assertDocumentSize(input.document);
  await limitWrites(candidateId);
  const id = await db().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-resumes:${candidateId}`}))`);
    const [existing] = await tx
      .select({ total: count() })
      .from(savedResumes)
      .where(eq(savedResumes.candidateId, candidateId));
    if ((existing?.total ?? 0) >= SAVED_RESUMES_MAX) throw new Conflict(TOO_MANY_SAVED_RESUMES);
    const [row] = await tx
      .insert(savedResumes)
      .values({ candidateId, name: input.name, document: input.document })
      .returning({ id: savedResumes.id });
    if (!row) throw new Error("The saved resume insert returned no row.");
    await addVersion(tx, row.id, input);
    return row.id;
  });
  return loadSavedResume(db(), candidateId, id);
}

/** Saves the document (and the new name, if any) as the resume's newest version. */
export async function updateSavedResume(
  candidateId: string,
  id: string,
  input: z.output<typeof updateSavedResumeSchema>,
): Promise<SavedResume> {
  assertDocumentSize(input.document);
  await limitWrites(candidateId);
  return saveNewVersion(candidateId, id, async (row) => ({
    name: input.name ?? row.name,
    document: input.document,
  }));
}

/** Saves an earlier version again, as the newest: the versions in between stay. */
export async function restoreSavedResumeVersion(
  candidateId: string,
  id: string,
  versionId: string,
): Promise<SavedResume> {
  await limitWrites(candidateId);
  return saveNewVersion(candidateId, id, async (row, tx) => {
    const [version] = isUuid(versionId)
      ? await tx
          .select({ name: savedResumeVersions.name, document: savedResumeVersions.document })
          .from(savedResumeVersions)
          .where(and(eq(savedResumeVersions.id, versionId), eq(savedResumeVersions.savedResumeId, row.id)))
      : [];
    if (!version) throw new NotFound(SAVED_RESUME_MESSAGES.versionNotFound);
    return version;
  });
}

/** Deletes the resume and its versions. A profile resume made from it stays on the profile. */
export async function deleteSavedResume(candidateId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db()
        .delete(savedResumes)
        .where(and(eq(savedResumes.id, id), eq(savedResumes.candidateId, candidateId)))
        .returning({ id: savedResumes.id })
    : [];
  if (deleted.length === 0) throw new NotFound(SAVED_RESUME_MESSAGES.notFound);
}

/** The kept versions, newest first. */
export async function listSavedResumeVersions(
  candidateId: string,
  id: string,
): Promise<SavedResumeVersion[]> {
  const resume = await ownedResume(db(), candidateId, id);
  const rows = await db()
    .select({
      id: savedResumeVersions.id,
      name: savedResumeVersions.name,
      savedAt: savedResumeVersions.savedAt,
    })
    .from(savedResumeVersions)
    .where(eq(savedResumeVersions.savedResumeId, resume.id))
    .orderBy(desc(savedResumeVersions.savedAt), desc(savedResumeVersions.id));
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/**
 * Every saved resume of the candidate with its document and kept versions, oldest first: their data
 * export (candidate-data) includes them.
 */
export async function exportSavedResumes(candidateId: string) {
  const resumes = await db()
    .select({
      id: savedResumes.id,
      name: savedResumes.name,
      isProfileResume,
      document: savedResumes.document,
      createdAt: savedResumes.createdAt,
      updatedAt: savedResumes.updatedAt,
    })
    .from(savedResumes)
    .where(eq(savedResumes.candidateId, candidateId))
    .orderBy(asc(savedResumes.createdAt), asc(savedResumes.id));
  const versions = await db()
    .select({
      savedResumeId: savedResumeVersions.savedResumeId,
      name: savedResumeVersions.name,
      document: savedResumeVersions.document,
      savedAt: savedResumeVersions.savedAt,
    })
    .from(savedResumeVersions)
    .innerJoin(savedResumes, eq(savedResumes.id, savedResumeVersions.savedResumeId))
    .where(eq(savedResumes.candidateId, candidateId))
    .orderBy(desc(savedResumeVersions.savedAt));
  return resumes.map((resume) => ({
    ...resume,
    createdAt: resume.createdAt.toISOString(),
    updatedAt: resume.updatedAt.toISOString(),
    versions: versions
      .filter((version) => version.savedResumeId === resume.id)
      .map(({ savedResumeId: _id, savedAt, ...version }) => ({ ...version, savedAt: savedAt.toISOString() })),
  }));
}

/**
 * One save: the resume's row takes the new content, a version records it and the oldest versions
 * past SAVED_RESUME_VERSIONS_KEPT go, all in one transaction; a profile resume gets its new PDF in it.
 */
async function saveNewVersion(
  candidateId: string,
  id: string,
  contentOf: (row: SavedResumeRow, tx: Transaction) => Promise<Content>,
): Promise<SavedResume> {
  const profileChange = await db().transaction(async (tx) => {
    const row = await ownedResume(tx, candidateId, id, { lock: true });
    const content = await contentOf(row, tx);
    await tx
      .update(savedResumes)
      .set({ name: content.name, document: content.document, updatedAt: sql`now()` })
      .where(eq(savedResumes.id, row.id));
    await addVersion(tx, row.id, content);
    return refreshProfilePdfIfCurrent(tx, candidateId, row.id, content.document);
  });
  await deleteReplacedProfileFile(profileChange);
  return loadSavedResume(db(), candidateId, id);
}

async function addVersion(tx: Transaction, savedResumeId: string, content: Content): Promise<void> {
  await tx
    .insert(savedResumeVersions)
    .values({ savedResumeId, name: content.name, document: content.document });
  const kept = tx
    .select({ id: savedResumeVersions.id })
    .from(savedResumeVersions)
    .where(eq(savedResumeVersions.savedResumeId, savedResumeId))
    .orderBy(desc(savedResumeVersions.savedAt), desc(savedResumeVersions.id))
    .limit(SAVED_RESUME_VERSIONS_KEPT);
  await tx
    .delete(savedResumeVersions)
    .where(
      and(eq(savedResumeVersions.savedResumeId, savedResumeId), notInArray(savedResumeVersions.id, kept)),
    );
}
