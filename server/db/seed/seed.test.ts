import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { getDocumentProxy } from "unpdf";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { copilotLoginSchema } from "../../../common/copilot-accounts-schemas";
import { jobSearchQuerySchema } from "../../../common/job-search";
import { INDUSTRIES, POSTING_VALID_DAYS } from "../../../common/jobs";
import { todayInFlorida } from "../../../common/timesheets";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import type { EmployerSession } from "../../kernel/employer-session";
import { passwordMatches } from "../../kernel/passwords";
import { getCandidateBenefits } from "../../modules/benefits";
import { listSavedJobs } from "../../modules/candidate-portal";
import { listCompanySubmissions, submissionResumeFileId } from "../../modules/candidate-submissions";
import { getOnboarding, listNewHires } from "../../modules/client-onboarding";
import { consultationOptions, findConsultationSlots } from "../../modules/consultations";
import { type CopilotSession, signInCopilot } from "../../modules/copilot-accounts";
import { billingOverview } from "../../modules/copilot-billing";
import { getCopilotCandidates } from "../../modules/copilot-candidates";
import { SAMPLE_POOL } from "../../modules/copilot-drafting";
import { listCopilotOrders } from "../../modules/copilot-orders";
import { listAdminDocuments, listContractorDocuments } from "../../modules/documents";
import { listInvitations } from "../../modules/employer-accounts";
import { getEmployerDashboard } from "../../modules/employer-dashboard";
import { listCompanyTimesheets } from "../../modules/employer-timesheets";
import { listCandidateInterviews, listEmployerInterviews } from "../../modules/interviews";
import { getCompanyInvoice, listCompanyInvoices } from "../../modules/invoices";
import { getCompanyOrder, listCompanyOrders } from "../../modules/job-orders";
import { getPublishedJob, searchJobs } from "../../modules/jobs";
import { listContractorPaystubs, listPayRuns, paystubPdf, workforceSummary } from "../../modules/payroll";
import { getAdminApplication, listCandidateApplications } from "../../modules/pipeline";
import { listCandidateReferrals } from "../../modules/referrals";
import { getSiteSettings } from "../../modules/settings";
import { candidateRequester, listAdminTickets, listOwnTickets } from "../../modules/support";
import {
  getAdminPlacement,
  getCandidateWeek,
  listAdminPlacements,
  listCandidatePlacements,
  listSubmittedTimesheets,
} from "../../modules/timesheets";
import { fileStore } from "../../storage";
import {
  blogPosts,
  candidates,
  clientCompanies,
  companyReviews,
  copilotMembers,
  copilotWorkspaces,
  employerUsers,
  jobs,
  payRuns,
  placements,
  siteSettings,
  storedFiles,
  timesheets,
  webinars,
} from "../schema";
import { DEMO_CANDIDATE } from "./candidates-data";
import {
  DEMO_COPILOT,
  DEMO_COPILOT_DRAFT,
  DEMO_COPILOT_ORDER,
  DEMO_COPILOT_PASS_REASON,
} from "./copilot-story-data";
import { addDays, BUSINESS_TIME_ZONE, businessDate, businessTime } from "./dates";
import { DEMO_APPLICANTS } from "./employer-story-data";
import { DEMO_EMPLOYER, demoEmployerCompanyRow } from "./employers-data";
import { seedDemoContent } from "./index";
import { DEMO_STAFF, demoWorkforceDates } from "./workforce-data";

const { db } = setupTestDatabase();
const silent = pino({ level: "silent" });
// The demo candidate's resume is a real stored file: keep it out of the working copy's ./data.
const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-seed-"));
setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** SPEC §9: the 21 served states, as postal codes. */
const SERVED_STATES = "AL AR CO FL GA IN IL KY LA MA MI MS NC OH OR PA RI SC TN TX VA".split(" ");

async function counts() {
  const [row] = await db()
    .execute<Record<string, string>>(sql`
    SELECT (SELECT count(*) FROM jobs) AS jobs,
           (SELECT count(*) FROM site_settings) AS settings,
           (SELECT count(*) FROM company_reviews) AS reviews,
           (SELECT count(*) FROM blog_posts) AS posts,
           (SELECT count(*) FROM webinars) AS webinars,
           (SELECT count(*) FROM candidates) AS candidates,
           (SELECT count(*) FROM applications) AS applications,
           (SELECT count(*) FROM placements) AS placements,
           (SELECT count(*) FROM timesheets) AS timesheets,
           (SELECT count(*) FROM pay_runs) AS pay_runs,
           (SELECT count(*) FROM paystubs) AS paystubs,
           (SELECT count(*) FROM candidate_documents) AS documents,
           (SELECT count(*) FROM support_tickets) AS tickets,
           (SELECT count(*) FROM interviews) AS interviews,
           (SELECT count(*) FROM referrals) AS referrals,
           (SELECT count(*) FROM job_orders) AS job_orders,
           (SELECT count(*) FROM candidate_submissions) AS submissions,
           (SELECT count(*) FROM invoices) AS invoices,
           (SELECT count(*) FROM employer_invitations) AS invitations`)
    .then((result) => result.rows);
  return row;
}

/** The jobs of jobs-data.ts: not the one the demo employer's order is published as (posted today by its module). */
const seededJob = sql`NOT EXISTS (SELECT 1 FROM job_orders WHERE job_orders.job_id = ${jobs.id})`;

