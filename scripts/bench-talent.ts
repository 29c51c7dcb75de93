import { sql } from "drizzle-orm";
import { TALENT_INDUSTRIES, TALENT_REGIONS } from "../common/talent-database";
import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { searchTalent, talentSearchOf } from "../server/modules/talent-database";
import { timeRuns, withBenchDatabase } from "./bench-support";
import { sqlArray } from "./lib/bench-sql";
import { numberOption } from "./lib/number-option";
import { percentile } from "./lib/percentile";

/**
 * The public candidate database at scale (issue 21): `--profiles` (100,000) listed candidates, seeded
 * in bulk with generate_series (candidates, then their anonymised listings), then GET /api/talent's
 * work in this process for a mix of searches, `--runs` (50) times each: the newest listings, words
 * (one common, one rare, a prefix, two words), each filter, filters with words, and a deep page.
 * Goal: p95 < 100 ms over the whole mix.
 */
const profileCount = numberOption("bench:talent", "--profiles", 100_000);
const runs = numberOption("bench:talent", "--runs", 50);
const WARM_UP = 3;
const GOAL_MS = 100;

const TITLES = [
  "Registered nurse",
  "ICU nurse",
  "Medical assistant",
  "Staff accountant",
  "Financial analyst",
  "Forklift operator",
  "Warehouse associate",
  "Software engineer",
  "Data analyst",
  "Help desk technician",
  "Paralegal",
  "Legal assistant",
  "Leasing consultant",
  "Property manager",
  "Teacher assistant",
  "Customer service representative",
  "Machine operator",
  "Quality inspector",
  "Project manager",
  "Administrative assistant",
];
const SKILLS = [
  "Excel",
  "QuickBooks",
  "Epic",
  "BLS",
  "Patient care",
  "Forklift",
  "Inventory control",
  "Python",
  "SQL",
  "JavaScript",
  "Customer service",
  "Bilingual Spanish",
  "Salesforce",
  "GAAP",
  "OSHA 10",
  "Scheduling",
  "Data entry",
  "CNC",
  "Westlaw",
  "Yardi",
];

const textArray = (values: readonly string[]) => sql.raw(sqlArray(values));

async function seed(): Promise<void> {
  // Candidates: just what the table requires; listings point at them.
  await db().execute(sql`
    INSERT INTO candidates (first_name, last_name, email, phone, password_hash, consent_terms_at)
    SELECT 'Bench', 'Person ' || n, 'bench-' || n || '@bench-talent.example', '3055550100', 'x', now()
    FROM generate_series(1, ${profileCount}) AS n`);
  const titles = textArray(TITLES);
  const skills = textArray(SKILLS);
  const industries = textArray(TALENT_INDUSTRIES);
  const regions = textArray(TALENT_REGIONS);
  await db().execute(sql`
    INSERT INTO talent_profiles (candidate_id, public_id, headline, years_experience, industry, region, top_skills,
      skills_lower, available_month, work_types, pay_period, pay_band_min, pay_band_max, badges, assessed, listed_at)
    SELECT id, substr(md5(id::text), 1, 16), h.headline, (n % 30), (${industries})[1 + n % 8], (${regions})[1 + n % 6],
      s.skills, (SELECT array_agg(lower(x)) FROM unnest(s.skills) AS x),
      CASE WHEN n % 3 = 0 THEN NULL ELSE date_trunc('month', current_date + (n % 180))::date END,
      CASE WHEN n % 2 = 0 THEN ARRAY['full-time'] ELSE ARRAY['contract', 'temporary'] END,
      'hour', 20 + (n % 4) * 10, 30 + (n % 4) * 10,
      CASE WHEN n % 5 = 0 THEN '[{"assessmentSlug":"assurant-customer-service","title":"Customer service","score":82,"passed":true,"month":"2026-10"}]'::jsonb ELSE '[]'::jsonb END,
      n % 5 = 0, now() - make_interval(mins => n)
    FROM (SELECT id, (row_number() OVER (ORDER BY id))::integer AS n FROM candidates) AS c
    CROSS JOIN LATERAL (SELECT (${titles})[1 + n % 20] || CASE WHEN n % 7 = 0 THEN ', senior' ELSE '' END AS headline) AS h
    CROSS JOIN LATERAL (SELECT ARRAY[(${skills})[1 + n % 20], (${skills})[1 + (n / 20) % 20], (${skills})[1 + (n / 400) % 20]] AS skills) AS s`);
  await db().execute(sql`ANALYZE talent_profiles`);
}

/** The public searches a visitor makes, as query strings. */
const SEARCHES = [
  "",
  "q=nurse",
  "q=paralegal",
  "q=acc",
  "q=forklift+operator",
  "q=zzzz",
  "industry=Healthcare",
  "region=south-florida&industry=Finance",
  "skills=excel",
  "skills=excel,sql",
  "assessed=true",
  "availability=now",
  "workType=contract",
  "q=nurse&region=orlando&availability=30",
  "q=customer&assessed=true",
  "page=20",
  "q=assistant&page=10",
];

async function main() {
  await withBenchDatabase("staffing-bench-talent-", async (url) => {
    try {
      connectDatabase(url);
      await runMigrations(db());
      const started = performance.now();
      await seed();
      process.stdout.write(
        `${profileCount.toLocaleString("en-US")} listed profiles, ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `${runs} runs of each search.\n\n`,
      );
      const all: number[] = [];
      const width = Math.max(...SEARCHES.map((query) => query.length), 12);
      process.stdout.write(
        `${"search".padEnd(width)}  ${"p50".padStart(9)}  ${"p95".padStart(9)}  matches\n`,
      );
      for (const query of SEARCHES) {
        const search = talentSearchOf(new URLSearchParams(query));
        const { p50, p95, timings, results } = await timeRuns(WARM_UP, runs, () => searchTalent(search));
        all.push(...timings);
        const last = results.at(-1);
        const matches = last ? `${last.total.toLocaleString("en-US")}${last.totalIsCapped ? "+" : ""}` : "";
        process.stdout.write(
          `${(query || "(newest first)").padEnd(width)}  ${`${p50.toFixed(1)} ms`.padStart(9)}  ${`${p95.toFixed(1)} ms`.padStart(9)}  ${matches}\n`,
        );
      }
      all.sort((a, b) => a - b);
      const p95 = percentile(all, 0.95);
      process.stdout.write(
        `\nAll searches: p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms. ` +
          `Goal p95 < ${GOAL_MS} ms — ${p95 < GOAL_MS ? "met" : "NOT met"}.\n`,
      );
    } finally {
      await disconnectDatabase();
    }
  });
}

await main();
