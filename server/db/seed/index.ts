import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { hashPassword } from "../../kernel/passwords";
import { type Database, db, type Transaction } from "../client";
import {
  benefitPlans,
  blogPosts,
  candidates,
  clientCompanies,
  companyHolidays,
  companyReviews,
  consultationStaff,
  demoSeedRuns,
  employerUsers,
  jobs,
  payrollSettings,
  siteSettings,
  webinars,
} from "../schema";
import { DEMO_BENEFIT_PLANS, demoEnrollmentWindow } from "./benefits-data";
import { demoBlogPostRows } from "./blog-data";
import { DEMO_CANDIDATE, demoCandidateRows } from "./candidates-data";
import { DEMO_CONSULTATION_STAFF, demoHolidayRows } from "./consultations-data";
import { businessDate } from "./dates";
import { claimDemoCopilot, playDemoCopilot } from "./demo-copilot";
import { claimDemoEmployer, playDemoEmployer } from "./demo-employer";
import { claimDemoWorkforce, playDemoWorkforce } from "./demo-workforce";
import { DEMO_EMPLOYER, demoEmployerCompanyRow, demoEmployerOwnerRow } from "./employers-data";
import { demoJobRows } from "./jobs-data";
import { AGENCY_COMPANY_ID, demoReviewRows } from "./reviews-data";
import { DEMO_SETTINGS } from "./settings-data";
import { demoWebinarRows } from "./webinars-data";

/** Any constant shared by every app instance (migrations use 7_214_001); serialises concurrent seeds. */
const SEED_LOCK_ID = 7_214_002;

export type SeedOptions = {
  /**
   * The moment the demo dates count from; tests pin it, the app uses the real clock. The demo
   * candidate's workforce story always follows the real clock: the timesheet and payroll rules it
   * goes through check their dates against it.
   */
  now?: Date;
};

/**
 * Fills an empty database with demo content. Each kind of content is inserted only when its table
 * (for reviews: the agency's reviews) is empty and the kind was never seeded before (demo_seed_runs),
 * inside one transaction holding an advisory lock, so restarts and simultaneous starts never
 * duplicate rows, write over real data, or bring demo rows back after admins delete them.
 * The demo candidate's placement, timesheets, pay and requests, and then the demo employer's order,
 * candidates, interview and invoice, are claimed the same way, then played through the domain
 * modules once the claim is committed (see demo-workforce.ts and demo-employer.ts).
 */
export async function seedDemoContent(database: Database, logger: Logger, options: SeedOptions = {}) {
  // The workforce story runs through modules that use the process-wide database.
  if (database !== db()) throw new Error("seedDemoContent: seed the process-wide database (db())");
  const today = businessDate(options.now ?? new Date());
  const { workforce, employerStory, copilotStory, ...inserted } = await database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const counts = {
      jobs: await insertIfNone(tx, "jobs", jobs, undefined, () => demoJobRows(today)),
      siteSettings: await insertIfNone(tx, "site_settings", siteSettings, eq(siteSettings.id, 1), () => [
        DEMO_SETTINGS,
      ]),
      companyReviews: await insertIfNone(
        tx,
        "company_reviews",
        companyReviews,
        eq(companyReviews.companyId, AGENCY_COMPANY_ID),
        () => demoReviewRows(today),
      ),
      blogPosts: await insertIfNone(tx, "blog_posts", blogPosts, undefined, () => demoBlogPostRows(today)),
      webinars: await insertIfNone(tx, "webinars", webinars, undefined, () => demoWebinarRows(today)),
      candidates: await insertIfNone(tx, "candidates", candidates, undefined, async () =>
        demoCandidateRows(await hashPassword(DEMO_CANDIDATE.password), options.now ?? new Date()),
      ),
      benefitPlans: await insertIfNone(
        tx,
        "benefit_plans",
        benefitPlans,
        undefined,
        () => DEMO_BENEFIT_PLANS,
      ),
      enrollmentWindow: await seedEnrollmentWindow(tx, today),
      employers: await seedDemoEmployer(tx, options.now ?? new Date()),
      consultationStaff: await insertIfNone(
        tx,
        "consultation_staff",
        consultationStaff,
        undefined,
        () => DEMO_CONSULTATION_STAFF,
      ),
      companyHolidays: await insertIfNone(tx, "company_holidays", companyHolidays, undefined, () =>
        demoHolidayRows(today),
      ),
    };
    const workforce = await claimDemoWorkforce(tx);
    const employerStory = await claimDemoEmployer(tx, workforce, options.now ?? new Date());
    return {
      ...counts,
      workforce,
      employerStory,
      copilotStory: employerStory && (await claimDemoCopilot(tx, options.now ?? new Date(), today)),
    };
  });

  const total = Object.values(inserted).reduce((sum, count) => sum + count, 0);
  if (total === 0 && !workforce && !copilotStory)
    logger.info("demo seed: content already present, nothing inserted");
  else logger.info({ inserted }, "demo seed: inserted demo content where tables were empty");
  if (workforce) await playDemoWorkforce(workforce, logger);
  // After her working life: the employer's story shows and bills her placement.
  if (employerStory) await playDemoEmployer(employerStory, logger);
  if (copilotStory) await playDemoCopilot(copilotStory, logger);
}