async function jobSnapshot() {
  return db()
    .select({
      title: jobs.title,
      company: jobs.company,
      city: jobs.city,
      priority: jobs.priority,
      status: jobs.status,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      description: jobs.description,
      postedAt: jobs.postedAt,
      validThrough: jobs.validThrough,
    })
    .from(jobs)
    .where(seededJob)
    .orderBy(sql`${jobs.postedAt} DESC NULLS LAST`, asc(jobs.title));
}

/**
 * Every table the demo seed fills, and (CASCADE) every table that refers to them: the demo
 * candidate's applications, placements, timesheets, paystubs, documents and tickets go with her
 * account; pay runs refer to nothing she owns, so they are named.
 */
function emptyDemoTables() {
  return db().execute(
    sql`TRUNCATE jobs, candidates, site_settings, company_reviews, blog_posts, webinars, benefit_plans, pay_runs, client_companies, consultation_staff, company_holidays, copilot_workspaces, copilot_users, demo_seed_runs RESTART IDENTITY CASCADE`,
  );
}

beforeEach(async () => {
  await emptyDemoTables();
});

describe("seedDemoContent on an empty database", () => {
  it("gives the demo admin consultation hours, so /schedule-consultation offers slots on a fresh start", async () => {
    await seedDemoContent(db(), silent);
    const slots = await findConsultationSlots({ type: "employer", staff: null, timeZone: "America/Chicago" });
    expect(slots.days.length).toBeGreaterThan(15);
    const options = await consultationOptions();
    expect(options.staff.map((member) => member.name)).toEqual(["Olivia Park"]);
  });

  it("inserts jobs across all eight industries with realistic data", async () => {
    await seedDemoContent(db(), silent);
    const rows = await db().select().from(jobs).where(seededJob);

    expect(rows.length).toBeGreaterThanOrEqual(32);
    expect(new Set(rows.map((job) => job.industry))).toEqual(new Set(INDUSTRIES));

    const featured = rows.filter((job) => job.priority === "High" && job.status === "open");
    expect(featured).toHaveLength(4);
    expect(rows.filter((job) => job.priority === "High")).toHaveLength(4);
    expect(rows.filter((job) => job.priority === "Low").length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((job) => job.status === "filled")).toHaveLength(2);
    expect(rows.filter((job) => job.status === "closed")).toHaveLength(1);
    expect(rows.filter((job) => job.status === "draft")).toHaveLength(1);

    const withRange = rows.filter((job) => job.salaryMin !== null && job.salaryMax !== null);
    expect(withRange.length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((job) => job.salaryMin === null || job.salaryMax === null)).toHaveLength(3);
    for (const job of withRange) expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
    for (const job of rows.filter((row) => row.salaryPeriod === "hour")) {
      expect(job.salaryMax ?? job.salaryMin).toBeLessThan(200);
    }
    for (const job of rows.filter((row) => row.salaryPeriod === "year" && row.salaryMin !== null)) {
      expect(job.salaryMin).toBeGreaterThanOrEqual(30000);
    }

    expect(new Set(rows.map((job) => job.workplaceType))).toEqual(new Set(["on-site", "hybrid", "remote"]));
    expect(new Set(rows.map((job) => job.employmentType)).size).toBeGreaterThanOrEqual(4);
    for (const job of rows) {
      expect(SERVED_STATES).toContain(job.state);
      expect(job.requirements.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements.length).toBeLessThanOrEqual(6);
      expect(job.skills.length).toBeGreaterThanOrEqual(4);
      expect(job.skills.length).toBeLessThanOrEqual(8);
      expect(job.description).toContain("\n- ");
    }
    expect(rows.filter((job) => job.state === "FL").length / rows.length).toBeGreaterThan(0.6);
  });

  it("dates postings back from today and keeps them valid for 60 days", async () => {
    const now = new Date();
    await seedDemoContent(db(), silent, { now });
    const today = businessDate(now);
    const rows = await db().select().from(jobs).where(seededJob);

    for (const job of rows) {
      if (job.status === "draft") {
        expect(job.postedAt).toBeNull();
        expect(job.validThrough).toBeNull();
        continue;
      }
      expect(job.postedAt && job.postedAt < today).toBe(true);
      expect(job.validThrough).toBe(addDays(job.postedAt ?? "", POSTING_VALID_DAYS));
      expect(job.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const openPostedAt = rows.filter((job) => job.status === "open").map((job) => job.postedAt ?? "");
    expect(openPostedAt.every((posted) => posted >= addDays(today, -30))).toBe(true);
  });

  it("inserts the settings row, the agency's reviews, blog posts and future webinars", async () => {
    const now = new Date();
    await seedDemoContent(db(), silent, { now });

    const [settings] = await db().select().from(siteSettings);
    expect(settings).toMatchObject({
      id: 1,
      companyName: "Sunshine Staffing",
      address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
      contactPhone: "(305) 555-0142",
      contactEmail: "info@sunshinestaffing.example",
    });
    expect(settings?.businessHours).toHaveLength(2);
    expect(settings?.socialLinks.map((link) => link.network)).toEqual(["linkedin", "facebook", "x"]);

    const reviews = await db().select().from(companyReviews).where(eq(companyReviews.companyId, 1));
    expect(reviews).toHaveLength(8);
    expect(reviews.every((review) => review.status === "published")).toBe(true);
    expect(reviews.every((review) => review.rating >= 3 && review.rating <= 5)).toBe(true);
    expect(reviews.filter((review) => review.rating === 3)).toHaveLength(1);
    expect(reviews.filter((review) => review.text === null)).toHaveLength(1);
    expect(reviews.every((review) => review.createdAt < now)).toBe(true);

    const posts = await db().select().from(blogPosts);
    expect(posts).toHaveLength(8);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(8);
    for (const post of posts) {
      expect(post.status).toBe("published");
      expect(post.publishedAt?.getTime()).toBeLessThan(now.getTime());
      expect(post.body).toMatch(/^## /m);
      expect(post.body.split(/\n{2,}/).length).toBeGreaterThanOrEqual(8);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.coverImage).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(post.coverAlt?.length).toBeGreaterThan(20);
    }

    const scheduled = await db().select().from(webinars).orderBy(asc(webinars.startsAt));
    expect(scheduled).toHaveLength(3);
    const hourFormat = new Intl.DateTimeFormat("en-US", {
      timeZone: BUSINESS_TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const webinar of scheduled) {
      expect(webinar.status).toBe("scheduled");
      expect(webinar.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(["12:00", "18:00"]).toContain(hourFormat.format(webinar.startsAt));
    }
    expect(scheduled.map((webinar) => businessDate(webinar.startsAt))).toEqual(
      [10, 24, 38].map((days) => addDays(businessDate(now), days)),
    );
  });

  it("logs what it inserted", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    await seedDemoContent(db(), pino({ level: "info" }, sink));
    await seedDemoContent(db(), pino({ level: "info" }, sink));

    const [first, workforce, employer, copilot, second] = lines.map((line) => JSON.parse(line));
    expect(first.inserted).toEqual({
      jobs: expect.any(Number),
      siteSettings: 1,
      companyReviews: 8,
      blogPosts: 8,
      webinars: 3,
      candidates: 1,
      benefitPlans: 5,
      // 1 unless an earlier test's seed already opened the window (payroll_settings is not emptied).
      enrollmentWindow: expect.any(Number),
      employers: 1,
      consultationStaff: 1,
      companyHolidays: 12,
    });
    expect(workforce.workforce).toEqual({
      placementId: expect.any(String),
      paidWeeks: 4,
      waitingWeeks: 1,
      payRuns: 4,
    });
    expect(employer.employer).toEqual({
      orderId: expect.any(String),
      submissions: 2,
      interviewStartsAt: expect.any(String),
      invoices: 1,
    });
    expect(copilot.copilot).toEqual({
      subscribed: true,
      orderId: expect.any(String),
      draftId: expect.any(String),
      actedOn: 4,
    });
    expect(second.msg).toMatch(/nothing inserted/);
  });
});

describe("the demo candidate", () => {
  it("is verified and signs in with the documented password", async () => {
    await seedDemoContent(db(), silent);
    const accounts = await db().select().from(candidates).orderBy(asc(candidates.email));
    const maria = accounts.find((account) => account.email === DEMO_CANDIDATE.email);
    expect(maria).toMatchObject({ emailVerifiedAt: expect.any(Date) });
    expect(await passwordMatches(DEMO_CANDIDATE.password, maria?.passwordHash)).toBe(true);
    // The demo employer's applicants have accounts of their own, verified, with no published password
    // (as the demo copilot client's talent pool has, checked with that story).
    const applicants = accounts.filter((account) => account !== maria && !/\.talent\d+@/.test(account.email));
    expect(applicants.map((applicant) => applicant.email)).toEqual(
      DEMO_APPLICANTS.map((applicant) => applicant.account.email).sort(),
    );
    for (const applicant of applicants) {
      expect(applicant.emailVerifiedAt).toEqual(expect.any(Date));
      expect(await passwordMatches(DEMO_CANDIDATE.password, applicant.passwordHash)).toBe(false);
    }
  });
});

describe("the demo employer", () => {
  it("is an approved client company whose verified owner signs in with the documented password", async () => {
    await seedDemoContent(db(), silent);
    const [company, ...otherCompanies] = await db().select().from(clientCompanies);
    expect(otherCompanies).toEqual([]);
    expect(company).toMatchObject({
      legalName: DEMO_EMPLOYER.company.legalName,
      status: "approved",
      decidedAt: expect.any(Date),
    });
    const [owner, ...otherUsers] = await db().select().from(employerUsers);
    expect(otherUsers).toEqual([]);
    expect(owner).toMatchObject({
      clientCompanyId: company?.id,
      email: DEMO_EMPLOYER.owner.email,
      role: "owner",
      emailVerifiedAt: expect.any(Date),
    });
    expect(await passwordMatches(DEMO_EMPLOYER.owner.password, owner?.passwordHash)).toBe(true);
    // The demo jobs posted for it belong to it; the others belong to no client.
    const linked = await db()
      .select({ company: jobs.company, clientCompanyId: jobs.clientCompanyId })
      .from(jobs)
      .where(
        sql`${jobs.clientCompanyId} IS NOT NULL OR ${jobs.company} = ${DEMO_EMPLOYER.company.legalName}`,
      );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked).toEqual(
      linked.map(() => ({ company: DEMO_EMPLOYER.company.legalName, clientCompanyId: company?.id })),
    );
  });

  it("is not added when a client company exists, nor again after staff delete it", async () => {
    await db()
      .insert(clientCompanies)
      .values({ ...demoEmployerCompanyRow(new Date()), legalName: "Real Co" });
    await seedDemoContent(db(), silent);
    expect(await db().select().from(employerUsers)).toEqual([]);
    await db().execute(sql`TRUNCATE client_companies CASCADE`);
    await seedDemoContent(db(), silent);
    expect(await db().select().from(clientCompanies)).toEqual([]);
  });
});

/** The demo candidate's id and a session of hers, as the portal's routes pass it to the modules. */
async function demoCandidate() {
  const [row] = await db()
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, DEMO_CANDIDATE.email));
  if (!row) throw new Error("the demo candidate was not seeded");
  return { candidateId: row.id, sessionId: "seed-test" };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const page = await pdf.getPage(1);
    return (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
  } finally {
    await pdf.destroy();
  }
}

