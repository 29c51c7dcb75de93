import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type CandidateApplicationSummary,
  type CandidateNote,
  type CandidateRecord,
  CANDIDATE_DATABASE_LIMITS as LIMITS,
  CANDIDATE_DATABASE_MESSAGES as MESSAGES,
} from "../../../common/candidate-database";
import { stageEventLabel } from "../../../common/recruiting";
import { db, type Executor } from "../../db/client";
import { applications, candidateNotes, candidates, jobs } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { findStoredFile } from "../../storage";
import { type AdminActor, recordAudit } from "../audit";
import { eventsOfApplication, stageEventsOf } from "../pipeline";
import { staffTalentRecord } from "../talent-database";

/** Everything a recruiter sees of the account: never the password hash or the resume text. */
const profileColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  phone: candidates.phone,
  emailVerifiedAt: candidates.emailVerifiedAt,
  consentSmsAt: candidates.consentSmsAt,
  headline: candidates.headline,
  city: candidates.city,
  state: candidates.state,
  skills: candidates.skills,
  preferredLocations: candidates.preferredLocations,
  preferredEmploymentTypes: candidates.preferredEmploymentTypes,
  desiredPay: candidates.desiredPay,
  desiredPayPeriod: candidates.desiredPayPeriod,
  availableFrom: candidates.availableFrom,
  lastActiveAt: candidates.lastActiveAt,
  createdAt: candidates.createdAt,
  resumeFileId: candidates.resumeFileId,
  recruiterTags: candidates.recruiterTags,
};

async function findProfile(executor: Executor, id: string, { lock = false } = {}) {
  if (!isUuid(id)) throw new NotFound(MESSAGES.notFound);
  const query = executor.select(profileColumns).from(candidates).where(eq(candidates.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFound(MESSAGES.notFound);
  return row;
}

/** GET /api/admin/candidates/:id: profile, resume name, applications with their stages, tags, notes. */
export async function getCandidateRecord(id: string): Promise<CandidateRecord> {
  const row = await findProfile(db(), id);
  const [file, applicationRows, notes] = await Promise.all([
    row.resumeFileId ? findStoredFile(row.resumeFileId) : undefined,
    db()
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        source: applications.source,
        stage: applications.status,
        stageChangedAt: applications.stageChangedAt,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.candidateId, id))
      .orderBy(desc(applications.createdAt)),
    listNotes(db(), id),
  ]);
  const talent = await staffTalentRecord(id);
  const events = await stageEventsOf(applicationRows.map((application) => application.id));
  const { resumeFileId: _file, emailVerifiedAt, consentSmsAt, ...profile } = row;
  return {
    ...profile,
    emailVerified: emailVerifiedAt !== null,
    smsConsent: consentSmsAt !== null,
    lastActiveAt: row.lastActiveAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    resume: file ? { fileName: file.originalName, uploadedAt: file.createdAt.toISOString() } : null,
    applications: applicationRows.map(
      (application): CandidateApplicationSummary => ({
        ...application,
        stageChangedAt: application.stageChangedAt.toISOString(),
        createdAt: application.createdAt.toISOString(),
        stages: eventsOfApplication(events, application.id).map((event) => ({
          fromStage: event.fromStage,
          toStage: event.toStage,
          label: stageEventLabel(event),
          createdAt: event.at.toISOString(),
        })),
      }),
    ),
    notes,
    talent,
  };
}

async function listNotes(executor: Executor, candidateId: string): Promise<CandidateNote[]> {
  const rows = await executor
    .select({
      id: candidateNotes.id,
      authorEmail: candidateNotes.authorEmail,
      body: candidateNotes.body,
      createdAt: candidateNotes.createdAt,
    })
    .from(candidateNotes)
    .where(eq(candidateNotes.candidateId, candidateId))
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
  return rows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
}

/** The stored resume of the candidate, for GET /api/admin/candidates/:id/resume; 404 when none. */
export async function candidateResumeForAdmin(id: string): Promise<string> {
  const { resumeFileId } = await findProfile(db(), id);
  if (!resumeFileId) throw new NotFound(MESSAGES.noResume);
  return resumeFileId;
}

export const candidateTagsSchema = z
  .object({
    tags: z
      .array(z.string({ message: MESSAGES.tags }), { message: MESSAGES.tags })
      .transform((tags) => {
        const seen = new Set<string>();
        return tags
          .map((tag) => tag.replace(/\s+/g, " ").trim())
          .filter((tag) => {
            const key = tag.toLowerCase();
            if (!tag || seen.has(key)) return false;
            seen.add(key);
            return true;
          });
      })
      .refine((tags) => tags.length <= LIMITS.tags && tags.every((tag) => tag.length <= LIMITS.tag), {
        message: MESSAGES.tags,
      }),
  })
  .strict();

/** PUT /api/admin/candidates/:id/tags { tags }: replaces the recruiters' tags (audited); { tags }. */
export async function setCandidateTags(
  actor: AdminActor,
  id: string,
  { tags }: z.output<typeof candidateTagsSchema>,
) {
  return db().transaction(async (tx) => {
    const before = await findProfile(tx, id, { lock: true });
    await tx
      .update(candidates)
      .set({ recruiterTags: tags, updatedAt: sql`now()` })
      .where(eq(candidates.id, id));
    await recordAudit(tx, actor, {
      action: "candidate.tagged",
      entityType: "candidate",
      entityId: id,
      before: { tags: before.recruiterTags },
      after: { tags },
    });
    return { tags };
  });
}

export const candidateNoteSchema = z
  .object({
    body: z
      .string({ message: MESSAGES.note })
      .transform((body) => body.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().min(1, { message: MESSAGES.note }).max(LIMITS.note, { message: MESSAGES.note })),
  })
  .strict();

/** POST /api/admin/candidates/:id/notes { body }: adds a recruiter's note (audited); the note. */
export async function addCandidateNote(
  actor: AdminActor,
  id: string,
  { body }: z.output<typeof candidateNoteSchema>,
): Promise<CandidateNote> {
  return db().transaction(async (tx) => {
    await findProfile(tx, id);
    const [note] = await tx
      .insert(candidateNotes)
      .values({ candidateId: id, authorEmail: actor.email, body })
      .returning();
    if (!note) throw new Error("The note insert returned no row.");
    await recordAudit(tx, actor, {
      action: "candidate.note_added",
      entityType: "candidate",
      entityId: id,
      before: null,
      after: { noteId: note.id, body },
    });
    return {
      id: note.id,
      authorEmail: note.authorEmail,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    };
  });
}
