import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { candidateProfileUpdateSchema } from "../../../common/candidates";
import {
  billingContactSchema,
  companyProfileSchema,
  newHireTrackerSchema,
} from "../../../common/client-onboarding-input";
import { employerInvitationSchema } from "../../../common/employer-accounts";
import { requisitionStatusSchema } from "../../../common/job-order-schemas";
import { todayInFlorida } from "../../../common/timesheets";
import type { EmployerSession } from "../../kernel/employer-session";
import { hashPassword } from "../../kernel/passwords";
import { newSecretToken } from "../../kernel/secret-tokens";
import { applyWithProfile } from "../../modules/candidate-portal";
import {
  decideSubmission,
  submissionDecisionSchema,
  submitCandidateToClient,
  submitToClientSchema,
} from "../../modules/candidate-submissions";
import { updateCandidateProfile } from "../../modules/candidates";
import {
  listNewHires,
  saveBillingContact,
  saveCompanyProfile,
  saveNewHire,
} from "../../modules/client-onboarding";
import { inviteColleague } from "../../modules/employer-accounts";
import {
  chooseInterviewTime,
  chooseInterviewTimeSchema,
  requestEmployerInterview,
} from "../../modules/interviews";
import { runWeeklyInvoices } from "../../modules/invoices";
import {
  acceptRequisition,
  createJobOrder,
  publishRequisition,
  setRequisitionStatus,
} from "../../modules/job-orders";
import { changeApplicationStage } from "../../modules/pipeline";
import type { Transaction } from "../client";
import {
  candidateSubmissions,
  candidates,
  clientCompanies,
  demoSeedRuns,
  employerUsers,
  invoices,
  jobOrders,
} from "../schema";
import { storeDemoResume } from "./demo-resume";
import { type DemoWorkforceClaim, rowsExist } from "./demo-workforce";
import {
  DEMO_APPLICANTS,
  DEMO_APPROVAL_NOTE,
  DEMO_BILLING_CONTACT,
  DEMO_COMPANY_PROFILE,
  DEMO_INVITED_APPROVER,
  DEMO_NEW_HIRE_CHECKS,
  demoApplicantResume,
  demoApplicantRow,
  demoInterviewRequest,
  demoJobOrder,
} from "./employer-story-data";
import { DEMO_EMPLOYER } from "./employers-data";
import { DEMO_STAFF, demoWorkforceDates } from "./workforce-data";

export type DemoEmployerClaim = {
  /** Denise as the portal's routes pass her to the modules. */
  session: EmployerSession;
  /** The applicants' new accounts, in DEMO_APPLICANTS' order. */
  applicantIds: string[];
};

/**
 * Decides, once in the database's life and inside the seed's locked transaction, whether to play the
 * demo employer's story: only together with the demo candidate's working life (it bills and shows
 * her placement), while Denise's approved company is the only client company and nobody has job
 * orders, submissions or invoices, and the applicants' addresses are free. The applicants' accounts
 * are added here, with the decision. Returns what the story needs, or null.
 */
export async function claimDemoEmployer(
  tx: Transaction,
  workforce: DemoWorkforceClaim | null,
  now: Date,
): Promise<DemoEmployerClaim | null> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind: "employer_story" })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0 || !workforce) return null;
  const [denise] = await tx
    .select({ userId: employerUsers.id, companyId: employerUsers.clientCompanyId })
    .from(employerUsers)
    .innerJoin(clientCompanies, eq(clientCompanies.id, employerUsers.clientCompanyId))
    .where(
      and(
        sql`lower(${employerUsers.email}) = ${DEMO_EMPLOYER.owner.email}`,
        eq(employerUsers.role, "owner"),
        isNull(employerUsers.removedAt),
        eq(clientCompanies.status, "approved"),
      ),
    );
  if (!denise) return null;
  const applicants = DEMO_APPLICANTS.map((applicant) => applicant.account);
  const somewhere = (table: PgTable, where?: SQL) => rowsExist(tx, table, where);
  const busy = or(
    somewhere(clientCompanies, sql`${clientCompanies.id} <> ${denise.companyId}`),
    somewhere(jobOrders),
    somewhere(candidateSubmissions),
    somewhere(invoices),
    somewhere(
      candidates,
      inArray(
        sql`lower(${candidates.email})`,
        applicants.map((account) => account.email),
      ),
    ),
  );
  const { rows } = await tx.execute<{ busy: boolean }>(sql`SELECT ${busy} AS busy`);
  if (rows[0]?.busy) return null;
  const applicantIds: string[] = [];
  for (const account of applicants) {
    // A password nobody knows: the applicants exist to be submitted, not to sign in.
    const passwordHash = await hashPassword(newSecretToken().token);
    const [row] = await tx
      .insert(candidates)
      .values(demoApplicantRow(account, passwordHash, now))
      .returning({ id: candidates.id });
    if (!row) throw new Error("demo seed: an applicant's account insert returned no row");
    applicantIds.push(row.id);
  }
  return {
    session: { sessionId: "demo-seed", userId: denise.userId, companyId: denise.companyId, role: "owner" },
    applicantIds,
  };
}

