/**
 * npm run bench:candidates — the recruiters' candidate database at scale, over HTTP.
 *
 * Starts an embedded PostgreSQL in a temporary directory (deleted afterwards; or uses DATABASE_URL,
 * which must be a scratch database: the rows stay), applies the migrations, adds --candidates
 * synthetic candidates (default 100,000) with one INSERT … SELECT over generate_series: varied names,
 * headlines, skills, Southeastern cities, pay, availability, last activity and a resume text of a
 * few hundred words each; then VACUUM ANALYZE, as a settled database would be. It serves the API
 * (server/http/app, no React pages) on a free local port with an admin session and measures, one
 * request at a time after a warm-up, p50 and p95 of:
 *   - a bare Express JSON route on the same server (the API's JSON 404, no database): the baseline
 *   - GET /api/admin/candidates for realistic searches (words, a name, a misspelling, each filter,
 *     both sorts, a deeper page)
 * Goal: p95 under 100 ms per search. Options: --candidates N, --requests N (per search, default 30).
 */
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig, setAppConfig } from "../server/config";
import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { createApp } from "../server/http/app";
import { startAdminSession } from "../server/modules/admin-auth";
import { timeRuns, withBenchDatabase } from "./bench-support";
import { FIRST_NAMES, LAST_NAMES } from "./lib/bench-names";
import { pick, roll, sqlArray, sqlText } from "./lib/bench-sql";
import { numberOption } from "./lib/number-option";

const candidateCount = numberOption("bench:candidates", "--candidates", 100_000);
const requestsPerCase = numberOption("bench:candidates", "--requests", 30);
const WARM_UP = 5;
const GOAL_MS = 100;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SEARCHES = [
  "q=nurse",
  "q=registered%20nurse&location=Miami",
  "q=python%20developer",
  "q=pyhton%20developer",
  "q=maria%20gonzalez",
  "q=forklift&location=FL&sort=active",
  "q=accountant&maxPay=80000",
  `q=welder&availableBy=${inDays(30)}`,
  "q=quickbooks",
  "q=project%20manager&page=5",
  "skills=python,sql",
  "skills=patient%20care&location=Orlando,%20FL",
  "maxPay=25&payPeriod=hour&activeWithin=30",
  "location=Tampa&activeWithin=7",
  "activeWithin=3",
  "",
];

const CITIES: [string, string][] = [
  ["Miami", "FL"],
  ["Miami Beach", "FL"],
  ["Fort Lauderdale", "FL"],
  ["Hollywood", "FL"],
  ["Tampa", "FL"],
  ["St. Petersburg", "FL"],
  ["Orlando", "FL"],
  ["Jacksonville", "FL"],
  ["Tallahassee", "FL"],
  ["Gainesville", "FL"],
  ["Boca Raton", "FL"],
  ["West Palm Beach", "FL"],
  ["Sarasota", "FL"],
  ["Naples", "FL"],
  ["Pensacola", "FL"],
  ["Atlanta", "GA"],
  ["Savannah", "GA"],
  ["Charlotte", "NC"],
  ["Nashville", "TN"],
  ["Houston", "TX"],
  ["New Orleans", "LA"],
  ["Birmingham", "AL"],
];

