import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { WEBINAR_AUDIENCES } from "../../../common/webinars";
import { db, type Executor } from "../../db/client";
import { webinarRegistrations, webinars } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { csvLines } from "../../kernel/csv";
import { requiredText, serialId, slugField, wholeNumber, withUniqueSlug } from "../../kernel/input-fields";
import { likeContains } from "../../kernel/like";
import { offsetOf, PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { fromNewYorkLocal } from "./local-time";

export const WEBINAR_NOT_FOUND = "We couldn't find that webinar.";
export const WEBINAR_SLUG_TAKEN = "Another webinar already uses this slug. Choose a different one.";
export const WEBINAR_SORTS = ["starts", "title", "status"] as const;
export type WebinarSort = (typeof WEBINAR_SORTS)[number];

export type AdminWebinar = typeof webinars.$inferSelect;
export type AdminWebinarRow = AdminWebinar & { registered: number };
export type AdminRegistrant = typeof webinarRegistrations.$inferSelect;

export const webinarInputSchema = z
  .object({
    title: requiredText("Title", 200),
    slug: slugField,
    summary: requiredText("Summary", 2000),
    audience: z.enum(WEBINAR_AUDIENCES, { error: "Choose who the webinar is for." }),
    hostName: requiredText("Host", 120),
    hostTitle: requiredText("Host's title", 160),
    startsAt: z
      .string({ error: "Start time is required." })
      .trim()
      .transform((value, ctx) => {
        const instant = fromNewYorkLocal(value);
        if (!instant) {
          ctx.addIssue({ code: "custom", message: "Enter a start date and time (New York time)." });
          return z.NEVER;
        }
        return instant;
      }),
    durationMinutes: wholeNumber("Duration (minutes)", 5, 600),
    capacity: wholeNumber("Capacity", 1, 100_000),
    status: z
      .enum(["scheduled", "cancelled"], { error: "Choose scheduled or cancelled." })
      .default("scheduled"),
  })
  .strict();
type WebinarInput = z.output<typeof webinarInputSchema>;

/** Every column: the console edits them all, and the audit log records them before and after. */
const webinarColumns = getTableColumns(webinars);

/**
 * Registrations per webinar, counted for the given ids in one grouped query with the ids as
 * constants: the planner then uses the column's statistics per id (a correlated subquery would be
 * planned for an average id, and with one webinar holding most registrations that is a table scan
 * per row).
 */
async function registeredCounts(ids: number[], executor: Executor = db()): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const counts = await executor
    .select({ webinarId: webinarRegistrations.webinarId, n: count() })
    .from(webinarRegistrations)
    .where(inArray(webinarRegistrations.webinarId, ids))
    .groupBy(webinarRegistrations.webinarId);
  return new Map(counts.map(({ webinarId, n }) => [webinarId, n]));
}

async function withRegisteredCounts(
  rows: AdminWebinar[],
  executor: Executor = db(),
): Promise<AdminWebinarRow[]> {
  const counts = await registeredCounts(
    rows.map((row) => row.id),
    executor,
  );
  return rows.map((row) => ({ ...row, registered: counts.get(row.id) ?? 0 }));
}

function sortOf(sort: WebinarSort, dir: "asc" | "desc"): SQL[] {
  const order = dir === "asc" ? asc : desc;
  const by = { starts: webinars.startsAt, title: webinars.title, status: webinars.status }[sort];
  return [order(by), order(webinars.id)];
}

