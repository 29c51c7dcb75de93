import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { candidateProfileUpdateSchema } from "../../../common/candidates";
import { documentRequestSchema } from "../../../common/document-schemas";
import { todayInFlorida } from "../../../common/timesheets";
import { applyWithProfile, saveJob } from "../../modules/candidate-portal";
import { updateCandidateProfile } from "../../modules/candidates";
import { requestDocument } from "../../modules/documents";
import { scheduleInterview } from "../../modules/interviews";
import { createPayRun, finalizePayRun, payRunSchema } from "../../modules/payroll";
import {
  acceptCandidateOffer,
  changeApplicationStage,
  createOffer,
  offerSchema,
} from "../../modules/pipeline";
import { inviteFriend, referralInviteSchema } from "../../modules/referrals";
import { candidateRequester, createTicket, newTicketSchema } from "../../modules/support";
import {
  decideTimesheetAsStaff,
  listCandidatePlacements,
  saveCandidateWeek,
  submitCandidateWeek,
} from "../../modules/timesheets";
import type { Transaction } from "../client";
import {
  applications,
  candidateDocuments,
  candidates,
  demoSeedRuns,
  jobs,
  payRuns,
  placements,
  supportTickets,
  timesheets,
} from "../schema";
import { DEMO_CANDIDATE } from "./candidates-data";
import { storeDemoResume } from "./demo-resume";
import {
  DEMO_DOCUMENT_REQUEST,
  DEMO_INTERVIEW,
  DEMO_PROFILE,
  DEMO_REFERRAL,
  DEMO_STAFF,
  DEMO_SUPPORT_TICKET,
  DEMO_WORKFORCE_JOBS,
  demoOfferTerms,
  demoResume,
  demoWorkforceDates,
} from "./workforce-data";

type DemoJobs = { placement: string; interview: string; saved: string[] };
export type DemoWorkforceClaim = { candidateId: string; jobs: DemoJobs };

/**
 * Decides, once in the database's life and inside the seed's locked transaction, whether to play the
 * demo candidate's working life: only when her account exists with no application yet, the demo jobs
 * it uses are open, and nobody has placements, timesheets, pay runs, documents or support tickets
 * (real workforce data is never mixed with demo data). Returns what the story needs, or null.
 */
export async function claimDemoWorkforce(tx: Transaction): Promise<DemoWorkforceClaim | null> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind: "workforce" })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0) return null;
  const [maria] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(sql`lower(${candidates.email}) = ${DEMO_CANDIDATE.email}`);
  if (!maria) return null;
  const somewhere = (table: PgTable, where?: SQL) => rowsExist(tx, table, where);
  const busy = or(
    somewhere(applications, eq(applications.candidateId, maria.id)),
    somewhere(placements),
    somewhere(timesheets),
    somewhere(payRuns),
    somewhere(candidateDocuments),
    somewhere(supportTickets),
  );
  const { rows } = await tx.execute<{ busy: boolean }>(sql`SELECT ${busy} AS busy`);
  if (rows[0]?.busy) return null;
  const jobIdOf = async ({ title, company }: { title: string; company: string }) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.title, title), eq(jobs.company, company), eq(jobs.status, "open")))
      .limit(1);
    return job?.id;
  };
  const placement = await jobIdOf(DEMO_WORKFORCE_JOBS.placement);
  const interview = await jobIdOf(DEMO_WORKFORCE_JOBS.interview);
  const saved: string[] = [];
  for (const wanted of DEMO_WORKFORCE_JOBS.saved) {
    const id = await jobIdOf(wanted);
    if (id) saved.push(id);
  }
  if (!placement || !interview || saved.length < DEMO_WORKFORCE_JOBS.saved.length) return null;
  return { candidateId: maria.id, jobs: { placement, interview, saved } };
}

/** EXISTS (rows of the table, where given): a claim's test that real data is in the way. */
export function rowsExist(tx: Transaction, table: PgTable, where?: SQL): SQL {
  return exists(tx.select({ one: sql`1` }).from(table).where(where));
}