/** A line of work: headlines, its skills, words for the resume, hourly or yearly pay (min, max). */
type Family = {
  headlines: string[];
  skills: string[];
  duties: string[];
  period: "hour" | "year";
  pay: [number, number];
};
const FAMILIES: Family[] = [
  {
    headlines: ["Registered nurse", "ICU nurse", "Travel nurse", "Licensed practical nurse"],
    skills: [
      "Patient care",
      "Phlebotomy",
      "EMR",
      "Epic",
      "BLS",
      "ACLS",
      "Medication administration",
      "Triage",
    ],
    duties: [
      "Cared for up to six patients per shift on a busy med-surg floor",
      "Charted in Epic and trained new hires on the EMR",
      "Started IV lines and drew labs",
    ],
    period: "hour",
    pay: [30, 75],
  },
  {
    headlines: ["Python developer", "Software engineer", "Full-stack developer", "Data engineer"],
    skills: [
      "Python",
      "SQL",
      "JavaScript",
      "TypeScript",
      "React",
      "AWS",
      "Docker",
      "PostgreSQL",
      "Django",
      "Airflow",
    ],
    duties: [
      "Built REST APIs serving two million requests a day",
      "Moved batch jobs to Airflow and cut run time by half",
      "Reviewed code and mentored two junior developers",
    ],
    period: "year",
    pay: [70_000, 180_000],
  },
  {
    headlines: ["Staff accountant", "Senior accountant", "Bookkeeper", "Accounts payable specialist"],
    skills: ["QuickBooks", "Excel", "GAAP", "Reconciliation", "SAP", "Payroll", "Accounts payable"],
    duties: [
      "Closed the books each month three days sooner",
      "Reconciled twelve bank accounts and the general ledger",
      "Prepared audit schedules for the external auditors",
    ],
    period: "year",
    pay: [45_000, 110_000],
  },
  {
    headlines: [
      "Warehouse associate",
      "Forklift operator",
      "Shipping and receiving clerk",
      "Inventory specialist",
    ],
    skills: ["Forklift", "Inventory", "RF scanner", "Shipping", "OSHA", "Pallet jack", "Cycle counting"],
    duties: [
      "Loaded and unloaded trucks on a twelve-door dock",
      "Kept inventory accuracy above 99 percent",
      "Trained new associates on the RF scanners",
    ],
    period: "hour",
    pay: [15, 28],
  },
  {
    headlines: ["Welder", "Maintenance technician", "CNC machinist", "Production supervisor"],
    skills: [
      "MIG welding",
      "TIG welding",
      "Blueprint reading",
      "CNC",
      "Preventive maintenance",
      "Lean manufacturing",
    ],
    duties: [
      "Welded structural steel to AWS D1.1",
      "Ran preventive maintenance on three production lines",
      "Read blueprints and set up CNC programs",
    ],
    period: "hour",
    pay: [18, 45],
  },
  {
    headlines: ["Project manager", "Program manager", "Operations manager", "Scrum master"],
    skills: ["Project management", "Agile", "Scrum", "Budgeting", "Jira", "Stakeholder management", "PMP"],
    duties: [
      "Delivered a 2 million dollar rollout on time and under budget",
      "Ran weekly stakeholder meetings across four teams",
      "Introduced Scrum to a team of twelve",
    ],
    period: "year",
    pay: [65_000, 160_000],
  },
  {
    headlines: ["Paralegal", "Legal assistant", "Litigation paralegal", "Contracts administrator"],
    skills: ["Legal research", "Westlaw", "E-filing", "Contract review", "Discovery", "Case management"],
    duties: [
      "Drafted discovery requests and responses",
      "Managed e-filing in state and federal courts",
      "Organized exhibits for trial",
    ],
    period: "year",
    pay: [40_000, 85_000],
  },
  {
    headlines: [
      "Customer service representative",
      "Call center agent",
      "Receptionist",
      "Administrative assistant",
    ],
    skills: [
      "Customer service",
      "Bilingual Spanish",
      "Data entry",
      "Microsoft Office",
      "Scheduling",
      "Salesforce",
    ],
    duties: [
      "Answered sixty calls a day with top satisfaction scores",
      "Scheduled appointments for five physicians",
      "Kept the CRM up to date",
    ],
    period: "hour",
    pay: [15, 26],
  },
];

