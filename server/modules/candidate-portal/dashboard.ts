import { and, asc, count, eq, gt } from "drizzle-orm";
import type { CandidateDashboard } from "../../../common/candidate-portal";
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES } from "../../../common/recruiting";
import { db } from "../../db/client";
import { applications, candidates, interviews, jobs } from "../../db/schema";
import { NotFound } from "../../errors";
import { workforceSummary } from "../payroll";
import { listSavedJobs } from "./saved-jobs";

export type CandidateDashboardData = CandidateDashboard;

export const DASHBOARD_SAVED_JOBS = 5;
const PROFILE_HREF = "/candidate/profile";

type CandidateRow = typeof candidates.$inferSelect;

/** What a complete profile has, in the order the dashboard lists what is missing. */
/** `input` is the id of the profile page's field that fixes it (app/components/candidate/profile-*.tsx). */
const PROFILE_PARTS: readonly {
  field: string;
  label: string;
  input: string;
  done: (row: CandidateRow) => boolean;
}[] = [
  { field: "phone", label: "Phone number", input: "profile-phone", done: (row) => row.phone.trim() !== "" },
  {
    field: "headline",
    label: "Headline",
    input: "profile-headline",
    done: (row) => Boolean(row.headline?.trim()),
  },
  {
    field: "location",
    label: "City and state",
    input: "profile-city",
    done: (row) => Boolean(row.city?.trim() && row.state?.trim()),
  },
  { field: "skills", label: "Skills", input: "profile-skills-list", done: (row) => row.skills.length > 0 },
  {
    field: "workPreferences",
    label: "Work preferences",
    input: "profile-locations",
    done: (row) => row.preferredLocations.length > 0 || row.preferredEmploymentTypes.length > 0,
  },
  {
    field: "desiredPay",
    label: "Desired pay",
    input: "profile-desired-pay",
    done: (row) => row.desiredPay !== null,
  },
  {
    field: "availability",
    label: "Availability",
    input: "profile-available-from",
    done: (row) => row.availableFrom !== null,
  },
  {
    field: "resume",
    label: "Resume",
    input: "profile-resume-file",
    done: (row) => row.resumeFileId !== null,
  },
];

export function profileCompleteness(row: CandidateRow): CandidateDashboard["completeness"] {
  const missing = PROFILE_PARTS.filter((part) => !part.done(row)).map(({ field, label, input }) => ({
    field,
    label,
    href: `${PROFILE_HREF}#${input}`,
  }));
  const percent = Math.round(((PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length) * 100);
  return { percent, missing };
}

/** GET /api/candidates/dashboard: the signed-in candidate's own data only. */
export async function candidateDashboard(
  candidateId: string,
  now: Date = new Date(),
): Promise<CandidateDashboard> {
  const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw new NotFound("No such account.");
  const [[next], stageCounts, savedJobs, workforce] = await Promise.all([
    db()
      .select({
        id: interviews.id,
        startsAt: interviews.startsAt,
        durationMinutes: interviews.durationMinutes,
        timeZone: interviews.timeZone,
        format: interviews.format,
        jobTitle: jobs.title,
        company: jobs.company,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.candidateId, candidateId),
          eq(interviews.status, "scheduled"),
          gt(interviews.startsAt, now),
        ),
      )
      .orderBy(asc(interviews.startsAt))
      .limit(1),
    db()
      .select({ stage: applications.status, count: count() })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
      .groupBy(applications.status),
    listSavedJobs(candidateId, { limit: DASHBOARD_SAVED_JOBS }),
    workforceSummary(candidateId, now),
  ]);
  const byStage = new Map(stageCounts.map((row) => [row.stage, row.count]));
  return {
    nextInterview: next ? { ...next, startsAt: next.startsAt.toISOString() } : null,
    applicationsByStage: APPLICATION_STAGES.filter((stage) => byStage.has(stage)).map((stage) => ({
      stage,
      label: APPLICATION_STAGE_LABELS[stage],
      count: byStage.get(stage) ?? 0,
    })),
    savedJobs,
    completeness: profileCompleteness(candidate),
    workforce,
  };
}