async function storedBytes(fileId: string): Promise<Buffer> {
  const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) throw new Error("no stored file");
  const chunks: Buffer[] = [];
  for await (const chunk of fileStore().get(file.storageKey)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("the demo candidate's working life", () => {
  // The story follows the real clock (the timesheet and payroll rules check dates against it).
  const dates = () => demoWorkforceDates(todayInFlorida());

  it("places her with a client through the offer she accepted: supervisor, rates, a start weeks back", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoCandidate();
    const { startDate, thisMonday } = dates();
    expect(startDate).toBe(addDays(thisMonday, -35));

    const { current, past } = await listCandidatePlacements(session);
    expect(past).toEqual([]);
    expect(current).toEqual([
      expect.objectContaining({
        client: "Mangrove Health Partners",
        roleTitle: "Medical Billing Specialist",
        location: "Miami, FL",
        supervisorName: "Denise Carter",
        startDate,
        payRate: "26.00",
        status: "active",
      }),
    ]);
    const placement = await getAdminPlacement(current[0]?.id ?? "");
    expect(placement).toMatchObject({
      contractorName: "Maria Gonzalez",
      contractorEmail: DEMO_CANDIDATE.email,
      supervisorEmail: "denise.carter@mangrovehealth.example",
      billRate: "39.00",
    });
    const admin = await listAdminPlacements(new URLSearchParams({ q: "Gonzalez" }));
    expect(admin.rows.map((row) => row.id)).toEqual([placement.id]);

    // The placement came from her application: applied with her profile, moved by staff, offer accepted.
    const applications = await listCandidateApplications(session.candidateId);
    const placed = applications.find((application) => application.stage === "placed");
    expect(placed?.job).toMatchObject({
      title: "Medical Billing Specialist",
      company: "Mangrove Health Partners",
    });
    expect(placed?.history.map((step) => step.stage)).toEqual([
      "applied",
      "screening",
      "submitted",
      "offer",
      "placed",
    ]);
    expect(placed?.offer).toMatchObject({ status: "accepted", payRate: "26.00", startDate });
    expect(placement.applicationId).toBe(placed?.id);
    // Staff can open her resume on the application: a real stored PDF.
    const detail = await getAdminApplication(placed?.id ?? "");
    expect(detail.resume).toMatchObject({
      name: "Maria-Gonzalez-resume.pdf",
      contentType: "application/pdf",
    });
    const resume = await storedBytes(detail.application.resumeFileId);
    expect(resume.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pdfText(resume)).toContain("Certified Professional Biller");
  });

  it("pays her approved weeks in weekly pay runs staff finalized, each with a paystub and its PDF", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoCandidate();
    const { paidWeeks } = dates();

    const sheets = await db().select().from(timesheets).orderBy(asc(timesheets.weekStart));
    const paid = sheets.slice(0, 4);
    expect(paid.map((sheet) => [sheet.weekStart, sheet.status, sheet.totalHours])).toEqual([
      [paidWeeks[0]?.weekStart, "approved", "40.00"],
      [paidWeeks[1]?.weekStart, "approved", "44.00"],
      [paidWeeks[2]?.weekStart, "approved", "38.00"],
      [paidWeeks[3]?.weekStart, "approved", "40.00"],
    ]);
    for (const sheet of paid) {
      expect(sheet.approvedBy).toBe(DEMO_STAFF.email);
      expect(sheet.submittedAt).not.toBeNull();
    }

    // The admin's pay run history: one finalized weekly run per paid week, paid the Friday after it.
    const { rows: runs } = await listPayRuns();
    expect(
      runs
        .map((run) => [run.periodStart, run.periodEnd, run.payDate, run.status, run.totals.stubs])
        .reverse(),
    ).toEqual(paidWeeks.map((week) => [week.weekStart, week.weekEnd, week.payDate, "finalized", 1]));
    expect(
      runs.every((run) => run.createdBy === DEMO_STAFF.email && run.finalizedBy === DEMO_STAFF.email),
    ).toBe(true);

    // By hand at $26.00/h, 12% federal, 6.2% Social Security, 1.45% Medicare, overtime above 40 h at 1.5x:
    // 40 h = $1,040.00 gross, net $835.64; 44 h = $1,196.00, net $960.99; 38 h = $988.00, net $793.85.
    const { paystubs } = await listContractorPaystubs(session.candidateId);
    const oldestFirst = [...paystubs].sort((a, b) => a.payDate.localeCompare(b.payDate));
    expect(
      oldestFirst.map((stub) => [stub.payDate, stub.regularHours, stub.overtimeHours, stub.gross, stub.net]),
    ).toEqual([
      [paidWeeks[0]?.payDate, "40.00", "0.00", "1040.00", "835.64"],
      [paidWeeks[1]?.payDate, "40.00", "4.00", "1196.00", "960.99"],
      [paidWeeks[2]?.payDate, "38.00", "0.00", "988.00", "793.85"],
      [paidWeeks[3]?.payDate, "40.00", "0.00", "1040.00", "835.64"],
    ]);
    expect(oldestFirst.map((stub) => stub.weeks)).toEqual(paidWeeks.map((week) => [week.weekStart]));
    expect(oldestFirst.map((stub) => stub.client)).toEqual(Array(4).fill("Mangrove Health Partners"));
    // Year to date: this year's stubs up to and including each one (a January seed starts a new year).
    for (const [index, stub] of oldestFirst.entries()) {
      const year = stub.payDate.slice(0, 4);
      const sameYear = oldestFirst.slice(0, index + 1).filter((earlier) => earlier.payDate.startsWith(year));
      expect(Number(stub.ytd.gross)).toBeCloseTo(
        sameYear.reduce((sum, earlier) => sum + Number(earlier.gross), 0),
      );
      expect(Number(stub.ytd.net)).toBeCloseTo(
        sameYear.reduce((sum, earlier) => sum + Number(earlier.net), 0),
      );
    }

    const latest = oldestFirst[3];
    if (!latest) throw new Error("no latest stub");
    const pdf = await paystubPdf(latest, await getSiteSettings());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    for (const expected of [
      "Sunshine Staffing",
      "Maria Gonzalez",
      "Mangrove Health Partners",
      "Net pay",
      "$835.64",
    ]) {
      expect(text).toContain(expected);
    }

    const summary = await workforceSummary(session.candidateId);
    expect(summary?.lastPay).toEqual({ paystubId: latest.id, net: "835.64", payDate: latest.payDate });
  });

  it("leaves last week waiting for the supervisor and this week open to fill", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoCandidate();
    const { waitingWeeks, thisMonday } = dates();

    const lastWeek = await getCandidateWeek(session, { week: waitingWeeks[0]?.weekStart });
    expect(lastWeek).toMatchObject({ status: "submitted", totalHours: 40, editable: false });
    const queue = await listSubmittedTimesheets(new URLSearchParams());
    expect(queue.rows.map((row) => [row.contractorName, row.weekStart])).toEqual([
      ["Maria Gonzalez", waitingWeeks[0]?.weekStart],
    ]);

    const thisWeek = await getCandidateWeek(session, {});
    expect(thisWeek).toMatchObject({ weekStart: thisMonday, id: null, status: "draft", editable: true });
    expect(thisWeek.totalHours).toBe(0);
    expect(await db().$count(timesheets, eq(timesheets.weekStart, thisMonday))).toBe(0);
    const summary = await workforceSummary(session.candidateId);
    expect(summary?.currentPlacement).toMatchObject({ client: "Mangrove Health Partners" });
    expect(summary?.thisWeek).toEqual({ weekStart: thisMonday, hoursSubmitted: "0.00", status: null });
  });

  it("asks her for a document, keeps her support question open, and fills the rest of her portal", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoCandidate();

    const documents = await listContractorDocuments(session);
    expect(documents).toEqual([
      expect.objectContaining({ type: "certification", status: "requested", fileName: null }),
    ]);
    expect(documents[0]?.note).toMatch(/CPB certificate/);
    const staffDocuments = await listAdminDocuments(new URLSearchParams({ status: "requested" }));
    expect(staffDocuments.rows).toHaveLength(1);

    const { tickets } = await listOwnTickets(candidateRequester(session));
    expect(tickets).toEqual([
      expect.objectContaining({
        subject: "Overtime on my paystub",
        category: "pay",
        status: "open",
        messageCount: 1,
      }),
    ]);
    const inbox = await listAdminTickets(new URLSearchParams({ status: "open" }));
    expect(inbox.rows.map((row) => row.subject)).toEqual(["Overtime on my paystub"]);

    const { upcoming } = await listCandidateInterviews(session);
    expect(upcoming).toEqual([
      expect.objectContaining({
        format: "video",
        job: expect.objectContaining({ company: "Atlantic Crest Insurance" }),
      }),
    ]);
    expect(businessDate(new Date(upcoming[0]?.startsAt ?? ""))).toBe(dates().interviewDate);
    const applications = await listCandidateApplications(session.candidateId);
    expect(applications.map((application) => application.stage).sort()).toEqual(["interview", "placed"]);

    const { referrals } = await listCandidateReferrals(session);
    expect(referrals).toEqual([expect.objectContaining({ name: "Lucia Ramos", status: "invited" })]);
    const saved = await listSavedJobs(session.candidateId);
    expect(saved.map((job) => job.title).sort()).toEqual([
      "Certified Medical Assistant",
      "Executive Assistant",
    ]);
    const [profile] = await db().select().from(candidates).where(eq(candidates.id, session.candidateId));
    expect(profile).toMatchObject({ city: "Miami", state: "FL", resumeFileId: expect.any(String) });
    // Five weeks on the assignment: past the plans' 30-day wait, with enrollment open.
    const benefits = await getCandidateBenefits(session);
    expect(benefits.eligibility.eligible).toBe(true);
    expect(benefits.window.open).toBe(true);
  });
});

