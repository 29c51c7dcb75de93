import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  CANDIDATE_SEARCH_SORTS,
  type CandidateSearchPage,
  type CandidateSearchSort,
  CANDIDATE_DATABASE_LIMITS as LIMITS,
  CANDIDATE_DATABASE_MESSAGES as MESSAGES,
} from "../../../common/candidate-database";
import { PAY_PERIODS } from "../../../common/recruiting";
import { usStateCode } from "../../../common/us-states";
import { parseInput } from "../../api/validate";
import { db } from "../../db/client";
import { candidates } from "../../db/schema";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Words of a query that are searched; the rest of a very long query is ignored. */
const MAX_QUERY_WORDS = 8;
/**
 * Trigram similarity that makes a vocabulary word a likely intended spelling: lower than the job
 * search's 0.4 so swapped letters count too ("pyhton" ~ "python": 0.27); only the closest few are used.
 */
const SPELLING_SIMILARITY = 0.25;
const SPELLINGS_PER_WORD = 3;
/** Deep pages are reached by narrowing the search instead. */
const MAX_PAGE = 400;
const HOURS_A_YEAR = 2080;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The query string of GET /api/admin/candidates and /admin/candidate-database. */
const searchSchema = z.object({
  q: optionalText(LIMITS.query),
  skills: z
    .string()
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((skill) => skill.replace(/\s+/g, " ").trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((skills) => skills.length <= LIMITS.skills, { message: MESSAGES.skills }),
  location: optionalText(LIMITS.location),
  availableBy: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDate(value), { message: MESSAGES.availableBy }),
  maxPay: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value.replace(/[$,]/g, "")) : undefined))
    .refine((value) => value === undefined || (Number.isInteger(value) && value >= 0 && value <= 1e8), {
      message: MESSAGES.maxPay,
    }),
  payPeriod: z.enum(PAY_PERIODS).catch("year"),
  activeWithin: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .refine(
      (value) =>
        value === undefined || (Number.isInteger(value) && value >= 1 && value <= LIMITS.activeWithinDays),
      { message: MESSAGES.activeWithin },
    ),
  sort: z.enum(CANDIDATE_SEARCH_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export type CandidateSearch = z.output<typeof searchSchema>;

/** The search from a URL's query; 400 naming the filter when a value cannot be used. */
export function candidateSearchOf(params: URLSearchParams): CandidateSearch {
  const input: Record<string, string> = {};
  for (const key of Object.keys(searchSchema.shape)) {
    const values = params.getAll(key);
    if (values.length > 0) input[key] = key === "skills" ? values.join(",") : (values[0] ?? "");
  }
  return parseInput(searchSchema, input);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Letters and digits only, so each word is safe inside to_tsquery and meaningful to trigrams. */
function queryWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * The to_tsquery text: every word must match as a (stemmed) prefix. A word that begins no word of
 * any name, headline, skill or city may be misspelt: its near spellings among those words count too.
 */
async function textQuery(tx: Transaction, words: string[]): Promise<string> {
  const { rows } = await tx.execute<{ typed: string; near: string }>(sql`
    SELECT typed, near FROM unnest(${sql.param(words)}::text[]) AS typed
    CROSS JOIN LATERAL (
      SELECT word AS near FROM candidate_search_words
      WHERE length(typed) >= 3 AND word % typed
        AND NOT EXISTS (SELECT FROM candidate_search_words WHERE word LIKE typed || '%')
      ORDER BY similarity(word, typed) DESC, word
      LIMIT ${SPELLINGS_PER_WORD}
    ) AS spellings`);
  return words
    .map((word) => {
      const alternatives = [`${word}:*`, ...rows.filter((row) => row.typed === word).map((row) => row.near)];
      return `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/** "Miami", "Miami, FL", "Miami, Florida", "FL" or "Florida": a city prefix and/or the state. */
function locationMatches(location: string): SQL {
  const [first = "", second] = location.split(",").map((part) => part.trim());
  const cityStarts = sql`lower(${candidates.city}) LIKE ${likePrefix(first)}`;
  if (second !== undefined && second !== "") {
    return sql`(${cityStarts} AND ${candidates.state} = ${usStateCode(second) ?? second.toUpperCase()})`;
  }
  const state = usStateCode(first);
  return state ? sql`(${candidates.state} = ${state} OR ${cityStarts})` : cityStarts;
}

function filters(search: CandidateSearch, query: SQL | undefined): SQL[] {
  const where: SQL[] = [];
  if (query) where.push(sql`(numnode(${query}) = 0 OR ${candidates.searchVector} @@ ${query})`);
  if (search.skills.length > 0) {
    where.push(sql`candidates_lower_skills(${candidates.skills}) @> ${sql.param(search.skills)}::text[]`);
  }
  if (search.location) where.push(locationMatches(search.location));
  if (search.availableBy) {
    // No date given means available now.
    where.push(
      sql`(${candidates.availableFrom} IS NULL OR ${candidates.availableFrom} <= ${search.availableBy})`,
    );
  }
  if (search.maxPay !== undefined) {
    const yearly = search.payPeriod === "hour" ? search.maxPay * HOURS_A_YEAR : search.maxPay;
    where.push(lte(candidates.yearlyDesiredPay, yearly));
  }
  if (search.activeWithin !== undefined) {
    where.push(gte(candidates.lastActiveAt, sql`now() - make_interval(days => ${search.activeWithin})`));
  }
  return where;
}

/** Relevance needs words to rank by; without them the most recently active come first. */
export function effectiveCandidateSort(search: Pick<CandidateSearch, "q" | "sort">): CandidateSearchSort {
  const hasWords = queryWords(search.q).length > 0;
  return hasWords ? (search.sort ?? "relevance") : "active";
}

/** NULLS LAST, as candidates_last_active_idx is built: the planner matches null order, not NOT NULL. */
const lastActiveFirst = [
  sql`${candidates.lastActiveAt} DESC NULLS LAST`,
  sql`${candidates.id} DESC NULLS LAST`,
];

function ordering(sort: CandidateSearchSort, query: SQL | undefined): SQL[] {
  // Name (A) above headline and skills (B) above city and state (C); a resume-only match ranks 0
  // (rank_vector has no resume), below any of them, and then by last activity.
  if (sort === "relevance" && query)
    return [sql`ts_rank(${candidates.rankVector}, ${query}) DESC`, ...lastActiveFirst];
  return lastActiveFirst;
}

const rowColumns = {
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  headline: candidates.headline,
  city: candidates.city,
  state: candidates.state,
  skills: candidates.skills,
  availableFrom: candidates.availableFrom,
  desiredPay: candidates.desiredPay,
  desiredPayPeriod: candidates.desiredPayPeriod,
  lastActiveAt: candidates.lastActiveAt,
};

/**
 * One page of candidates matching the search, with the total across all pages. Words match
 * through the weighted full-text index (prefixes, stemming) after near spellings are added from
 * the vocabulary of names, headlines, skills and cities (pg_trgm); filters use their own indexes.
 */
export async function searchCandidates(search: CandidateSearch): Promise<CandidateSearchPage> {
  const words = queryWords(search.q);
  const pageSize = LIMITS.pageSize;
  const offset = (search.page - 1) * pageSize;
  const sort = effectiveCandidateSort(search);
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SPELLING_SIMILARITY)}, true)`,
    );
    const query = words.length > 0 ? sql`to_tsquery('english', ${await textQuery(tx, words)})` : undefined;
    const where = and(...filters(search, query));
    // A word search reads every match to rank it: its window count gives the total in the same
    // pass. Otherwise the page comes from an index walk and the total, when needed, from a count.
    const rows = await tx
      .select({
        ...rowColumns,
        matches: sql<number | null>`${query ? sql`count(*) OVER ()` : sql`NULL`}::integer`,
      })
      .from(candidates)
      .where(where)
      .orderBy(...ordering(sort, query))
      .limit(pageSize)
      .offset(offset);
    const counted = rows[0]?.matches ?? undefined;
    const lastPageKnown = rows.length > 0 ? rows.length < pageSize : offset === 0;
    const total = counted ?? (lastPageKnown ? offset + rows.length : await countMatches(tx, where));
    return {
      rows: rows.map(({ matches: _matches, ...row }) => ({
        ...row,
        lastActiveAt: row.lastActiveAt.toISOString(),
      })),
      total,
      page: search.page,
      pageSize,
      sort,
    };
  });
}

async function countMatches(tx: Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(candidates)
    .where(where);
  return row?.total ?? 0;
}
