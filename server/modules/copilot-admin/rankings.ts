/** The ranking log as the copilot admin reads it: every ranking shown to a client, and its entries. */
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  COPILOT_ADMIN_MESSAGES,
  type CopilotAdminRanking,
  type CopilotAdminRankingList,
  type CopilotAdminRankingRow,
} from "../../../common/copilot-admin";
import { db } from "../../db/client";
import { matchingRankingEntries, matchingRankings } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { PAGE_SIZE, pageQuery } from "../../kernel/paging";
import { workspaceNames } from "./workspaces";

/** The public demo's rankings are logged too, but were shown to nobody's workspace. */
export const DEMO_SUBJECT = "demo";

type RankingRow = typeof matchingRankings.$inferSelect;

function rankingRow(row: RankingRow, shown: number, names: Map<string, string>): CopilotAdminRankingRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    workspaceId: row.copilotWorkspaceId,
    workspaceName: row.copilotWorkspaceId ? (names.get(row.copilotWorkspaceId) ?? null) : null,
    subject: row.subject,
    orderTitle: row.orderSnapshot.title,
    version: row.version,
    weights: row.weights,
    considered: row.considered,
    shown,
  };
}

async function shownCounts(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ rankingId: matchingRankingEntries.rankingId, n: count() })
    .from(matchingRankingEntries)
    .where(inArray(matchingRankingEntries.rankingId, ids))
    .groupBy(matchingRankingEntries.rankingId);
  return new Map(rows.map((row) => [row.rankingId, row.n]));
}

/** ?page=&workspace=: the log, newest first (the demo's rankings included, marked without a workspace). */
export async function listRankings(params: URLSearchParams): Promise<CopilotAdminRankingList> {
  const { page } = pageQuery(params, ["created"] as const);
  const workspace = params.get("workspace") ?? "";
  const where = isUuid(workspace) ? eq(matchingRankings.copilotWorkspaceId, workspace) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(matchingRankings)
      .where(where)
      .orderBy(desc(matchingRankings.createdAt), asc(matchingRankings.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db().select({ n: count() }).from(matchingRankings).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [counts, names] = await Promise.all([
    shownCounts(ids),
    workspaceNames([...new Set(rows.flatMap((row) => row.copilotWorkspaceId ?? []))]),
  ]);
  return {
    rows: rows.map((row) => rankingRow(row, counts.get(row.id) ?? 0, names)),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** One ranking: its inputs, and each entry's score and criteria points, in rank order; 404. */
export async function getRanking(id: string): Promise<CopilotAdminRanking> {
  const [row] = isUuid(id)
    ? await db().select().from(matchingRankings).where(eq(matchingRankings.id, id))
    : [];
  if (!row) throw new NotFound(COPILOT_ADMIN_MESSAGES.rankingNotFound);
  const [entries, names] = await Promise.all([
    db()
      .select()
      .from(matchingRankingEntries)
      .where(eq(matchingRankingEntries.rankingId, id))
      .orderBy(asc(matchingRankingEntries.rank)),
    workspaceNames(row.copilotWorkspaceId ? [row.copilotWorkspaceId] : []),
  ]);
  return {
    ...rankingRow(row, entries.length, names),
    order: row.orderSnapshot,
    entries: entries.map((entry) => ({
      id: entry.id,
      rank: entry.rank,
      score: entry.score,
      candidateId: entry.candidateId,
      criteria: entry.criteria,
    })),
  };
}