/** Opens the demo enrollment window once, unless staff already set one. */
async function seedEnrollmentWindow(tx: Transaction, today: string): Promise<number> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind: "enrollment_window" })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0) return 0;
  const window = demoEnrollmentWindow(today);
  const updated = await tx
    .update(payrollSettings)
    .set({ enrollmentOpensOn: window.opensOn, enrollmentClosesOn: window.closesOn })
    .where(
      and(
        eq(payrollSettings.id, 1),
        isNull(payrollSettings.enrollmentOpensOn),
        isNull(payrollSettings.enrollmentClosesOn),
      ),
    )
    .returning({ id: payrollSettings.id });
  return updated.length;
}

/**
 * The demo employer: an approved client company and its verified owner, once in the database's life
 * and only while there is no client company at all. Returns the users inserted.
 */
async function seedDemoEmployer(tx: Transaction, now: Date): Promise<number> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind: "employer" })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0) return 0;
  const found = await tx.select({ found: sql`1` }).from(clientCompanies).limit(1);
  if (found.length > 0) return 0;
  const [company] = await tx
    .insert(clientCompanies)
    .values(demoEmployerCompanyRow(now))
    .returning({ id: clientCompanies.id });
  if (!company) throw new Error("The demo client company was not inserted.");
  const passwordHash = await hashPassword(DEMO_EMPLOYER.owner.password);
  await tx.insert(employerUsers).values(demoEmployerOwnerRow(company.id, passwordHash, now));
  // The demo jobs posted for this client belong to it (as migration 0022 links existing jobs).
  await tx
    .update(jobs)
    .set({ clientCompanyId: company.id })
    .where(
      and(
        sql`lower(${jobs.company}) = lower(${DEMO_EMPLOYER.company.legalName})`,
        isNull(jobs.clientCompanyId),
      ),
    );
  return 1;
}

/** Seeds one kind at most once in the database's life: only if never decided before and still empty. */
async function insertIfNone<T extends PgTable>(
  tx: Transaction,
  kind: string,
  table: T,
  existing: SQL | undefined,
  rows: () => PgInsertValue<T>[] | Promise<PgInsertValue<T>[]>,
): Promise<number> {
  const decided = await tx
    .insert(demoSeedRuns)
    .values({ kind })
    .onConflictDoNothing()
    .returning({ kind: demoSeedRuns.kind });
  if (decided.length === 0) return 0;
  const found = await tx
    .select({ found: sql`1` })
    .from(table as PgTable)
    .where(existing)
    .limit(1);
  if (found.length > 0) return 0;
  const values = await rows();
  await tx.insert(table).values(values);
  return values.length;
}
