import { z } from "zod";

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

export function offsetOf(page: number): number {
  return (page - 1) * PAGE_SIZE;
}
