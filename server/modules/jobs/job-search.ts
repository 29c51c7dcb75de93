import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import type { JobSearch, JobSort } from "../../../common/job-search";
import type { JobSummary } from "../../../common/jobs";
import { usStateCode } from "../../../common/us-states";
import { db, type Transaction } from "../../db/client";
import { jobs } from "../../db/schema";
import { likePrefix } from "../../kernel/like";
import { queryWords, typoTolerantQuery } from "../../kernel/typo-tolerant-query";
import { isOpen, newestFirst, summaryColumns, toJobSummary } from "./jobs";

export type JobSearchResult = { jobs: JobSummary[]; total: number; limit: number; offset: number };

/** Trigram similarity that makes a title or skill word a likely intended spelling ("develper" ~ "developer": 0.58). */
const SPELLING_SIMILARITY = 0.4;

/** "Miami", "Miami, FL", "Miami, Florida", "FL" or "Florida". */
function locationMatches(location: string): SQL {
  const [first = "", second] = location.split(",").map((part) => part.trim());
  const cityStarts = sql`lower(${jobs.city}) LIKE ${likePrefix(first.toLowerCase())}`;
  if (second !== undefined) {
    return and(cityStarts, eq(jobs.state, usStateCode(second) ?? second.toUpperCase())) as SQL;
  }
  const state = usStateCode(first);
  return state ? (sql`(${jobs.state} = ${state} OR ${cityStarts})` as SQL) : cityStarts;
}

/** A query of nothing but stop words ("the") has no lexemes and filters nothing. */
function textMatches(query: SQL): SQL {
  return sql`(numnode(${query}) = 0 OR ${jobs.searchVector} @@ ${query})`;
}

function filters(search: JobSearch, query: SQL | undefined): SQL[] {
  const where: SQL[] = [isOpen];
  if (query) where.push(textMatches(query));
  if (search.location) where.push(locationMatches(search.location));
  if (search.type) where.push(eq(jobs.employmentType, search.type));
  if (search.industry) where.push(eq(jobs.industry, search.industry));
  if (search.remote) where.push(eq(jobs.workplaceType, search.remote));
  if (search.priority) where.push(eq(jobs.priority, search.priority));
  if (search.salaryMin !== undefined) where.push(gte(jobs.yearlyPay, search.salaryMin));
  return where;
}

/** Relevance needs words to rank by; without them the newest jobs come first. */
export function effectiveSort(search: Pick<JobSearch, "q" | "sort">): JobSort {
  const hasWords = queryWords(search.q).length > 0;
  const sort = search.sort ?? (hasWords ? "relevance" : "newest");
  return sort === "relevance" && !hasWords ? "newest" : sort;
}

function ordering(sort: JobSort, query: SQL | undefined): SQL[] {
  // Title (A) above skills (B); matches elsewhere only rank 0 (see RANK_VECTOR), newest first.
  if (sort === "relevance" && query) return [sql`ts_rank(${jobs.rankVector}, ${query}) DESC`, ...newestFirst];
  if (sort === "salary") return [sql`${jobs.yearlyPay} DESC NULLS LAST`, ...newestFirst];
  return newestFirst;
}

/**
 * One page of open jobs matching the search, with the total across all pages. Words match through
 * the weighted full-text index (prefixes, stemming) after near spellings are added from the title
 * and skill vocabulary (pg_trgm), so a search never scans the jobs table.
 */
export async function searchJobs(search: JobSearch): Promise<JobSearchResult> {
  const words = queryWords(search.q);
  return withSearchSettings(words.length > 0, async (tx) => {
    const query =
      words.length > 0
        ? sql`to_tsquery('english', ${await typoTolerantQuery(tx, words, "job_search_words")})`
        : undefined;
    const where = and(...filters(search, query));
    const rows = await tx
      .select(summaryColumns)
      .from(jobs)
      .where(where)
      .orderBy(...ordering(effectiveSort(search), query))
      .limit(search.limit)
      .offset(search.offset);
    const lastPageKnown = rows.length > 0 ? rows.length < search.limit : search.offset === 0;
    const total = lastPageKnown ? search.offset + rows.length : await countMatches(tx, where);
    return { jobs: rows.map(toJobSummary), total, limit: search.limit, offset: search.offset };
  });
}

async function countMatches(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(where);
  return row?.total ?? 0;
}

/**
 * A transaction with the search's planner settings: the trigram threshold for near spellings and,
 * for a text search, no sequential scan: the planner underrates reading every job's out-of-line
 * search_vector, which the full-text index avoids.
 */
function withSearchSettings<Result>(
  hasText: boolean,
  search: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SPELLING_SIMILARITY)}, true),
      set_config('enable_seqscan', ${hasText ? "off" : "on"}, true)`);
    return search(tx);
  });
}