describe("the demo candidate's working life never goes over real data", () => {
  it("is not played when real accounts exist (the demo candidate is not even added)", async () => {
    await db().insert(candidates).values({
      firstName: "Real",
      lastName: "Person",
      email: "real.person@example.com",
      phone: "(305) 555-0100",
      passwordHash: "not-a-real-hash",
      consentTermsAt: new Date(),
    });
    await seedDemoContent(db(), silent);
    expect(await db().$count(candidates)).toBe(1);
    expect(await counts()).toMatchObject({
      applications: "0",
      placements: "0",
      timesheets: "0",
      pay_runs: "0",
    });
  });

  it("is not played when workforce records exist, even with the demo candidate freshly added", async () => {
    await db().insert(placements).values({
      contractorName: "Former Contractor",
      client: "A real client",
      roleTitle: "Warehouse Associate",
      startDate: "2025-01-06",
      endDate: "2025-03-28",
      payRate: "18.00",
      billRate: "27.00",
      status: "ended",
    });
    await seedDemoContent(db(), silent);
    await demoCandidate();
    expect(await counts()).toMatchObject({
      applications: "0",
      placements: "1",
      timesheets: "0",
      pay_runs: "0",
      documents: "0",
      tickets: "0",
    });
  });

  it("is played once in the database's life: not again after staff remove it", async () => {
    await seedDemoContent(db(), silent);
    expect(await db().$count(payRuns)).toBe(4);
    await db().execute(
      sql`TRUNCATE applications, placements, pay_runs, support_tickets, candidate_documents CASCADE`,
    );
    await seedDemoContent(db(), silent);
    expect(await counts()).toMatchObject({ applications: "0", placements: "0", pay_runs: "0", tickets: "0" });
  });
});

