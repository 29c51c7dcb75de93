import { and, desc, eq, ne } from "drizzle-orm";
import type { SavedJob } from "../../../common/candidate-portal";
import { db, type Executor } from "../../db/client";
import { jobs, savedJobs } from "../../db/schema";
import { NotFound } from "../../errors";
import { getPublishedJob } from "../jobs";

export const JOB_NOT_FOUND = "No open job with this id.";

/** The candidate's saved jobs, newest save first; a job taken back to draft drops out of the list. */
export async function listSavedJobs(
  candidateId: string,
  { limit, executor = db() }: { limit?: number; executor?: Executor } = {},
): Promise<SavedJob[]> {
  const query = executor
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      city: jobs.city,
      state: jobs.state,
      status: jobs.status,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.candidateId, candidateId), ne(jobs.status, "draft")))
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ city, state, savedAt, ...job }) => ({
    ...job,
    location: `${city}, ${state}`,
    savedAt: savedAt.toISOString(),
  }));
}

/** Saves a published job (saving it again changes nothing); drafts and unknown ids are 404. */
export async function saveJob(candidateId: string, jobId: string): Promise<void> {
  const job = await getPublishedJob(jobId);
  if (!job) throw new NotFound(JOB_NOT_FOUND);
  await db().insert(savedJobs).values({ candidateId, jobId: job.id }).onConflictDoNothing();
}

/** Removes a saved job; removing one that is not saved changes nothing. */
export async function unsaveJob(candidateId: string, jobId: string): Promise<void> {
  const job = await getPublishedJob(jobId);
  if (!job) throw new NotFound(JOB_NOT_FOUND);
  await db()
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, job.id)));
}
