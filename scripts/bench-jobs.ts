/**
 * npm run bench:jobs — job search and job pages at scale. On a fresh clone: `npm install && npm run
 * build` first (BUILD_DIR picks another build folder).
 *
 * Starts the built server in a temporary DATA_DIR (its own embedded database, deleted afterwards),
 * adds --jobs synthetic jobs (default 100,000; varied from the demo jobs: titles, seniority,
 * companies, cities, pay, status), then measures, one request at a time after a warm-up, p50 and p95
 * of:
 *   - a bare Express JSON route on the same server (the API's JSON 404, no database): the baseline
 *   - GET /api/jobs for a set of realistic searches (words, typos, filters, sorts)
 *   - GET /jobs?q=… server render for the same searches
 *   - GET /jobs/{id} server render for open jobs picked at random
 * Options: --jobs N, --requests N (per search, default 30).
 */
import { demoJobRows } from "../server/db/seed/jobs-data";
import { timeRuns } from "./bench-support";
import { connectToServerDatabase, startBuiltServer } from "./lib/built-server";
import { JOB_SEARCHES as SEARCHES } from "./lib/job-searches";
import { numberOption } from "./lib/number-option";

const jobCount = numberOption("bench:jobs", "--jobs", 100_000);
const requestsPerCase = numberOption("bench:jobs", "--requests", 30);
const WARM_UP = 5;

const COMPANIES = [
  "Biscayne Bay Logistics",
  "Coral Reef Health Partners",
  "Everglades Capital",
  "Harborview Manufacturing",
  "Keystone Legal Group",
  "Magnolia Learning",
  "Palmetto Realty Advisors",
  "Sawgrass Systems",
  "Tidewater Insurance",
  "Gulfstream Aerospace Supply",
  "Brightline Clinics",
  "Peachtree Software",
  "Bluegrass Distribution",
  "Lone Star Fintech",
  "Ozark Foods",
  "Cascade Energy",
];

const CITIES: [string, string][] = [
  ["Miami", "FL"],
  ["Fort Lauderdale", "FL"],
  ["Tampa", "FL"],
  ["Orlando", "FL"],
  ["Jacksonville", "FL"],
  ["Atlanta", "GA"],
  ["Savannah", "GA"],
  ["Birmingham", "AL"],
  ["Nashville", "TN"],
  ["Memphis", "TN"],
  ["Charlotte", "NC"],
  ["Raleigh", "NC"],
  ["Charleston", "SC"],
  ["Houston", "TX"],
  ["Austin", "TX"],
  ["Dallas", "TX"],
  ["New Orleans", "LA"],
  ["Louisville", "KY"],
  ["Chicago", "IL"],
  ["Indianapolis", "IN"],
  ["Detroit", "MI"],
  ["Columbus", "OH"],
  ["Pittsburgh", "PA"],
  ["Boston", "MA"],
  ["Providence", "RI"],
  ["Richmond", "VA"],
  ["Denver", "CO"],
  ["Portland", "OR"],
  ["Little Rock", "AR"],
  ["Jackson", "MS"],
];

const SENIORITY = ["", "", "", "Senior ", "Junior ", "Lead ", "Associate "];

type Timing = { label: string; p50: number; p95: number; status: string };

async function main() {
  const server = await startBuiltServer("bench:jobs", { LOG_LEVEL: "error" });
  try {
    process.stdout.write(`Adding ${jobCount.toLocaleString("en-US")} jobs…\n`);
    const seeded = await seedJobs(server);
    process.stdout.write(`Added in ${(seeded.ms / 1000).toFixed(1)} s; measuring.\n\n`);
    const timings: Timing[] = [];
    timings.push(await measure(server.baseUrl, "baseline: bare Express JSON route", ["/api/__baseline"]));
    for (const search of SEARCHES) {
      timings.push(await measure(server.baseUrl, `GET /api/jobs?${search}`, [`/api/jobs?${search}`]));
    }
    for (const search of SEARCHES) {
      timings.push(await measure(server.baseUrl, `GET /jobs?${search} (page)`, [`/jobs?${search}`]));
    }
    const pages = seeded.sampleIds.map((id) => `/jobs/${id}`);
    timings.push(await measure(server.baseUrl, `GET /jobs/{id} (page, ${pages.length} jobs)`, pages));
    printTable(timings);
  } finally {
    await server.stop();
  }
}

/**
 * Inserts the jobs in batches with one unnest() statement each, then ANALYZE, and returns open job
 * ids to request. Deterministic: job n is always built the same way.
 */