/** One page of webinars, latest start first, searched by title or slug, with registrations counted. */
export async function listAdminWebinars(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminWebinarRow> & { q: string; sort: WebinarSort; dir: "asc" | "desc" }> {
  const { page, q, sort, dir } = pageQuery(params, WEBINAR_SORTS);
  const pattern = likeContains(q);
  const where = q ? or(ilike(webinars.title, pattern), ilike(webinars.slug, pattern)) : undefined;
  const orderBy = sortOf(sort, dir);
  const { rows, total } = await pageByIds(webinars, { where, orderBy, page }, async (pageIds) =>
    withRegisteredCounts(
      await db()
        .select(webinarColumns)
        .from(webinars)
        .where(inArray(webinars.id, pageIds))
        .orderBy(...orderBy),
    ),
  );
  return { rows, total, page, pageSize: PAGE_SIZE, q, sort, dir };
}

/** The webinar :id locked for this transaction's change; NotFound for an unknown or malformed id. */
async function lockWebinar(tx: Executor, id: string) {
  const key = serialId(id);
  const [webinar] =
    key === null
      ? []
      : await tx.select(webinarColumns).from(webinars).where(eq(webinars.id, key)).for("update");
  if (!webinar) throw new NotFound(WEBINAR_NOT_FOUND);
  return webinar;
}

export async function getAdminWebinar(id: string, executor: Executor = db()): Promise<AdminWebinarRow> {
  const key = serialId(id);
  const [webinar] =
    key === null ? [] : await executor.select(webinarColumns).from(webinars).where(eq(webinars.id, key));
  if (!webinar) throw new NotFound(WEBINAR_NOT_FOUND);
  const [row] = await withRegisteredCounts([webinar], executor);
  return row as AdminWebinarRow;
}

/** A new webinar: listed on /webinars at once, open for registration while it has seats. */
export function createWebinar(actor: AdminActor, values: WebinarInput): Promise<AdminWebinar> {
  return withUniqueSlug(
    () =>
      db().transaction(async (tx) => {
        const [webinar] = await tx.insert(webinars).values(values).returning(webinarColumns);
        if (!webinar) throw new Error("The webinar insert returned no row.");
        await recordAudit(tx, actor, {
          action: "webinar.created",
          entityType: "webinar",
          entityId: String(webinar.id),
          before: null,
          after: webinar,
        });
        return webinar;
      }),
    WEBINAR_SLUG_TAKEN,
  );
}

/** Edits a webinar (cancelling is status "cancelled"); capacity may not drop below those registered. */
export function updateWebinar(actor: AdminActor, id: string, values: WebinarInput): Promise<AdminWebinar> {
  return withUniqueSlug(
    () =>
      db().transaction(async (tx) => {
        const before = await lockWebinar(tx, id);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(webinarRegistrations)
          .where(eq(webinarRegistrations.webinarId, before.id));
        if (values.capacity < n) {
          const message = `${n} people have registered already: the capacity can't be lower.`;
          throw new Invalid(message, { capacity: message });
        }
        const [after] = await tx
          .update(webinars)
          .set(values)
          .where(eq(webinars.id, before.id))
          .returning(webinarColumns);
        if (!after) throw new NotFound(WEBINAR_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: "webinar.updated",
          entityType: "webinar",
          entityId: String(before.id),
          before,
          after,
        });
        return after;
      }),
    WEBINAR_SLUG_TAKEN,
  );
}

export const WEBINAR_HAS_REGISTRANTS =
  "People have registered for this webinar, so it can't be deleted. Set its status to cancelled instead: it stays listed as cancelled and the registrant list is kept.";

/**
 * Deletes a webinar nobody has registered for (a mistake, a test): gone from /webinars at once, the
 * audit entry keeps it as it was. With registrants it is refused (409): deleting would lose who
 * registered, and they would see it vanish without a word; cancelling keeps both.
 */
export async function deleteWebinar(actor: AdminActor, id: string): Promise<{ deleted: true; id: number }> {
  return db().transaction(async (tx) => {
    const before = await lockWebinar(tx, id);
    // A registration racing the deletion waits on the row lock (its foreign key), then finds it gone.
    const [registered] = await tx
      .select({ id: webinarRegistrations.id })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, before.id))
      .limit(1);
    if (registered) throw new Conflict(WEBINAR_HAS_REGISTRANTS);
    await tx.delete(webinars).where(eq(webinars.id, before.id));
    await recordAudit(tx, actor, {
      action: "webinar.deleted",
      entityType: "webinar",
      entityId: String(before.id),
      before,
      after: null,
    });
    return { deleted: true as const, id: before.id };
  });
}

/** One page of a webinar's registrants, in the order they registered. */
export async function listRegistrants(
  id: string,
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AdminRegistrant> & { webinar: AdminWebinarRow }> {
  const webinar = await getAdminWebinar(id);
  const { page } = pageQuery(params, ["registered"] as const);
  const orderBy = [asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id)];
  // The page's ids from the (webinar_id, created_at, id) index alone, then only those rows.
  const pageIds = db()
    .select({ id: webinarRegistrations.id })
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.webinarId, webinar.id))
    .orderBy(...orderBy)
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  const rows = await db()
    .select()
    .from(webinarRegistrations)
    .where(inArray(webinarRegistrations.id, pageIds))
    .orderBy(...orderBy);
  return { rows, total: webinar.registered, page, pageSize: PAGE_SIZE, webinar };
}

const CSV_BATCH = 1000;

/** A webinar's registrants as CSV, read in keyset batches by id; the caller streams each chunk. */
export async function registrantsCsv(
  id: string,
): Promise<{ fileName: string; chunks: AsyncGenerator<string> }> {
  const webinar = await getAdminWebinar(id);
  async function* chunks() {
    yield "name,email,company,registered_at\r\n";
    let after: string | null = null;
    for (;;) {
      const where = eq(webinarRegistrations.webinarId, webinar.id);
      const batch: AdminRegistrant[] = await db()
        .select()
        .from(webinarRegistrations)
        .where(after ? and(where, gt(webinarRegistrations.id, after)) : where)
        .orderBy(asc(webinarRegistrations.id))
        .limit(CSV_BATCH);
      if (batch.length === 0) return;
      yield csvLines(
        batch.map((row) => [row.name, row.email, row.company ?? "", row.createdAt.toISOString()]),
      );
      after = batch[batch.length - 1]?.id ?? null;
      if (batch.length < CSV_BATCH) return;
    }
  }
  return { fileName: `${webinar.slug}-registrants.csv`, chunks: chunks() };
}