const GENERIC_SENTENCES = [
  "Reliable, punctual and comfortable working weekends when needed.",
  "Bilingual in English and Spanish.",
  "Known for clear communication with customers and coworkers.",
  "Completed every training on schedule and was promoted within a year.",
  "Volunteer with a local food bank on weekends.",
  "Certified in CPR and first aid.",
  "Associate degree from Miami Dade College.",
  "Bachelor's degree from the University of Central Florida.",
  "Comfortable with Microsoft Excel, Word and Outlook.",
  "References available on request.",
];
const EMPLOYERS = [
  "Baptist Health",
  "Publix",
  "Jabil",
  "Raymond James",
  "Lennar",
  "Carnival",
  "AutoNation",
  "Chewy",
  "Ryder",
  "NextEra Energy",
  "Tampa General Hospital",
  "AdventHealth",
  "Citrix",
  "Office Depot",
];

/** One INSERT … SELECT over generate_series: deterministic; the family decides headline, skills, pay. */
async function seed() {
  const client = db().$client;
  const families = FAMILIES.map(
    (family, index) =>
      `(${index}, ${sqlArray(family.headlines)}, ${sqlArray(family.skills)}, ${sqlArray(family.duties)}, ${sqlText(family.period)}, ${family.pay[0]}, ${family.pay[1]})`,
  ).join(",\n");
  const cities = sqlArray(CITIES.map(([city]) => city));
  const states = sqlArray(CITIES.map(([, state]) => state));
  const generic = sqlArray(GENERIC_SENTENCES);
  const employers = sqlArray(EMPLOYERS);
  const seniority = sqlArray(["", "", "", "Senior ", "Junior ", "Lead "]);
  await client.query(`
    WITH family(f, headlines, skills, duties, period, pay_min, pay_max) AS (VALUES ${families}),
    person AS (
      SELECT n, f.*, ${roll(1, CITIES.length)} + 1 AS city_index,
        ${pick(sqlArray(FIRST_NAMES), 2)} AS first_name, ${pick(sqlArray(LAST_NAMES), 3)} AS last_name
      FROM generate_series(1, ${candidateCount}) AS n
      JOIN family f ON f.f = ${roll(4, FAMILIES.length)}
    )
    INSERT INTO candidates (first_name, last_name, email, phone, password_hash, email_verified_at, consent_terms_at,
      headline, city, state, skills, preferred_locations, preferred_employment_types, desired_pay, desired_pay_period,
      available_from, resume_text, last_active_at, created_at)
    SELECT first_name, last_name,
      lower(first_name || '.' || last_name || n) || '@bench.example.com',
      '305555' || lpad((n % 10000)::text, 4, '0'),
      '$argon2id$v=19$m=19456,t=2,p=1$bench$bench',
      now() - make_interval(days => ${roll(5, 700)}), now() - make_interval(days => ${roll(5, 700)}),
      ${pick(seniority, 6)} || ${pick("headlines", 7)},
      (${cities})[city_index], (${states})[city_index],
      ARRAY(SELECT DISTINCT skills[1 + abs(hashtext(n::text || '/s' || k)) % cardinality(skills)]
            FROM generate_series(1, 3 + ${roll(8, 4)}) AS k),
      ARRAY[(${cities})[city_index]] || CASE WHEN ${roll(9, 4)} = 0 THEN ARRAY['Remote'] ELSE ARRAY[]::text[] END,
      CASE WHEN ${roll(10, 3)} = 0 THEN ARRAY['contract', 'temporary'] ELSE ARRAY['full-time'] END,
      CASE WHEN ${roll(11, 5)} = 0 THEN NULL ELSE pay_min + ${roll(12, 1000)} * (pay_max - pay_min) / 1000 END,
      period,
      CASE WHEN ${roll(13, 3)} = 0 THEN NULL ELSE current_date + ${roll(14, 150)} - 30 END,
      first_name || ' ' || last_name || E'\\n' || ${pick("headlines", 15)} || E'\\n'
        || 'Experience: ' || ${pick(employers, 16)} || ', ' || (2014 + ${roll(17, 10)}) || ' to present. '
        || ${pick("duties", 18)} || '. ' || ${pick("duties", 19)} || '. '
        || 'Earlier: ' || ${pick(employers, 20)} || '. ' || ${pick("duties", 21)} || '. '
        || 'Skills: ' || array_to_string(skills, ', ') || '. '
        || ${pick(generic, 22)} || ' ' || ${pick(generic, 23)} || ' ' || ${pick(generic, 24)},
      now() - make_interval(days => ${roll(25, 365)}, hours => ${roll(26, 24)}),
      now() - make_interval(days => 365 + ${roll(27, 365)})
    FROM person`);
  await client.query("VACUUM ANALYZE candidates");
  await client.query("VACUUM ANALYZE candidate_search");
  await client.query("VACUUM ANALYZE candidate_search_words");
}