/** Denise's session, as the portal's routes pass it to the modules. */
async function demoEmployer(): Promise<EmployerSession> {
  const [row] = await db()
    .select({ userId: employerUsers.id, companyId: employerUsers.clientCompanyId })
    .from(employerUsers)
    .where(eq(employerUsers.email, DEMO_EMPLOYER.owner.email));
  if (!row) throw new Error("the demo employer was not seeded");
  return { ...row, sessionId: "seed-test", role: "owner" };
}

describe("the demo employer's story", () => {
  const today = () => todayInFlorida();

  it("fills every card of Denise's dashboard", async () => {
    await seedDemoContent(db(), silent);
    const dashboard = await getEmployerDashboard(await demoEmployer());

    expect(dashboard.orders).toMatchObject({ open: 1, byStatus: { interviewing: 1 } });
    expect(dashboard.candidates?.awaitingDecision).toBe(1);
    expect(dashboard.interviews).toMatchObject({
      upcoming: 1,
      next: [
        { status: "scheduled", candidateName: "Daniel Nguyen", jobTitle: "Patient Access Representative" },
      ],
    });
    // Maria's last week, 40 h, waits for Denise.
    expect(dashboard.timesheets).toMatchObject({
      waiting: 1,
      hours: 40,
      oldestWeekStart: demoWorkforceDates(today()).waitingWeeks[0]?.weekStart,
    });
    // Her last paid week billed: 40 h at the $39.00 bill rate.
    expect(dashboard.invoices).toEqual({ open: 1, openAmount: "1560.00", overdue: 0, overdueAmount: "0.00" });
    expect(dashboard.onboarding).toMatchObject({ done: 4, total: 5 });
    expect(dashboard.onboarding.steps.filter((step) => !step.done).map((step) => step.step)).toEqual(["msa"]);
  });

  it("publishes her order as a job on the board, with two applicants submitted to her", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoEmployer();

    const { rows: orders } = await listCompanyOrders(session, new URLSearchParams());
    expect(orders).toEqual([
      expect.objectContaining({
        title: "Patient Access Representative",
        status: "interviewing",
        positions: 2,
      }),
    ]);
    const order = await getCompanyOrder(session, orders[0]?.id ?? "");
    expect(order.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["created", "submitted", "accepted", "published"]),
    );
    const job = await getPublishedJob(order.order.jobId ?? "");
    expect(job).toMatchObject({ status: "open", company: DEMO_EMPLOYER.company.legalName });
    const board = await searchJobs({
      ...jobSearchQuerySchema.parse({ q: "Patient Access Representative" }),
      limit: 20,
      offset: 0,
    });
    expect(board.jobs.map((listed) => listed.id)).toContain(job?.id);

    const submissions = await listCompanySubmissions(session, {});
    expect(
      submissions.map((submission) => [
        submission.candidate.name,
        submission.status,
        submission.resume?.name,
      ]),
    ).toEqual([
      ["Keisha Williams", "awaiting_decision", "Keisha-Williams-resume.pdf"],
      ["Daniel Nguyen", "approved_for_interview", "Daniel-Nguyen-resume.pdf"],
    ]);
    const resume = await storedBytes(await submissionResumeFileId(session, submissions[1]?.id ?? ""));
    expect(await pdfText(resume)).toContain("Biscayne Community Hospital");
  });

  it("schedules the interview next Wednesday at the first time she proposed, which he picked", async () => {
    await seedDemoContent(db(), silent);
    const { interviews } = await listEmployerInterviews(await demoEmployer());
    const nextWednesday = addDays(demoWorkforceDates(today()).thisMonday, 9);
    expect(interviews).toEqual([
      expect.objectContaining({
        candidateName: "Daniel Nguyen",
        status: "scheduled",
        candidateResponse: "confirmed",
        startsAt: businessTime(nextWednesday, 10).toISOString(),
        format: "video",
      }),
    ]);
    expect(interviews[0]?.proposedTimes).toHaveLength(3);
  });

  it("lists Maria's waiting week, bills her last paid week, and tracks her start", async () => {
    await seedDemoContent(db(), silent);
    const session = await demoEmployer();
    const { paidWeeks, waitingWeeks } = demoWorkforceDates(today());

    const { waiting } = await listCompanyTimesheets(session);
    expect(waiting.map((week) => [week.contractorName, week.weekStart, week.status])).toEqual([
      ["Maria Gonzalez", waitingWeeks[0]?.weekStart, "submitted"],
    ]);

    const { rows: billed } = await listCompanyInvoices(session, new URLSearchParams());
    expect(billed).toEqual([
      expect.objectContaining({ status: "open", total: "1560.00", kind: "contract_week" }),
    ]);
    const invoice = await getCompanyInvoice(session, billed[0]?.id ?? "");
    expect(invoice.lines.map((line) => [line.weekStart, line.regularHours, line.amount])).toEqual([
      [paidWeeks.at(-1)?.weekStart, "40.00", "1560.00"],
    ]);

    const onboarding = await getOnboarding(session);
    expect(onboarding.profile.phone).toBe("(305) 555-0140");
    expect(onboarding.billingContact.email).toBe("ap@mangrovehealth.example");
    expect(onboarding.msa.current).toBeNull();
    expect(await listInvitations(session)).toEqual([
      expect.objectContaining({ email: "marcus.bell@mangrovehealth.example", role: "timesheet_approver" }),
    ]);
    expect(await listNewHires(session)).toEqual([
      expect.objectContaining({
        contractorName: "Maria Gonzalez",
        startConfirmed: true,
        backgroundCheck: "cleared",
        drugScreen: "cleared",
        i9Verified: true,
      }),
    ]);
  });

  it("is played once in the database's life: not again after staff remove it", async () => {
    await seedDemoContent(db(), silent);
    await db().execute(sql`TRUNCATE job_orders, invoices, candidate_submissions CASCADE`);
    await seedDemoContent(db(), silent);
    expect(await counts()).toMatchObject({ job_orders: "0", submissions: "0", invoices: "0" });
  });

  it("is not played next to another client company", async () => {
    await db()
      .insert(clientCompanies)
      .values({ ...demoEmployerCompanyRow(new Date()), legalName: "Real Co" });
    await seedDemoContent(db(), silent);
    expect(await counts()).toMatchObject({
      job_orders: "0",
      submissions: "0",
      invoices: "0",
      candidates: "1",
    });
  });
});

