import { sql } from "drizzle-orm";
import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { hashPassword } from "../server/kernel/passwords";
import { runWeeklyInvoices } from "../server/modules/invoices";
import { timeRuns, withBenchDatabase } from "./bench-support";
import { startBuiltServer } from "./lib/built-server";
import { numberOption } from "./lib/number-option";

/**
 * The employer portal at scale (issue 18): 1,000 client companies, 20,000 job orders and 200,000
 * approved timesheet weeks (4,000 contract placements × 50 weeks), added in bulk SQL. Then:
 * - the weekly invoice run for all clients, one week per run (each run bills a week nobody billed
 *   yet, 4,000 contractor-weeks into 1,000 invoices), in this process: goal p95 < 60 s;
 * - the portal's requests of MEASURED_REQUESTS against the built server (npm run build first), as
 *   the first company's owner: goal p95 < 100 ms. Add a portal page or API there when it lands.
 * For the dashboard and the candidate list, every company also has a published job with submitted
 * candidates (decided, interviewed or waiting) and a week per contractor waiting for approval; the
 * measured company has many more submissions than the list shows, its worst case.
 */
const companies = numberOption("bench:employer", "--companies", 1_000);
const ordersPerCompany = numberOption("bench:employer", "--orders-per-company", 20);
const placementsPerCompany = numberOption("bench:employer", "--placements-per-company", 4);
const weeks = numberOption("bench:employer", "--weeks", 50);
const invoiceRuns = numberOption("bench:employer", "--invoice-runs", 5);
const submissionsPerCompany = numberOption("bench:employer", "--submissions-per-company", 20);
const measuredSubmissions = numberOption("bench:employer", "--measured-submissions", 500);
const requestsPerCase = numberOption("bench:employer", "--requests", 50);
const WARM_UP = 5;
const RUN_GOAL_MS = 60_000;
const PAGE_GOAL_MS = 100;
/** The first seeded week: a Monday long past, so the Tuesday schedule of the server never bills it. */
const FIRST_WEEK = "2024-01-01";
const OWNER = { email: "owner-0@bench-employer.example", password: "bench employer password 1" };

/** What a signed-in owner of the first company asks for; each is timed `--requests` times. */
const MEASURED_REQUESTS: { label: string; path: string }[] = [
  { label: "GET /employer/invoices (page)", path: "/employer/invoices" },
  { label: "GET /api/employers/invoices", path: "/api/employers/invoices" },
  { label: "GET /api/employers/invoices?status=overdue", path: "/api/employers/invoices?status=overdue" },
  { label: "GET /employer/dashboard (page)", path: "/employer/dashboard" },
  { label: "GET /api/employers/dashboard", path: "/api/employers/dashboard" },
  { label: "GET /employer/candidates (page)", path: "/employer/candidates" },
  { label: "GET /api/employers/candidates", path: "/api/employers/candidates" },
  {
    label: "GET /api/employers/candidates?status=awaiting_decision",
    path: "/api/employers/candidates?status=awaiting_decision",
  },
];

type Timing = { label: string; p50: number; p95: number; detail: string };