export type DemoWorkforceSummary = {
  placementId: string;
  paidWeeks: number;
  waitingWeeks: number;
  payRuns: number;
};

/**
 * Plays the demo candidate's story through the modules' own functions, as she and staff would
 * through the portals: profile and resume, saved jobs, an application that became a placement (offer
 * accepted), weeks submitted, approved by staff and paid in weekly pay runs (drafted, then finalized),
 * last week waiting for the supervisor, this week untouched, a second application with an interview
 * next Tuesday, a friend referred, a document requested and a support question asked.
 *
 * The modules run on the process-wide database (db()) in transactions of their own, after the
 * claim committed: a crash halfway leaves part of the story, never a second copy of it. Dates count
 * from today in Florida on the real clock, because the timesheet and payroll rules check them so.
 */
export async function playDemoWorkforce(
  claim: DemoWorkforceClaim,
  logger: Logger,
): Promise<DemoWorkforceSummary> {
  const today = todayInFlorida();
  const dates = demoWorkforceDates(today);
  const session = { candidateId: claim.candidateId, sessionId: "demo-seed" };

  await updateCandidateProfile(session, candidateProfileUpdateSchema.parse(DEMO_PROFILE));
  await storeDemoResume(claim.candidateId, demoResume(today));
  for (const jobId of claim.jobs.saved) await saveJob(claim.candidateId, jobId);

  const placed = await applyWithProfile(claim.candidateId, { jobId: claim.jobs.placement });
  for (const stage of ["screening", "submitted"] as const) {
    await changeApplicationStage(DEMO_STAFF, placed.id, { stage });
  }
  const { offer } = await createOffer(
    DEMO_STAFF,
    placed.id,
    offerSchema.parse(demoOfferTerms(dates.startDate)),
  );
  await acceptCandidateOffer(claim.candidateId, offer.id);
  const [placement] = (await listCandidatePlacements(session)).current;
  if (!placement) throw new Error("demo seed: the accepted offer made no placement");

  const week = (weekStart: string) => ({ placement: placement.id, week: weekStart });
  const submitWeek = async (weekStart: string, days: readonly object[]) => {
    await saveCandidateWeek(session, week(weekStart), { days });
    return submitCandidateWeek(session, week(weekStart));
  };
  for (const paid of dates.paidWeeks) {
    const submitted = await submitWeek(paid.weekStart, paid.days);
    if (!submitted.id) throw new Error("demo seed: a submitted week has no id");
    await decideTimesheetAsStaff(DEMO_STAFF, submitted.id, "approved", {});
    const run = await createPayRun(
      DEMO_STAFF,
      payRunSchema.parse({ periodStart: paid.weekStart, periodEnd: paid.weekEnd, payDate: paid.payDate }),
    );
    await finalizePayRun(DEMO_STAFF, run.id);
  }
  for (const waiting of dates.waitingWeeks) await submitWeek(waiting.weekStart, waiting.days);

  const interviewing = await applyWithProfile(claim.candidateId, { jobId: claim.jobs.interview });
  await changeApplicationStage(DEMO_STAFF, interviewing.id, { stage: "screening" });
  await scheduleInterview(DEMO_STAFF, interviewing.id, {
    ...DEMO_INTERVIEW,
    interviewers: [...DEMO_INTERVIEW.interviewers],
    date: dates.interviewDate,
  });

  await inviteFriend(session, referralInviteSchema.parse(DEMO_REFERRAL));
  await requestDocument(
    DEMO_STAFF,
    documentRequestSchema.parse({ candidateEmail: DEMO_CANDIDATE.email, ...DEMO_DOCUMENT_REQUEST }),
  );
  await createTicket(candidateRequester(session), newTicketSchema.parse(DEMO_SUPPORT_TICKET));

  const summary = {
    placementId: placement.id,
    paidWeeks: dates.paidWeeks.length,
    waitingWeeks: dates.waitingWeeks.length,
    payRuns: dates.paidWeeks.length,
  };
  logger.info({ workforce: summary }, "demo seed: the demo candidate's placement, timesheets and paystubs");
  return summary;
}