describe("the demo copilot client", () => {
  /** Grace signs in with the documented password; the session acts in her only workspace. */
  async function grace(): Promise<CopilotSession> {
    const { account } = await signInCopilot(
      copilotLoginSchema.parse({ email: DEMO_COPILOT.owner.email, password: DEMO_COPILOT.owner.password }),
    );
    const [member, ...others] = await db().select().from(copilotMembers);
    expect(others).toEqual([]);
    if (!member) throw new Error("Grace has no workspace");
    expect(member.userId).toBe(account.user.id);
    return {
      sessionId: "seed-test",
      userId: member.userId,
      workspaceId: member.workspaceId,
      role: member.role,
    };
  }

  it("signs in with the documented password to a workspace on the Growth plan", async () => {
    await seedDemoContent(db(), silent);
    const session = await grace();
    expect(session.role).toBe("owner");
    const [workspace] = await db().select().from(copilotWorkspaces);
    expect(workspace).toMatchObject({
      id: session.workspaceId,
      name: DEMO_COPILOT.company,
      status: "active",
    });
    const billing = await billingOverview(session);
    expect(billing.subscription).toMatchObject({
      plan: "growth",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(billing.usage).toMatchObject({ ordersSubmitted: 1 });
  });

  it("has submitted the nurse order and keeps a second order as a draft", async () => {
    await seedDemoContent(db(), silent);
    const { orders } = await listCopilotOrders(await grace());
    expect(
      orders.map(({ title, status }) => ({ title, status })).sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: DEMO_COPILOT_DRAFT.title, status: "drafted" },
      { title: DEMO_COPILOT_ORDER.title, status: "shortlist_ready" },
    ]);
  });

  it("has acted on the order's best candidates: one introduced and named, one asked to interview, one shortlisted, one passed", async () => {
    await seedDemoContent(db(), silent);
    const session = await grace();
    const { orders } = await listCopilotOrders(session);
    const order = orders.find((row) => row.title === DEMO_COPILOT_ORDER.title);
    if (!order) throw new Error("the demo order is missing");
    const view = await getCopilotCandidates(session, order.id);
    expect(view.candidates.length).toBeGreaterThanOrEqual(4);
    const [introduced, interviewed, shortlisted, passed, ...others] = view.candidates;
    expect(introduced).toMatchObject({
      request: { kind: "introduction", status: "accepted" },
      decision: { status: "shortlisted" },
      identity: { name: expect.any(String), email: expect.stringMatching(/\.talent\d+@example\.com$/) },
    });
    expect(interviewed).toMatchObject({
      request: { kind: "interview", status: "pending" },
      decision: { status: "shortlisted" },
      identity: null,
    });
    expect(shortlisted).toMatchObject({ request: null, decision: { status: "shortlisted" }, identity: null });
    expect(passed).toMatchObject({
      decision: { status: "passed", reason: DEMO_COPILOT_PASS_REASON },
      identity: null,
    });
    for (const other of others)
      expect(other).toMatchObject({ decision: null, request: null, identity: null });
    expect(introduced?.reasons.length).toBeGreaterThan(0);
  });

  it("adds the demo talent pool: the sample pool's candidates under fictional names, ranked for the order", async () => {
    await seedDemoContent(db(), silent);
    const pool = await db()
      .select({ headline: candidates.headline, email: candidates.email })
      .from(candidates)
      .where(sql`${candidates.email} LIKE '%.talent%@example.com'`);
    expect(pool).toHaveLength(SAMPLE_POOL.length);
    expect(new Set(pool.map((row) => row.email)).size).toBe(SAMPLE_POOL.length);
  });

  it("is played once in the database's life, and never next to another workspace", async () => {
    await seedDemoContent(db(), silent);
    await db().delete(copilotWorkspaces);
    await seedDemoContent(db(), silent);
    expect(await db().select().from(copilotWorkspaces)).toEqual([]);

    await emptyDemoTables();
    await db().insert(copilotWorkspaces).values({ name: "A real client" });
    await seedDemoContent(db(), silent);
    expect((await db().select().from(copilotWorkspaces)).map((row) => row.name)).toEqual(["A real client"]);
  });
});

