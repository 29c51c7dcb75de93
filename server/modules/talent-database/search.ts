/** The public search of the candidate database and one listing: anonymised cards only (public-shapes). */
import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  TALENT_LIMITS as LIMITS,
  TALENT_MESSAGES,
  type TalentProfile,
  type TalentSearchPage,
} from "../../../common/talent-database";
import {
  type TalentSearch,
  talentProfileIdSchema,
  talentSearchSchema,
} from "../../../common/talent-database-schemas";
import { db, type Executor } from "../../db/client";
import { talentProfiles } from "../../db/schema";
import { NotFound } from "../../errors";
import { offsetOf } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { queryWords } from "../../kernel/typo-tolerant-query";
import { cardColumns, cardOf, publicProfileOf } from "./public-shapes";

const AVAILABILITY_DAYS = { now: 0, "30": 30, "90": 90 } as const;

function filters(search: TalentSearch): SQL[] {
  const where: SQL[] = [];
  if (search.skills.length > 0)
    where.push(sql`${talentProfiles.skillsLower} @> ${sql.param(search.skills)}::text[]`);
  if (search.industry) where.push(eq(talentProfiles.industry, search.industry));
  if (search.region) where.push(eq(talentProfiles.region, search.region));
  if (search.workType) where.push(sql`${talentProfiles.workTypes} @> ARRAY[${search.workType}]::text[]`);
  if (search.assessed) where.push(sql`${talentProfiles.assessed}`);
  if (search.availability) {
    // The listing keeps the month only: available in a month that starts by then counts.
    const days = AVAILABILITY_DAYS[search.availability];
    where.push(
      sql`(${talentProfiles.availableMonth} IS NULL OR ${talentProfiles.availableMonth} <= (current_date + ${days}::integer))`,
    );
  }
  return where;
}

/** Every word as a stemmed prefix ("nurs" finds nurses); null when none is left (stop words only). */
async function wordQuery(executor: Executor, q: string | undefined): Promise<SQL | null> {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const text = words.map((word) => `${word}:*`).join(" & ");
  const { rows } = await executor.execute<{ nodes: number }>(
    sql`SELECT numnode(to_tsquery('english', ${text})) AS nodes`,
  );
  return (rows[0]?.nodes ?? 0) > 0 ? sql`to_tsquery('english', ${text})` : null;
}

/**
 * One page of listings for the search, best match first when there are words (headline above skills
 * above industry), else the newest listings; the total is counted up to LIMITS.totalCap.
 */
export async function searchTalent(search: TalentSearch): Promise<TalentSearchPage> {
  const executor = db();
  const query = await wordQuery(executor, search.q);
  const where = and(...(query ? [sql`${talentProfiles.searchVector} @@ ${query}`] : []), ...filters(search));
  const order = [
    ...(query ? [sql`ts_rank(${talentProfiles.searchVector}, ${query}) DESC`] : []),
    // NULLS LAST as talent_profiles_listed_idx is built: a plain DESC (NULLS FIRST) would sort every match.
    sql`${talentProfiles.listedAt} DESC NULLS LAST`,
    sql`${talentProfiles.publicId} DESC NULLS LAST`,
  ];
  const offset = offsetOf(search.page, LIMITS.pageSize);
  const [rows, counted] = await Promise.all([
    executor
      .select(cardColumns)
      .from(talentProfiles)
      .where(where)
      .orderBy(...order)
      .limit(LIMITS.pageSize)
      .offset(offset),
    executor.execute<{ total: number }>(sql`
      SELECT count(*)::integer AS total
      FROM (SELECT FROM ${talentProfiles} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${LIMITS.totalCap + 1}) AS matches`),
  ]);
  const matches = counted.rows[0]?.total ?? 0;
  return {
    cards: rows.map(cardOf),
    total: Math.min(matches, LIMITS.totalCap),
    totalIsCapped: matches > LIMITS.totalCap,
    page: search.page,
    pageSize: LIMITS.pageSize,
  };
}

/** The listing behind a public id, with its candidate (for requests); 404 when not listed. */
export async function findListing(executor: Executor, profileId: string) {
  const parsed = talentProfileIdSchema.safeParse(profileId);
  if (!parsed.success) throw new NotFound(TALENT_MESSAGES.notFound);
  const [row] = await executor
    .select({ ...cardColumns, candidateId: talentProfiles.candidateId })
    .from(talentProfiles)
    .where(eq(talentProfiles.publicId, parsed.data));
  if (!row) throw new NotFound(TALENT_MESSAGES.notFound);
  return row;
}

/** GET /api/talent/:profileId: one listing as the public sees it. */
export async function getTalentProfile(profileId: string): Promise<TalentProfile> {
  return publicProfileOf(await findListing(db(), profileId));
}

/** The search from a URL's query (skills may repeat or be comma-separated); 400 naming a bad filter. */
export function talentSearchOf(params: URLSearchParams): TalentSearch {
  const input: Record<string, string> = {};
  for (const key of Object.keys(talentSearchSchema.shape)) {
    const values = params.getAll(key);
    if (values.length > 0) input[key] = key === "skills" ? values.join(",") : (values[0] ?? "");
  }
  return parseInput(talentSearchSchema, input);
}
