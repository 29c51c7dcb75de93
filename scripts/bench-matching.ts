/**
 * npm run bench:matching — the quality and speed of explainable candidate ranking (issue 22).
 *
 * Starts an embedded PostgreSQL in a temporary directory (deleted afterwards; or uses DATABASE_URL,
 * which must be a scratch database: the rows stay) and applies the migrations.
 *
 * Quality: builds the labelled set (scripts/lib/matching-labelled-set.ts: --candidates candidates,
 * default 2,400, and three orders for each of 14 lines of work, from a seeded generator, graded 0–3 by
 * hand-written rules from what the generator knows), then ranks every order two ways in the same run:
 *   (a) the ranker (rankTalentPool: full-text prefilter, then features and weights);
 *   (b) plain full-text ranking: ts_rank over the same text (headline, skills, resume) for any word
 *       of the order's title and skills.
 * It prints nDCG@10 (gains 2^grade − 1) and recall@50 (of the grade-3 candidates) of both, and fails
 * when the ranker is not at least 10 points of nDCG@10 ahead.
 *
 * Speed: adds --pool candidates (default 100,000) with one INSERT … SELECT over generate_series from
 * the same templates, VACUUM ANALYZE, then times one order's ranking (--runs, default 30, after 5
 * unmeasured): p50 and p95 against the goal of 300 ms.
 */
import { sql } from "drizzle-orm";
import type { MatchingOrder } from "../common/matching";
import { connectDatabase, db, disconnectDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { candidates } from "../server/db/schema";
import {
  candidatesForMatching,
  DEFAULT_PREFILTER_LIMIT,
  prefilterTalentPool,
  rankCandidates,
  rankTalentPool,
} from "../server/modules/matching";
import { timeRuns, withBenchDatabase } from "./bench-support";
import { pick, roll, sqlArray } from "./lib/bench-sql";
import { FAMILIES } from "./lib/matching-families";
import { grade, type LabelledCandidate, type LabelledOrder, labelledSet } from "./lib/matching-labelled-set";
import { numberOption } from "./lib/number-option";

const candidateCount = numberOption("bench:matching", "--candidates", 2_400);
const poolSize = numberOption("bench:matching", "--pool", 100_000);
const runs = numberOption("bench:matching", "--runs", 30);
/** --quality 0 skips the labelled set (for timing work). */
const quality = numberOption("bench:matching", "--quality", 1, 0);
const SEED = 20_261_126;
const ORDERS_PER_FAMILY = 3;
const TODAY = "2026-11-26";
const REQUIRED_LEAD = 10;
const GOAL_P95_MS = 300;
const PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$bench$bench";

async function insertLabelledCandidates(
  labelled: LabelledCandidate[],
): Promise<Map<string, LabelledCandidate>> {
  const byId = new Map<string, LabelledCandidate>();
  for (let start = 0; start < labelled.length; start += 500) {
    const batch = labelled.slice(start, start + 500);
    const rows = await db()
      .insert(candidates)
      .values(batch.map(({ row }) => ({ ...row, passwordHash: PASSWORD_HASH, consentTermsAt: new Date() })))
      .returning({ id: candidates.id });
    rows.forEach((row, index) => {
      const candidate = batch[index];
      if (candidate) byId.set(row.id, candidate);
    });
  }
  await db().$client.query("VACUUM ANALYZE candidates");
  return byId;
}

/** Plain full-text ranking: any word of the order's title and skills, by ts_rank. */
async function fullTextTop(order: MatchingOrder, limit: number): Promise<string[]> {
  const words = [order.title, ...order.mustHaveSkills, ...order.niceToHaveSkills].join(" ");
  const { rows } = await db().execute<{ id: string }>(sql`
    WITH order_query AS (
      SELECT replace(plainto_tsquery('english', ${words})::text, ' & ', ' | ')::tsquery AS query
    )
    SELECT id FROM candidates
    WHERE NOT automated_ranking_opt_out AND matching_vector @@ (SELECT query FROM order_query)
    ORDER BY ts_rank(matching_vector, (SELECT query FROM order_query)) DESC, id
    LIMIT ${limit}`);
  return rows.map((row) => row.id);
}

function ndcgAt(k: number, ranked: number[], allGrades: number[]): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, k).reduce((sum, value, index) => sum + (2 ** value - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked) / ideal;
}