describe("seedDemoContent on a database with content", () => {
  it("does not duplicate anything when run again", async () => {
    await seedDemoContent(db(), silent);
    const once = await counts();
    await seedDemoContent(db(), silent);
    expect(await counts()).toEqual(once);
  });

  it("never brings demo content back after every row was deleted", async () => {
    await seedDemoContent(db(), silent);
    // With the demo candidate's applications (and so her placement) that refer to the jobs.
    await db().execute(sql`TRUNCATE jobs CASCADE`);
    await db().delete(webinars);
    await seedDemoContent(db(), silent);
    expect(await db().$count(jobs)).toBe(0);
    expect(await db().$count(webinars)).toBe(0);
  });

  it("inserts once when several app processes seed at the same time", async () => {
    await seedDemoContent(db(), silent);
    const expected = await counts();
    await emptyDemoTables();

    await Promise.all([
      seedDemoContent(db(), silent),
      seedDemoContent(db(), silent),
      seedDemoContent(db(), silent),
    ]);
    expect(await counts()).toEqual(expected);
  });

  it("leaves real jobs alone and still fills the other empty tables", async () => {
    await db().insert(jobs).values({
      title: "Office Manager",
      company: "A real client",
      city: "Miami",
      state: "FL",
      workplaceType: "on-site",
      employmentType: "full-time",
      industry: "Other",
      description: "Created by an admin.",
      status: "open",
    });
    await db()
      .insert(companyReviews)
      .values({ companyId: 1, authorName: "A real client", rating: 4, text: "Good." });

    await seedDemoContent(db(), silent);

    expect((await db().select({ title: jobs.title }).from(jobs)).map((job) => job.title)).toEqual([
      "Office Manager",
    ]);
    expect(await db().$count(companyReviews)).toBe(1);
    expect(await db().$count(siteSettings)).toBe(1);
    expect(await db().$count(blogPosts)).toBe(8);
    expect(await db().$count(webinars)).toBe(3);
  });

  it("keeps settings an admin already saved", async () => {
    await db()
      .insert(siteSettings)
      .values({ id: 1, companyName: "Sunshine Staffing", contactPhone: "(305) 555-9999" });
    await seedDemoContent(db(), silent);
    const [settings] = await db().select().from(siteSettings);
    expect(settings?.contactPhone).toBe("(305) 555-9999");
    expect(settings?.address).toBeNull();
  });
});