export type DemoEmployerSummary = {
  orderId: string;
  submissions: number;
  interviewStartsAt: string;
  invoices: number;
};

/**
 * Plays the demo employer's story through the modules' own functions, as Denise and staff would
 * through the portal and the console: part of onboarding (profile, billing contact, an approver
 * invited, Maria's new-hire checks; the services agreement is left for the visitor), an order
 * submitted, accepted and published as a job, two applicants submitted to her, one approved and
 * interviewed next week at the time he picked, the other waiting for her decision, and the last
 * week of Maria's paid work invoiced (open). Maria's last week waits for Denise's approval
 * (demo-workforce.ts).
 *
 * Runs after playDemoWorkforce, on the real clock (proposed interview times and the order's start
 * must be in the future), each module call in a transaction of its own.
 */
export async function playDemoEmployer(
  claim: DemoEmployerClaim,
  logger: Logger,
): Promise<DemoEmployerSummary> {
  const today = todayInFlorida();
  const { session } = claim;

  await saveCompanyProfile(session, companyProfileSchema.parse(DEMO_COMPANY_PROFILE));
  await saveBillingContact(session, billingContactSchema.parse(DEMO_BILLING_CONTACT));
  await inviteColleague(session, employerInvitationSchema.parse(DEMO_INVITED_APPROVER));
  for (const hire of await listNewHires(session)) {
    await saveNewHire(session, hire.placementId, newHireTrackerSchema.parse(DEMO_NEW_HIRE_CHECKS));
  }

  const order = await createJobOrder(session, {
    ...demoJobOrder(today),
    hiringManagerId: session.userId,
    submit: true,
  });
  await acceptRequisition(DEMO_STAFF, order.id);
  const { order: published } = await publishRequisition(DEMO_STAFF, order.id);
  if (!published.jobId) throw new Error("demo seed: the published order has no job");

  const submissionIds: string[] = [];
  for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
    const candidateId = claim.applicantIds[index];
    if (!candidateId) throw new Error("demo seed: an applicant has no account");
    await updateCandidateProfile(
      { candidateId, sessionId: "demo-seed" },
      candidateProfileUpdateSchema.parse(applicant.profile),
    );
    await storeDemoResume(candidateId, demoApplicantResume(applicant, today));
    const application = await applyWithProfile(candidateId, { jobId: published.jobId });
    await changeApplicationStage(DEMO_STAFF, application.id, { stage: "screening" });
    const submission = await submitCandidateToClient(
      DEMO_STAFF,
      application.id,
      submitToClientSchema.parse({ note: applicant.recruiterNote }),
    );
    submissionIds.push(submission.id);
  }

  const [approvedId] = submissionIds;
  const [interviewee] = claim.applicantIds;
  if (!approvedId || !interviewee) throw new Error("demo seed: no applicant to interview");
  await decideSubmission(
    session,
    approvedId,
    submissionDecisionSchema.parse({ decision: "approve_for_interview", note: DEMO_APPROVAL_NOTE }),
  );
  const requested = await requestEmployerInterview(session, {
    submissionId: approvedId,
    ...demoInterviewRequest(today),
  });
  const scheduled = await chooseInterviewTime(
    { candidateId: interviewee, sessionId: "demo-seed" },
    requested.id,
    chooseInterviewTimeSchema.parse({ startsAt: requested.proposedTimes[0] }),
  );
  await setRequisitionStatus(DEMO_STAFF, order.id, requisitionStatusSchema.parse({ status: "interviewing" }));

  // Her last paid week, billed as the Tuesday run would have; the older weeks stay unbilled.
  const lastPaid = demoWorkforceDates(today).paidWeeks.at(-1);
  if (!lastPaid) throw new Error("demo seed: the demo candidate has no paid week");
  const run = await runWeeklyInvoices(DEMO_STAFF, lastPaid.weekStart);

  const summary = {
    orderId: order.id,
    submissions: submissionIds.length,
    interviewStartsAt: scheduled.startsAt,
    invoices: run.issued.length,
  };
  logger.info(
    { employer: summary },
    "demo seed: the demo employer's order, candidates, interview and invoice",
  );
  return summary;
}