function recallAt(k: number, rankedIds: string[], relevant: Set<string>): number {
  if (relevant.size === 0) return 0;
  return rankedIds.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;
}

type Scores = { ndcg: number[]; recall: number[] };
const say = (line: string) => process.stdout.write(`${line}\n`);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const points = (value: number) => (value * 100).toFixed(1);

async function measureQuality(orders: LabelledOrder[], byId: Map<string, LabelledCandidate>) {
  const ranker: Scores = { ndcg: [], recall: [] };
  const fullText: Scores = { ndcg: [], recall: [] };
  const ids = [...byId.keys()];
  let gradedThree = 0;
  for (const labelled of orders) {
    const gradeOf = new Map(ids.map((id) => [id, grade(labelled, byId.get(id) as LabelledCandidate)]));
    const allGrades = [...gradeOf.values()];
    const relevant = new Set(ids.filter((id) => gradeOf.get(id) === 3));
    gradedThree += relevant.size;
    const ranked = (await rankTalentPool(labelled.order, { limit: 50, today: TODAY })).candidates.map(
      (candidate) => candidate.candidateId,
    );
    const plain = await fullTextTop(labelled.order, 50);
    for (const [scores, top] of [
      [ranker, ranked],
      [fullText, plain],
    ] as const) {
      scores.ndcg.push(
        ndcgAt(
          10,
          top.map((id) => gradeOf.get(id) ?? 0),
          allGrades,
        ),
      );
      scores.recall.push(recallAt(50, top, relevant));
    }
  }
  return { ranker, fullText, gradedThree };
}

const FILLER = [
  "Reliable and punctual, comfortable with weekend shifts when the team needs it.",
  "Known for clear communication with customers, coworkers and managers.",
  "Completed every required training on schedule and was promoted within a year.",
  "Volunteers with a local food bank and a youth sports league.",
  "References available on request.",
  "Comfortable learning new systems quickly and teaching them to others.",
];

/** The timing pool: --pool candidates from the same templates, in one INSERT … SELECT. */
async function insertTimingPool() {
  const families = FAMILIES.map((family, index) => {
    const titles = Object.values(family.titles).flat();
    const skills = Object.values(family.skills).flat();
    const duties = family.duties.map((duty) => duty.text);
    return `(${index}, ${sqlArray(titles)}, ${sqlArray(skills)}, ${sqlArray(duties)})`;
  }).join(",\n");
  const cities = sqlArray([
    "Miami",
    "Fort Lauderdale",
    "Orlando",
    "Tampa",
    "Jacksonville",
    "Hialeah",
    "Naples",
    "Atlanta",
  ]);
  await db().$client.query(`
    WITH family(f, titles, skills, duties) AS (VALUES ${families}),
    person AS (
      SELECT n, f.* FROM generate_series(1, ${poolSize}) AS n
      JOIN family f ON f.f = ${roll(1, FAMILIES.length)}
    )
    INSERT INTO candidates (first_name, last_name, email, phone, password_hash, consent_terms_at, headline, city, state,
      skills, preferred_locations, desired_pay, desired_pay_period, available_from, resume_text)
    SELECT 'Pool', 'Candidate ' || n, 'pool' || n || '@bench.example.com', '305000' || lpad((n % 10000)::text, 4, '0'),
      '${PASSWORD_HASH}', now(), ${pick("titles", 2)}, ${pick(cities, 3)}, 'FL',
      ARRAY[${pick("skills", 4)}, ${pick("skills", 5)}, ${pick("skills", 6)}],
      ARRAY[${pick(cities, 3)}], 20 + ${roll(7, 40)}, 'hour',
      CASE WHEN ${roll(8, 2)} = 0 THEN NULL ELSE DATE '${TODAY}' + ${roll(9, 90)} - 20 END,
      'Pool Candidate ' || n || E'\\n' || ${pick("titles", 10)} || E'\\n'
        || ${pick("titles", 11)} || ', ' || (2010 + ${roll(12, 14)}) || ' - Present' || E'\\n'
        || '- ' || ${pick("duties", 13)} || E'\\n- ' || ${pick("duties", 14)} || E'\\n'
        || ${pick("titles", 15)} || ', ' || (2004 + ${roll(16, 6)}) || ' - ' || (2010 + ${roll(17, 4)}) || E'\\n'
        || '- ' || ${pick("duties", 18)} || E'\\n'
        || 'Skills: ' || ${pick("skills", 19)} || ', ' || ${pick("skills", 20)} || ', ' || ${pick("skills", 21)} || E'\\n'
        || ${pick(sqlArray(FILLER), 22)} || ' ' || ${pick(sqlArray(FILLER), 23)} || ' ' || ${pick(sqlArray(FILLER), 24)}
    FROM person`);
  await db().$client.query("VACUUM ANALYZE candidates");
}