async function seedJobs(server: Parameters<typeof connectToServerDatabase>[0]) {
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const templates = demoJobRows(today).filter((row) => row.status !== "draft");
  const client = await connectToServerDatabase(server);
  try {
    const batch = 5_000;
    for (let first = 0; first < jobCount; first += batch) {
      const rows = Array.from({ length: Math.min(batch, jobCount - first) }, (_, i) =>
        syntheticJob(first + i, templates, today),
      );
      const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
      await client.query(
        `INSERT INTO jobs (title, company, city, state, workplace_type, employment_type, industry, priority,
           salary_min, salary_max, salary_period, description, requirements, skills, status, posted_at, valid_through)
         SELECT t, c, ci, st, wt, et, ind, pr, smin, smax, sp, d, string_to_array(req, '|'), string_to_array(sk, '|'),
           s, pa::date, pa::date + 60
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::int[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])
           AS u(t, c, ci, st, wt, et, ind, pr, smin, smax, sp, d, req, sk, s, pa)`,
        [
          column("title"),
          column("company"),
          column("city"),
          column("state"),
          column("workplaceType"),
          column("employmentType"),
          column("industry"),
          column("priority"),
          column("salaryMin"),
          column("salaryMax"),
          column("salaryPeriod"),
          column("description"),
          column("requirements"),
          column("skills"),
          column("status"),
          column("postedAt"),
        ],
      );
    }
    // As a settled database would be: hint bits set, visibility map and statistics up to date.
    await client.query("VACUUM ANALYZE jobs");
    const sample = await client.query<{ id: string }>(
      "SELECT id FROM jobs WHERE status = 'open' ORDER BY md5(id::text) LIMIT 50",
    );
    return { ms: performance.now() - started, sampleIds: sample.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

function syntheticJob(n: number, templates: ReturnType<typeof demoJobRows>, today: string) {
  const template = templates[n % templates.length] as (typeof templates)[number];
  const [city, state] = CITIES[(n * 7) % CITIES.length] as [string, string];
  const company = COMPANIES[(n * 11) % COMPANIES.length] as string;
  const seniority = SENIORITY[(n * 13) % SENIORITY.length] as string;
  const raise = 1 + ((n * 17) % 30) / 100;
  const scale = (value: number | null | undefined) => (value == null ? null : Math.round(value * raise));
  const daysAgo = (n * 19) % 120;
  const postedAt = new Date(Date.parse(today) - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const statusRoll = n % 20;
  return {
    title: `${seniority}${template.title}`,
    company,
    city,
    state,
    workplaceType: (["on-site", "hybrid", "remote"] as const)[(n * 5) % 3],
    employmentType: template.employmentType,
    industry: template.industry,
    priority: n % 50 === 0 ? "High" : n % 6 === 0 ? "Low" : "Normal",
    salaryMin: scale(template.salaryMin),
    salaryMax: scale(template.salaryMax),
    salaryPeriod: template.salaryPeriod ?? "year",
    description: template.description.replaceAll(template.company, company),
    requirements: (template.requirements ?? []).join("|"),
    skills: (template.skills ?? []).join("|"),
    status: statusRoll === 0 ? "filled" : statusRoll < 3 ? "closed" : "open",
    postedAt,
  };
}

/** Requests the paths in turn (warm-up first) and reports latency; statuses seen are listed. */
async function measure(baseUrl: string, label: string, paths: string[]): Promise<Timing> {
  const total = Math.max(requestsPerCase, paths.length);
  const { p50, p95, results } = await timeRuns(WARM_UP, total, async (i) => {
    const response = await fetch(`${baseUrl}${paths[i % paths.length]}`);
    await response.arrayBuffer();
    return response.status;
  });
  return { label, p50, p95, status: [...new Set(results)].join(",") };
}

function printTable(timings: Timing[]) {
  const width = Math.max(...timings.map((timing) => timing.label.length));
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  process.stdout.write(`${"request".padEnd(width)}  ${"p50".padStart(10)}  ${"p95".padStart(10)}  status\n`);
  for (const timing of timings) {
    process.stdout.write(
      `${timing.label.padEnd(width)}  ${ms(timing.p50)}  ${ms(timing.p95)}  ${timing.status}\n`,
    );
  }
  const api = timings.filter((timing) => timing.label.startsWith("GET /api/jobs"));
  const pages = timings.filter((timing) => timing.label.startsWith("GET /jobs"));
  process.stdout.write(
    `\nWorst p95: search API ${Math.max(...api.map((t) => t.p95)).toFixed(1)} ms (goal < 50), ` +
      `job pages ${Math.max(...pages.map((t) => t.p95)).toFixed(1)} ms (goal < 30 for /jobs/{id})\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:jobs failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
