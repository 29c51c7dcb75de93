/**
 * Results after the sitting: the candidate's own (portal), the sharing choice, what applications show
 * ("assessed" with the score) and the badges the public candidate database may show.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { assessmentSharingSchema } from "../../../common/assessment-schemas";
import {
  type ApplicationAssessment,
  type AssessmentBadge,
  type CandidateAssessmentResult,
  type CandidateAssessmentResults,
  type CandidateAssessmentsExport,
  ASSESSMENT_MESSAGES as M,
  RESULT_VALID_MONTHS,
  resultMeaning,
} from "../../../common/assessments";
import type { SharedAssessmentResult } from "../../../common/matching";
import { skillMentions } from "../../../common/skill-catalogue";
import type { z } from "../../../common/zod";
import { db } from "../../db/client";
import { assessmentAttempts, assessments } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { candidatesWithBadgesTakenBefore, setTalentBadges } from "../talent-database";
import { accommodationsOfCandidate } from "./accommodations";

/** A closed, scored sitting that was not reset: a result. */
const isResult = and(
  ne(assessmentAttempts.status, "in_progress"),
  isNull(assessmentAttempts.resetAt),
  sql`${assessmentAttempts.overallScore} IS NOT NULL`,
) as SQL;

const stillValid = gt(
  assessmentAttempts.closedAt,
  sql`now() - make_interval(months => ${RESULT_VALID_MONTHS})`,
);

function validUntil(closedAt: Date): Date {
  const until = new Date(closedAt);
  until.setMonth(until.getMonth() + RESULT_VALID_MONTHS);
  return until;
}

const resultColumns = {
  attempt: assessmentAttempts,
  slug: assessments.slug,
  title: assessments.title,
};

type ResultRow = { attempt: typeof assessmentAttempts.$inferSelect; slug: string; title: string };

function candidateResult({ attempt, slug, title }: ResultRow): CandidateAssessmentResult {
  const closedAt = attempt.closedAt ?? attempt.startedAt;
  return {
    id: attempt.id,
    assessment: { slug, title },
    takenAt: closedAt.toISOString(),
    validUntil: validUntil(closedAt).toISOString(),
    overall: attempt.overallScore ?? 0,
    passed: attempt.passed ?? false,
    sections: attempt.sectionScores ?? [],
    meaning: resultMeaning(attempt.overallScore ?? 0, attempt.passThreshold),
    sharedWithEmployers: attempt.sharedWithEmployers,
  };
}

/** GET /api/candidates/assessments: results of the last 12 months, newest first, and sittings to go back to. */
export async function listCandidateResults(candidateId: string): Promise<CandidateAssessmentResults> {
  return resultsOf(candidateId, stillValid);
}

/**
 * "Download my data": every result the candidate has (expired ones too: their validUntil is past),
 * the sittings to go back to, and the extra time staff granted their account or verified address
 * (without staff's note or name). Sittings staff reset are not results and stay out, like the
 * questions and the answers given.
 */
export async function exportCandidateAssessments(
  candidateId: string,
  verifiedEmail: string | null,
): Promise<CandidateAssessmentsExport> {
  const [{ results, inProgress }, extraTime] = await Promise.all([
    resultsOf(candidateId, undefined),
    accommodationsOfCandidate(candidateId, verifiedEmail),
  ]);
  return { results, inProgress, extraTime };
}

/** The candidate's results (those `within` keeps), newest first, and their open sittings. */
async function resultsOf(candidateId: string, within: SQL | undefined): Promise<CandidateAssessmentResults> {
  const [results, open] = await Promise.all([
    db()
      .select(resultColumns)
      .from(assessmentAttempts)
      .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
      .where(and(eq(assessmentAttempts.candidateId, candidateId), isResult, within))
      .orderBy(desc(assessmentAttempts.closedAt)),
    db()
      .select({
        id: assessmentAttempts.id,
        slug: assessments.slug,
        title: assessments.title,
        deadlineAt: assessmentAttempts.deadlineAt,
      })
      .from(assessmentAttempts)
      .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
      .where(
        and(
          eq(assessmentAttempts.candidateId, candidateId),
          eq(assessmentAttempts.status, "in_progress"),
          isNull(assessmentAttempts.resetAt),
          gt(assessmentAttempts.deadlineAt, sql`now()`),
        ),
      ),
  ]);
  return {
    results: results.map(candidateResult),
    inProgress: open.map((row) => ({
      id: row.id,
      assessment: { slug: row.slug, title: row.title },
      deadlineAt: row.deadlineAt.toISOString(),
    })),
  };
}

/** PUT /api/candidates/assessments/:id/sharing: whether employers may see this result. */
export async function setResultSharing(
  candidateId: string,
  id: string,
  { shared }: z.output<typeof assessmentSharingSchema>,
): Promise<CandidateAssessmentResult> {
  if (!isUuid(id)) throw new NotFound(M.notYours);
  const [updated] = await db()
    .update(assessmentAttempts)
    .set({ sharedWithEmployers: shared })
    .where(
      and(
        eq(assessmentAttempts.id, id),
        eq(assessmentAttempts.candidateId, candidateId),
        isResult,
        stillValid,
      ),
    )
    .returning({ id: assessmentAttempts.id });
  if (!updated) throw new NotFound(M.notYours);
  const [row] = await db()
    .select(resultColumns)
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(eq(assessmentAttempts.id, updated.id));
  if (!row) throw new NotFound(M.notYours);
  await publishSharedBadges(candidateId);
  return candidateResult(row);
}

