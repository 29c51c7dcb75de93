import { and, eq, type SQL, sql } from "drizzle-orm";
import type { JobSearch, JobSort } from "../../../common/job-search";
import { usStateCode } from "../../../common/us-states";
import { db } from "../../db/client";
import { jobs } from "../../db/schema";
import { isOpen, type JobSummary, newestFirst, summaryColumns, toJobSummary } from "./jobs";

export type JobSearchResult = { jobs: JobSummary[]; total: number; limit: number; offset: number };

/** A full-time year, to compare hourly pay with a yearly minimum. */
const HOURS_PER_YEAR = 2080;
/** Words of a query that are searched; the rest of a very long query is ignored. */
const MAX_QUERY_WORDS = 8;
/** Trigram word similarity that counts as a typo match ("develper" ~ "developer" is about 0.58). */
const TYPO_SIMILARITY = 0.4;

const yearlyPay = sql`CASE WHEN ${jobs.salaryPeriod} = 'hour'
  THEN coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) * ${HOURS_PER_YEAR}
  ELSE coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) END`;

/** Letters and digits only, so each word is safe inside to_tsquery and meaningful to trigrams. */
export function queryWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * Every word must match: as a (stemmed) prefix in the weighted text, or, for words of 3 letters or
 * more, as a near spelling of a word in the title or skills. Stop words ("of", "the") match anything.
 */
function wordMatches(word: string): SQL {
  const prefix = sql`to_tsquery('english', ${`${word}:*`})`;
  const conditions = [sql`numnode(${prefix}) = 0`, sql`${jobs.searchVector} @@ ${prefix}`];
  if (word.length >= 3) conditions.push(sql`${word} <% ${jobs.searchKeywords}`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** Higher for matches in heavier fields (title above skills above description) and closer spellings. */
function relevance(words: string[]): SQL {
  const anyWord = sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" | ")})`;
  const spelling = words.map((word) => sql`word_similarity(${word}, ${jobs.searchKeywords})`);
  return sql`ts_rank(${jobs.searchVector}, ${anyWord}) + (${sql.join(spelling, sql` + `)}) / ${words.length * 10}`;
}

/** "Miami", "Miami, FL", "Miami, Florida", "FL" or "Florida". */
function locationMatches(location: string): SQL {
  const [first = "", second] = location.split(",").map((part) => part.trim());
  const cityStarts = sql`${jobs.city} ILIKE ${`${first.replace(/[\\%_]/g, "\\$&")}%`}`;
  if (second !== undefined) {
    return and(cityStarts, eq(jobs.state, usStateCode(second) ?? second.toUpperCase())) as SQL;
  }
  const state = usStateCode(first);
  return state ? (sql`(${jobs.state} = ${state} OR ${cityStarts})` as SQL) : cityStarts;
}

function filters(search: JobSearch, words: string[]): SQL[] {
  const where: SQL[] = [isOpen, ...words.map(wordMatches)];
  if (search.location) where.push(locationMatches(search.location));
  if (search.type) where.push(eq(jobs.employmentType, search.type));
  if (search.industry) where.push(eq(jobs.industry, search.industry));
  if (search.remote) where.push(eq(jobs.workplaceType, search.remote));
  if (search.priority) where.push(eq(jobs.priority, search.priority));
  if (search.salaryMin !== undefined) where.push(sql`${yearlyPay} >= ${search.salaryMin}`);
  return where;
}

/** Relevance needs words to rank by; without them the newest jobs come first. */
export function effectiveSort(search: Pick<JobSearch, "q" | "sort">): JobSort {
  const sort = search.sort ?? (queryWords(search.q).length > 0 ? "relevance" : "newest");
  return sort === "relevance" && queryWords(search.q).length === 0 ? "newest" : sort;
}

function ordering(sort: JobSort, words: string[]): SQL[] {
  if (sort === "relevance") return [sql`${relevance(words)} DESC`, ...newestFirst];
  if (sort === "salary") return [sql`${yearlyPay} DESC NULLS LAST`, ...newestFirst];
  return newestFirst;
}

/**
 * One page of open jobs matching the search, with the total across all pages. Full-text search
 * with prefixes and stemming (weighted tsvector, GIN) plus trigram matching for typos (pg_trgm, GIN).
 */
export async function searchJobs(search: JobSearch): Promise<JobSearchResult> {
  const words = queryWords(search.q);
  const rows = await withTypoThreshold((tx) =>
    tx
      .select({ ...summaryColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(jobs)
      .where(and(...filters(search, words)))
      .orderBy(...ordering(effectiveSort(search), words))
      .limit(search.limit)
      .offset(search.offset),
  );
  const total = rows[0]?.total ?? (search.offset > 0 ? await countMatches(search, words) : 0);
  return {
    jobs: rows.map(({ total: _total, ...row }) => toJobSummary(row)),
    total,
    limit: search.limit,
    offset: search.offset,
  };
}

/** The total when the requested page lies past the last one (no row carries the window count). */
async function countMatches(search: JobSearch, words: string[]): Promise<number> {
  const [row] = await withTypoThreshold((tx) =>
    tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(and(...filters(search, words))),
  );
  return row?.total ?? 0;
}

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Runs a query in a transaction whose `<%` operator (pg_trgm) uses TYPO_SIMILARITY as its threshold. */
function withTypoThreshold<Result>(query: (tx: Transaction) => Promise<Result>): Promise<Result> {
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return query(tx);
  });
}
