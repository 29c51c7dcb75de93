import { and, type SQL, sql } from "drizzle-orm";
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
import { db, type Transaction } from "../../db/client";
import { candidateSearch, candidates, talentProfiles } from "../../db/schema";
import { likePrefix } from "../../kernel/like";
import { offsetOf } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { queryWords, typoTolerantQuery } from "../../kernel/typo-tolerant-query";

/**
 * Trigram similarity that makes a vocabulary word a likely intended spelling: lower than the job
 * search's 0.4 so swapped letters count too ("pyhton" ~ "python": 0.27); only the closest few are used.
 */
const SPELLING_SIMILARITY = 0.25;
/** Deep pages are reached by narrowing the search instead: as far as the counted total goes. */
const MAX_PAGE = Math.ceil(LIMITS.totalCap / LIMITS.pageSize);
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
  /** "true": only candidates listed in the public candidate database. */
  listed: z
    .string()
    .optional()
    .transform((value) => value === "true"),
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

/**
 * The values the filters read, as expressions: a word search reads them from the narrow
 * candidate_search rows it ranks (no candidates row visited), a search without words from
 * candidates, whose indexes (migration 0014) serve each filter and the last-activity order.
 */
type Searched = {
  cityLower: SQL;
  state: SQL;
  skillsLower: SQL;
  availableFrom: SQL;
  yearlyDesiredPay: SQL;
  lastActiveAt: SQL;
  id: SQL;
};

const inCandidates: Searched = {
  cityLower: sql`lower(${candidates.city})`,
  state: sql`${candidates.state}`,
  skillsLower: sql`candidates_lower_skills(${candidates.skills})`,
  availableFrom: sql`${candidates.availableFrom}`,
  yearlyDesiredPay: sql`${candidates.yearlyDesiredPay}`,
  lastActiveAt: sql`${candidates.lastActiveAt}`,
  id: sql`${candidates.id}`,
};

const inCandidateSearch: Searched = {
  cityLower: sql`${candidateSearch.cityLower}`,
  state: sql`${candidateSearch.state}`,
  skillsLower: sql`${candidateSearch.skillsLower}`,
  availableFrom: sql`${candidateSearch.availableFrom}`,
  yearlyDesiredPay: sql`${candidateSearch.yearlyDesiredPay}`,
  lastActiveAt: sql`${candidateSearch.lastActiveAt}`,
  id: sql`${candidateSearch.candidateId}`,
};

/** "Miami", "Miami, FL", "Miami, Florida", "FL" or "Florida": a city prefix and/or the state. */
function locationMatches(location: string, of: Searched): SQL {
  const [first = "", second] = location.split(",").map((part) => part.trim());
  const cityStarts = sql`${of.cityLower} LIKE ${likePrefix(first.toLowerCase())}`;
  if (second !== undefined && second !== "") {
    return sql`(${cityStarts} AND ${of.state} = ${usStateCode(second) ?? second.toUpperCase()})`;
  }
  const state = usStateCode(first);
  return state ? sql`(${of.state} = ${state} OR ${cityStarts})` : cityStarts;
}

function filters(search: CandidateSearch, of: Searched): SQL[] {
  const where: SQL[] = [];
  if (search.skills.length > 0) where.push(sql`${of.skillsLower} @> ${sql.param(search.skills)}::text[]`);
  if (search.location) where.push(locationMatches(search.location, of));
  if (search.availableBy) {
    // No date given means available now.
    where.push(sql`(${of.availableFrom} IS NULL OR ${of.availableFrom} <= ${search.availableBy})`);
  }
  if (search.maxPay !== undefined) {
    const yearly = search.payPeriod === "hour" ? search.maxPay * HOURS_A_YEAR : search.maxPay;
    where.push(sql`${of.yearlyDesiredPay} <= ${yearly}`);
  }
  if (search.listed)
    where.push(sql`EXISTS (SELECT FROM ${talentProfiles} WHERE ${talentProfiles.candidateId} = ${of.id})`);
  if (search.activeWithin !== undefined) {
    where.push(sql`${of.lastActiveAt} >= now() - make_interval(days => ${search.activeWithin})`);
  }
  return where;
}

/** Relevance needs words to rank by; without them the most recently active come first. */
export function effectiveCandidateSort(search: Pick<CandidateSearch, "q" | "sort">): CandidateSearchSort {
  const hasWords = queryWords(search.q).length > 0;
  return hasWords ? (search.sort ?? "relevance") : "active";
}

/** NULLS LAST, as candidates_last_active_idx is built: the planner matches null order, not NOT NULL. */
const lastActiveFirst = (of: Searched) => [
  sql`${of.lastActiveAt} DESC NULLS LAST`,
  sql`${of.id} DESC NULLS LAST`,
];

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
  listed: sql<boolean>`EXISTS (SELECT FROM ${talentProfiles} WHERE ${talentProfiles.candidateId} = ${candidates.id})`,
};

type PageRow = Omit<CandidateSearchPage["rows"][number], "lastActiveAt"> & { lastActiveAt: Date };
type Counted = { rows: PageRow[]; matches: number | undefined; where: SQL | undefined };