async function main() {
  await withBenchDatabase("staffing-bench-employer-", async (url) => {
    const timings: Timing[] = [];
    try {
      connectDatabase(url);
      await runMigrations(db());
      const started = performance.now();
      process.stdout.write(
        `Adding ${companies} companies, ${(companies * ordersPerCompany).toLocaleString("en-US")} orders, ` +
          `${(companies * placementsPerCompany * weeks).toLocaleString("en-US")} approved weeks, ` +
          `${(companies * submissionsPerCompany + measuredSubmissions).toLocaleString("en-US")} submitted candidates…\n`,
      );
      await seed();
      process.stdout.write(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring.\n\n`);
      timings.push(await measureInvoiceRuns());
    } finally {
      await disconnectDatabase();
    }
    if (MEASURED_REQUESTS.length > 0) timings.push(...(await measureRequests(url)));
    printTable(timings);
  });
}

async function seed() {
  await db().execute(sql`
    INSERT INTO client_companies (legal_name, industry, size_band, street, city, state, zip, status,
                                  payment_terms_days, placement_fee_percent, decided_at, decided_by)
    SELECT 'Bench Client ' || n, 'Healthcare', '51-200', n || ' Main St', 'Tampa', 'FL', '33602', 'approved',
           (ARRAY[15, 30, 45])[1 + n % 3], 20.00, now(), 'bench'
    FROM generate_series(0, ${companies - 1}) AS n`);
  await db().execute(sql`
    INSERT INTO job_orders (client_company_id, title, order_type, workplace_type, city, state, status, submitted_at)
    SELECT c.id, 'Order ' || o, (ARRAY['contract', 'contract_to_hire', 'direct_hire'])[1 + o % 3], 'onsite',
           'Tampa', 'FL', (ARRAY['submitted', 'accepted', 'sourcing', 'interviewing', 'filled', 'closed'])[1 + o % 6],
           now() - make_interval(days => o)
    FROM client_companies c CROSS JOIN generate_series(1, ${ordersPerCompany}) AS o`);
  await db().execute(sql`
    INSERT INTO placements (contractor_name, client, client_company_id, role_title, start_date, pay_rate, bill_rate)
    SELECT 'Contractor ' || p || ' of ' || c.legal_name, c.legal_name, c.id, 'Registered Nurse',
           ${FIRST_WEEK}::date, 30.00, 35.00 + (p * 7 + length(c.legal_name)) % 40 + 0.25 * (p % 4)
    FROM client_companies c CROSS JOIN generate_series(1, ${placementsPerCompany}) AS p`);
  // Weeks of 32 to 47.75 hours in quarter hours: most have no overtime, some do.
  await db().execute(sql`
    INSERT INTO timesheets (placement_id, week_start, status, total_hours, submitted_at, approved_at, approved_by)
    SELECT p.id, ${FIRST_WEEK}::date + 7 * w, 'approved', 32 + ((w * 13 + hashtext(p.id::text)) & 63) * 0.25,
           now(), now(), 'supervisor@bench.example'
    FROM placements p CROSS JOIN generate_series(0, ${weeks - 1}) AS w
    WHERE p.client_company_id IS NOT NULL`);
  const [first] = (
    await db().execute<{ id: string }>(sql`SELECT id FROM client_companies ORDER BY legal_name LIMIT 1`)
  ).rows;
  await seedSubmissions(first?.id ?? "");
  await db().execute(sql`
    INSERT INTO employer_users (client_company_id, email, first_name, last_name, job_title, work_phone, role,
                                password_hash, email_verified_at)
    VALUES (${first?.id}, ${OWNER.email}, 'Bench', 'Owner', 'Controller', '813-555-0100', 'owner',
            ${await hashPassword(OWNER.password)}, now())`);
  await db().execute(sql`ANALYZE`);
}

/**
 * What the dashboard and the candidate list read: per company, its first order published as a job
 * with `--submissions-per-company` submitted applications (the measured company `--measured-submissions`
 * more); a quarter of them waiting for a decision, a quarter rejected, half approved for an interview
 * (upcoming, with a decision row each); and a week per contractor submitted for approval after the
 * approved ones (the invoice run bills approved weeks only).
 */
async function seedSubmissions(measuredCompanyId: string) {
  await db().execute(sql`
    WITH published AS (
      INSERT INTO jobs (title, company, city, state, workplace_type, employment_type, industry, description,
                        status, client_company_id)
      SELECT 'Registered Nurse', c.legal_name, 'Tampa', 'FL', 'on-site', 'contract', 'Healthcare', 'Bench job.',
             'open', c.id
      FROM client_companies c
      RETURNING id, client_company_id)
    UPDATE job_orders o SET job_id = published.id, status = 'interviewing'
    FROM published
    WHERE o.id = (SELECT id FROM job_orders WHERE client_company_id = published.client_company_id
                  ORDER BY submitted_at DESC LIMIT 1)`);
  await db().execute(sql`
    INSERT INTO stored_files (storage_key, original_name, content_type, size_bytes, sha256, purpose)
    VALUES ('bench/resume.pdf', 'resume.pdf', 'application/pdf', 10, repeat('0', 64), 'resume')`);
  // n % 4: 0 waiting for a decision, 1 rejected, 2 and 3 approved for an interview. (Rows a
  // statement inserts in a CTE are visible only through RETURNING, so the stage carries the status.)
  await db().execute(sql`
    WITH applicants AS (
      SELECT o.client_company_id, o.job_id, n
      FROM job_orders o
      CROSS JOIN LATERAL generate_series(1, ${submissionsPerCompany} +
        CASE WHEN o.client_company_id = ${measuredCompanyId}::uuid THEN ${measuredSubmissions} ELSE 0 END) AS n
      WHERE o.job_id IS NOT NULL),
    applied AS (
      INSERT INTO applications (job_id, full_name, email, phone, resume_file_id, consent_terms_at, source, status,
                                skills, recent_title, stage_changed_at)
      SELECT a.job_id, 'Candidate ' || n, 'candidate-' || n || '-' || a.job_id || '@bench.example', '813-555-0100',
             (SELECT id FROM stored_files WHERE storage_key = 'bench/resume.pdf'), now(), 'apply',
             (ARRAY['submitted', 'not_selected', 'interview', 'interview'])[1 + n % 4], '{ICU,BLS}', 'Staff Nurse',
             now() - make_interval(hours => n)
      FROM applicants a
      RETURNING id, job_id, status, stage_changed_at)
    INSERT INTO candidate_submissions (application_id, job_order_id, client_company_id, recruiter_email,
                                       recruiter_note, status, submitted_at, decided_at)
    SELECT applied.id, o.id, o.client_company_id, 'recruiter@bench.example', 'Strong ICU background.',
           CASE applied.status WHEN 'submitted' THEN 'awaiting_decision' WHEN 'not_selected' THEN 'rejected'
                ELSE 'approved_for_interview' END,
           applied.stage_changed_at, CASE WHEN applied.status <> 'submitted' THEN now() END
    FROM applied JOIN job_orders o ON o.job_id = applied.job_id`);
  await db().execute(sql`
    INSERT INTO submission_decisions (submission_id, decision, reason_code, note)
    SELECT s.id, CASE s.status WHEN 'rejected' THEN 'reject' ELSE 'approve_for_interview' END,
           CASE s.status WHEN 'rejected' THEN 'skills_mismatch' END, ''
    FROM candidate_submissions s WHERE s.status <> 'awaiting_decision'`);
  await db().execute(sql`
    INSERT INTO interviews (application_id, starts_at, time_zone, format, meeting_url, status)
    SELECT s.application_id, now() + make_interval(days => 1 + (row_number() OVER (ORDER BY s.id))::int % 30),
           'America/New_York', 'video', 'https://meet.example.com/bench', 'scheduled'
    FROM candidate_submissions s WHERE s.status = 'approved_for_interview'`);
  await db().execute(sql`
    INSERT INTO timesheets (placement_id, week_start, status, total_hours, submitted_at)
    SELECT p.id, ${FIRST_WEEK}::date + 7 * ${weeks}, 'submitted', 40, now()
    FROM placements p WHERE p.client_company_id IS NOT NULL`);
}

/** One run per week, weeks in order from the first; each bills every company's contractors. */
async function measureInvoiceRuns(): Promise<Timing> {
  const runs = Math.min(invoiceRuns, weeks);
  const { p50, p95, results } = await timeRuns(0, runs, (index) => {
    const week = new Date(Date.parse(`${FIRST_WEEK}T00:00:00Z`) + index * 7 * 86_400_000);
    return runWeeklyInvoices("bench", week.toISOString().slice(0, 10));
  });
  const invoices = results.reduce((sum, report) => sum + report.issued.length, 0);
  return {
    label: `weekly invoice run, all ${companies} clients (${runs} weeks)`,
    p50,
    p95,
    detail: `${Math.round(invoices / runs)} invoices a run (goal p95 < ${RUN_GOAL_MS / 1000} s)`,
  };
}

async function measureRequests(url: string): Promise<Timing[]> {
  const server = await startBuiltServer("bench:employer", { DATABASE_URL: url, LOG_LEVEL: "error" });
  try {
    const login = await fetch(`${server.baseUrl}/api/employers/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: JSON.stringify({ ...OWNER, rememberMe: false }),
    });
    if (login.status !== 200) throw new Error(`the bench owner could not sign in (${login.status})`);
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const timings: Timing[] = [];
    for (const request of MEASURED_REQUESTS) {
      const { p50, p95, results } = await timeRuns(WARM_UP, requestsPerCase, async () => {
        const response = await fetch(`${server.baseUrl}${request.path}`, { headers: { cookie } });
        await response.arrayBuffer();
        return response.status;
      });
      timings.push({
        label: request.label,
        p50,
        p95,
        detail: `status ${[...new Set(results)].join(",")} (goal p95 < ${PAGE_GOAL_MS} ms)`,
      });
    }
    return timings;
  } finally {
    await server.stop();
  }
}

function printTable(timings: Timing[]) {
  const width = Math.max(...timings.map((timing) => timing.label.length));
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(12);
  process.stdout.write(`${"measured".padEnd(width)}  ${"p50".padStart(12)}  ${"p95".padStart(12)}\n`);
  for (const timing of timings) {
    process.stdout.write(
      `${timing.label.padEnd(width)}  ${ms(timing.p50)}  ${ms(timing.p95)}  ${timing.detail}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:employer failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