describe("determinism", () => {
  it("produces the same content on two fresh databases", async () => {
    const now = new Date("2025-03-20T15:00:00Z");
    await seedDemoContent(db(), silent, { now });
    const first = await jobSnapshot();
    const firstPosts = await db().select({ slug: blogPosts.slug, body: blogPosts.body }).from(blogPosts);
    await emptyDemoTables();

    await seedDemoContent(db(), silent, { now });
    expect(await jobSnapshot()).toEqual(first);
    expect(await db().select({ slug: blogPosts.slug, body: blogPosts.body }).from(blogPosts)).toEqual(
      firstPosts,
    );
    expect(first[0]?.postedAt).toBe("2025-03-19");
  });

  it("lists the same titles in the same order when seeded with the real clock", async () => {
    await seedDemoContent(db(), silent);
    const first = (await jobSnapshot()).map((job) => job.title);
    await emptyDemoTables();
    await seedDemoContent(db(), silent);
    expect((await jobSnapshot()).map((job) => job.title)).toEqual(first);
  });
});

describe("business-time helpers", () => {
  it("converts Miami wall-clock times to instants across daylight saving", () => {
    expect(businessTime("2025-01-15", 18).toISOString()).toBe("2025-01-15T23:00:00.000Z");
    expect(businessTime("2025-07-01", 12).toISOString()).toBe("2025-07-01T16:00:00.000Z");
    expect(businessTime("2025-03-09", 12).toISOString()).toBe("2025-03-09T16:00:00.000Z");
    expect(businessTime("2025-11-02", 12).toISOString()).toBe("2025-11-02T17:00:00.000Z");
    expect(businessTime("2025-03-08", 23, 30).toISOString()).toBe("2025-03-09T04:30:00.000Z");
  });

  it("reads today in Miami, not in UTC", () => {
    expect(businessDate(new Date("2025-06-01T02:00:00Z"))).toBe("2025-05-31");
    expect(businessDate(new Date("2025-06-01T12:00:00Z"))).toBe("2025-06-01");
  });

  it("adds calendar days across month, year and DST boundaries", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 60)).toBe("2025-03-01");
    expect(addDays("2025-03-10", -2)).toBe("2025-03-08");
  });
});