async function main() {
  await withBenchDatabase("bench-matching-", async (url) => {
    connectDatabase(url);
    try {
      await runMigrations(db());
      const { candidates: labelled, orders } = labelledSet(SEED, candidateCount, ORDERS_PER_FAMILY, TODAY);
      const byId = await insertLabelledCandidates(labelled);
      say(`Labelled set: ${orders.length} orders, ${byId.size} candidates (seed ${SEED}).`);

      if (quality) await reportQuality(orders, byId);
      await reportSpeed(orders[0]?.order as MatchingOrder, byId.size);
    } finally {
      await disconnectDatabase();
    }
  });
}

async function reportQuality(orders: LabelledOrder[], byId: Map<string, LabelledCandidate>) {
  const started = performance.now();
  const { ranker, fullText, gradedThree } = await measureQuality(orders, byId);
  const lead = (mean(ranker.ndcg) - mean(fullText.ndcg)) * 100;
  say(`Grade-3 candidates per order: ${(gradedThree / orders.length).toFixed(1)} on average.`);
  say("system                 nDCG@10  recall@50");
  for (const [system, scores] of [
    ["ranker", ranker],
    ["full text (ts_rank)", fullText],
  ] as const) {
    say(
      `${system.padEnd(22)} ${points(mean(scores.ndcg)).padStart(7)} ${points(mean(scores.recall)).padStart(10)}`,
    );
  }
  say(
    `Ranker leads full text by ${lead.toFixed(1)} points of nDCG@10 (required: ${REQUIRED_LEAD}); ${((performance.now() - started) / 1000).toFixed(1)} s for both.`,
  );

  if (lead < REQUIRED_LEAD) process.exitCode = 1;
}

/** One order over the whole pool, end to end, then each step alone (the same calls rankTalentPool makes). */
async function reportSpeed(order: MatchingOrder, labelledCount: number) {
  await insertTimingPool();
  let considered = 0;
  const { p50, p95 } = await timeRuns(5, runs, async () => {
    considered = (await rankTalentPool(order, { today: TODAY })).considered;
  });
  say(
    `Ranking "${order.title}" over ${(poolSize + labelledCount).toLocaleString("en-US")} candidates (${considered} scored after the prefilter): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (goal p95 < ${GOAL_P95_MS} ms).`,
  );
  const relevance = await prefilterTalentPool(order, DEFAULT_PREFILTER_LIMIT, db());
  const pool = await candidatesForMatching(relevance, db());
  const steps: [string, () => Promise<unknown>][] = [
    ["prefilter (SQL)", () => prefilterTalentPool(order, DEFAULT_PREFILTER_LIMIT, db())],
    ["load candidates (SQL)", () => candidatesForMatching(relevance, db())],
    ["score and explain (TypeScript)", async () => rankCandidates(order, pool, { today: TODAY, limit: 50 })],
  ];
  for (const [label, step] of steps) {
    const timing = await timeRuns(2, Math.min(runs, 10), step);
    say(`  ${label}: p50 ${timing.p50.toFixed(0)} ms, p95 ${timing.p95.toFixed(0)} ms`);
  }
}

await main();