/** An application as assessmentsForApplications needs it. */
export type ApplicationRef = { id: string; candidateId: string | null; email: string; createdAt: Date };

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * What each application shows as "assessed": the person's latest result per assessment taken within
 * 12 months of the application (before or after it), matched by candidate account or by the
 * application's address. `sharedOnly` keeps the results the candidate lets employers see (the
 * employer's views). One query for the whole list; applications without a result are left out.
 */
export async function assessmentsForApplications(
  applications: readonly ApplicationRef[],
  { sharedOnly = false } = {},
): Promise<Map<string, ApplicationAssessment[]>> {
  const found = new Map<string, ApplicationAssessment[]>();
  if (applications.length === 0) return found;
  const candidateIds = [...new Set(applications.flatMap((a) => (a.candidateId ? [a.candidateId] : [])))];
  const emails = [...new Set(applications.map((a) => a.email.toLowerCase()))];
  const rows = await db()
    .select(resultColumns)
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(
      and(
        isResult,
        sharedOnly ? eq(assessmentAttempts.sharedWithEmployers, true) : undefined,
        or(
          candidateIds.length ? inArray(assessmentAttempts.candidateId, candidateIds) : undefined,
          inArray(sql`lower(${assessmentAttempts.email})`, emails),
        ),
      ),
    )
    .orderBy(desc(assessmentAttempts.closedAt));
  for (const application of applications) {
    const latest = new Map<string, ApplicationAssessment>();
    for (const { attempt, slug, title } of rows) {
      const samePerson =
        (application.candidateId !== null && attempt.candidateId === application.candidateId) ||
        attempt.email.toLowerCase() === application.email.toLowerCase();
      const closedAt = attempt.closedAt ?? attempt.startedAt;
      const within = Math.abs(closedAt.getTime() - application.createdAt.getTime()) <= YEAR_MS;
      if (!samePerson || !within || latest.has(slug)) continue;
      latest.set(slug, {
        assessmentSlug: slug,
        title,
        score: attempt.overallScore ?? 0,
        passed: attempt.passed ?? false,
        takenAt: closedAt.toISOString(),
      });
    }
    if (latest.size > 0) found.set(application.id, [...latest.values()]);
  }
  return found;
}

/**
 * The latest result per candidate and assessment from the last 12 months that the candidates chose
 * to share with employers, newest first: what employers and clients may read of them.
 */
async function latestSharedResults(candidateIds: readonly string[]) {
  const ids = candidateIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db()
    .select(resultColumns)
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(
      and(
        inArray(assessmentAttempts.candidateId, ids),
        eq(assessmentAttempts.sharedWithEmployers, true),
        isResult,
        stillValid,
      ),
    )
    .orderBy(desc(assessmentAttempts.closedAt));
  const seen = new Set<string>();
  return rows.filter(({ attempt, slug }) => {
    const key = `${attempt.candidateId}:${slug}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The badges the public candidate database may show for a candidate: their latest result per
 * assessment from the last 12 months that they chose to share with employers. For the candidate
 * database module (ADR 0018); nothing else about the sitting leaves this module.
 */
export async function sharedAssessmentBadges(candidateId: string): Promise<AssessmentBadge[]> {
  return (await latestSharedResults([candidateId])).map(({ attempt, slug, title }) => ({
    assessmentSlug: slug,
    title,
    score: attempt.overallScore ?? 0,
    passed: attempt.passed ?? false,
    takenAt: (attempt.closedAt ?? attempt.startedAt).toISOString(),
  }));
}

/**
 * What the ranker may read of candidates' assessments (issue 22): the same shared results, by
 * candidate, each linked to the catalogue skill its title names. One query for the whole pool;
 * candidates without one are left out.
 */
export async function sharedAssessmentResults(
  candidateIds: readonly string[],
): Promise<Map<string, SharedAssessmentResult[]>> {
  const found = new Map<string, SharedAssessmentResult[]>();
  for (const { attempt, title } of await latestSharedResults(candidateIds)) {
    if (!attempt.candidateId) continue;
    const results = found.get(attempt.candidateId) ?? [];
    results.push({
      name: title,
      skillId: skillMentions(title)[0]?.skillId ?? null,
      score: attempt.overallScore ?? 0,
    });
    found.set(attempt.candidateId, results);
  }
  return found;
}

/**
 * Hands the candidate's shared badges to the public candidate database after anything that changes
 * them (sharing switched, a score overridden, a sitting reset), so its cards and "assessed" filter
 * follow at once.
 */
export async function publishSharedBadges(candidateId: string | null): Promise<void> {
  if (candidateId) await setTalentBadges(candidateId, await sharedAssessmentBadges(candidateId));
}

/**
 * A result is shown for 12 months: the public candidate database's badges taken before that are
 * handed over again (without them) to their holders. Returns how many candidates were refreshed.
 */
export async function retireExpiredBadges(now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - RESULT_VALID_MONTHS);
  const holders = await candidatesWithBadgesTakenBefore(cutoff);
  for (const candidateId of holders) await publishSharedBadges(candidateId);
  return holders.length;
}
