/** Server-side pages of a list: the page, search and sort a URL asks for, and one page of rows with the total. */
import { count, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db } from "../db/client";

/** Rows per page in every console table. */
export const PAGE_SIZE = 25;
/** Offsets beyond this are refused: deep pages are reached by narrowing the search instead. */
const MAX_PAGE = 2000;

export type Page<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

/** ?page=2&q=nurse&sort=title&dir=asc from a URL's query, with anything unknown falling back to defaults. */
export function pageQuery<Sort extends string>(
  params: URLSearchParams | Record<string, unknown>,
  sorts: readonly [Sort, ...Sort[]],
) {
  const get = (name: string) =>
    params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  const schema = z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    q: z
      .string()
      .trim()
      .max(200)
      .catch("")
      .transform((value) => value ?? ""),
    sort: z.enum(sorts).catch(sorts[0]),
    dir: z.enum(["asc", "desc"]).catch("desc"),
  });
  return schema.parse({ page: get("page") ?? 1, q: get("q") ?? "", sort: get("sort"), dir: get("dir") });
}

/** The rows before a page (pages count from 1). */
export function offsetOf(page: number, pageSize: number = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * One page of a console table, keyset-cheap at any depth: the page's ids first (an index scan that
 * skips index entries, not table rows), then `rowsOf` reads only those rows; the count runs
 * alongside.
 */
export async function pageByIds<Row>(
  table: TableWithId,
  query: { where: SQL | undefined; orderBy: (SQL | AnyPgColumn)[]; page: number },
  rowsOf: (pageIds: SQLWrapper) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const pageIds = db()
    .select({ id: table.id })
    .from(table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(PAGE_SIZE)
    .offset(offsetOf(query.page));
  const [rows, [total]] = await Promise.all([
    rowsOf(pageIds),
    db().select({ n: count() }).from(table).where(query.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