type Timing = { label: string; p50: number; p95: number; status: string; total: string };

async function measure(baseUrl: string, cookie: string, label: string, urlPath: string): Promise<Timing> {
  const { p50, p95, results } = await timeRuns(WARM_UP, requestsPerCase, async () => {
    const response = await fetch(`${baseUrl}${urlPath}`, { headers: { cookie } });
    const body = await response.text();
    return { status: response.status, json: response.headers.get("content-type")?.includes("json"), body };
  });
  const [first] = results;
  const parsed = first?.json ? (JSON.parse(first.body) as { total?: number; totalIsCapped?: boolean }) : {};
  const total =
    parsed.total === undefined
      ? ""
      : `${parsed.total.toLocaleString("en-US")}${parsed.totalIsCapped ? "+" : ""}`;
  return { label, p50, p95, status: [...new Set(results.map((result) => result.status))].join(","), total };
}

function printTable(timings: Timing[]) {
  const width = Math.max(...timings.map((timing) => timing.label.length));
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  process.stdout.write(
    `${"request".padEnd(width)}  ${"p50".padStart(10)}  ${"p95".padStart(10)}  status  ${"matches".padStart(9)}\n`,
  );
  for (const timing of timings) {
    process.stdout.write(
      `${timing.label.padEnd(width)}  ${ms(timing.p50)}  ${ms(timing.p95)}  ${timing.status.padEnd(6)}  ${timing.total.padStart(9)}\n`,
    );
  }
  const searches = timings.filter((timing) => timing.label.startsWith("GET /api/admin/candidates"));
  const worst = Math.max(...searches.map((timing) => timing.p95));
  process.stdout.write(
    `\nWorst p95 of the candidate search: ${worst.toFixed(1)} ms (goal < ${GOAL_MS} ms): ${worst < GOAL_MS ? "met" : "NOT met"}\n`,
  );
}

async function main() {
  const started = performance.now();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "staffing-bench-candidates-files-"));
  try {
    await withBenchDatabase("staffing-bench-candidates-", async (url) => {
      let close = async () => {};
      try {
        connectDatabase(url);
        await runMigrations(db());
        process.stdout.write(`Adding ${candidateCount.toLocaleString("en-US")} candidates…\n`);
        await seed();
        process.stdout.write(
          `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring.\n\n`,
        );

        const config = setAppConfig(
          loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dataDir }),
        );
        const server = createApp({ config, logger: pino({ level: "silent" }) }).listen(0, "127.0.0.1");
        await new Promise((resolve) => server.once("listening", resolve));
        close = () => new Promise((resolve) => server.close(() => resolve()));
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const { cookie } = await startAdminSession({
          email: "bench@sunshinestaffing.example",
          name: "Bench",
        });

        const timings: Timing[] = [];
        timings.push(await measure(baseUrl, cookie, "baseline: bare Express JSON route", "/api/__baseline"));
        for (const search of SEARCHES) {
          const urlPath = `/api/admin/candidates?${search}`;
          timings.push(await measure(baseUrl, cookie, `GET ${urlPath}`, urlPath));
        }
        printTable(timings);
      } finally {
        await close();
        await disconnectDatabase();
      }
    });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:candidates failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