/**
 * One page of candidates matching the search, with the total across all pages, counted up to
 * `totalCap` + 1 (`totalIsCapped` beyond the cap). Words match through the full-text index of
 * candidate_search (prefixes, stemming) after near spellings are added from the vocabulary of
 * names, headlines, skills and cities (pg_trgm); without words, filters use candidates' indexes.
 */
export async function searchCandidates(
  search: CandidateSearch,
  { totalCap = LIMITS.totalCap }: { totalCap?: number } = {},
): Promise<CandidateSearchPage> {
  const words = queryWords(search.q);
  const pageSize = LIMITS.pageSize;
  const offset = offsetOf(search.page, pageSize);
  const sort = effectiveCandidateSort(search);
  return db().transaction(async (tx) => {
    const text = words.length > 0 ? await searchableText(tx, words) : undefined;
    const found = text
      ? await pageOfWordSearch(tx, search, sort, text, offset)
      : await pageOfFilters(tx, search, offset);
    const { rows } = found;
    const lastPageKnown = rows.length > 0 ? rows.length < pageSize : offset === 0;
    const matches =
      found.matches ??
      (lastPageKnown ? offset + rows.length : await countMatches(tx, found.where, text, totalCap + 1));
    return {
      rows: rows.map((row) => ({ ...row, lastActiveAt: row.lastActiveAt.toISOString() })),
      total: Math.min(matches, totalCap),
      totalIsCapped: matches > totalCap,
      page: search.page,
      pageSize,
      sort,
    };
  });
}

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * The to_tsquery text of the words, or undefined when they are all stop words ("the", "and"):
 * those match anyone, as no words would. A word search then never scans candidate_search
 * sequentially: its GIN index finds the matches (the planner would otherwise pick a sequential
 * scan for thousands of matches, which reads every row).
 */
async function searchableText(tx: Transaction, words: string[]): Promise<string | undefined> {
  await tx.execute(
    sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SPELLING_SIMILARITY)}, true)`,
  );
  const text = await typoTolerantQuery(tx, words, "candidate_search_words");
  const { rows } = await tx.execute<{ nodes: number }>(sql`
    SELECT nodes, set_config('enable_seqscan', CASE WHEN nodes > 0 THEN 'off' ELSE 'on' END, true)
    FROM (SELECT numnode(${tsquery(text)}) AS nodes) AS query`);
  return (rows[0]?.nodes ?? 0) > 0 ? text : undefined;
}

/**
 * Words: every match is read to rank it, so its window count gives the total in the same pass.
 * Ranking and filtering read only the narrow candidate_search rows (a bitmap scan of its GIN index),
 * then the page of 25 is read from candidates.
 */
async function pageOfWordSearch(
  tx: Transaction,
  search: CandidateSearch,
  sort: CandidateSearchSort,
  text: string,
  offset: number,
): Promise<Counted> {
  const query = tsquery(text);
  const of = inCandidateSearch;
  const where = and(sql`${candidateSearch.searchVector} @@ ${query}`, ...filters(search, of));
  // Name (A) above headline and skills (B) above city and state (C); a resume-only match ranks 0
  // (rank_vector has no resume), below any of them, and then by last activity.
  const rank = sort === "relevance" ? sql`ts_rank(${candidateSearch.rankVector}, ${query})` : sql`0::real`;
  const { rows } = await tx.execute<{ candidate_id: string; matches: number }>(sql`
    SELECT ${candidateSearch.candidateId}, count(*) OVER ()::integer AS matches
    FROM ${candidateSearch}
    WHERE ${where}
    ORDER BY ${rank} DESC, ${sql.join(lastActiveFirst(of), sql`, `)}
    LIMIT ${LIMITS.pageSize} OFFSET ${offset}`);
  const ids = rows.map((row) => row.candidate_id);
  const shown = ids.length
    ? await tx
        .select(rowColumns)
        .from(candidates)
        .where(sql`${candidates.id} = ANY(${sql.param(ids)}::uuid[])`)
    : [];
  const byId = new Map(shown.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    matches: rows[0]?.matches,
    where,
  };
}

/** No words: the page comes from an index walk in last-activity order; the total, when needed, from a count. */
async function pageOfFilters(tx: Transaction, search: CandidateSearch, offset: number): Promise<Counted> {
  const where = and(...filters(search, inCandidates));
  const rows = await tx
    .select(rowColumns)
    .from(candidates)
    .where(where)
    .orderBy(...lastActiveFirst(inCandidates))
    .limit(LIMITS.pageSize)
    .offset(offset);
  return { rows, matches: undefined, where };
}

/** How many match, counting no further than `limit` (the cap and one more, to know it is exceeded). */
async function countMatches(
  tx: Transaction,
  where: SQL | undefined,
  text: string | undefined,
  limit: number,
): Promise<number> {
  const table = text ? candidateSearch : candidates;
  const { rows } = await tx.execute<{ total: number }>(sql`
    SELECT count(*)::integer AS total
    FROM (SELECT FROM ${table} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${limit}) AS matches`);
  return rows[0]?.total ?? 0;
}
