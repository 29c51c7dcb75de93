import { and, inArray, type SQL, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";

export type AuditRow = typeof adminAuditLog.$inferSelect;

/**
 * The audit log, newest first (admin_audit_log_created_idx), searched by actor email, action and
 * entity id through admin_audit_log_search_idx: the expression below is the index's, word for word.
 */
export async function listAuditLog(
  params: URLSearchParams | Record<string, unknown>,
): Promise<Page<AuditRow> & { q: string }> {
  const { page, q } = pageQuery(params, ["created"] as const);
  const conditions: SQL[] = [];
  if (q) {
    conditions.push(
      sql`to_tsvector('simple', ${adminAuditLog.actorEmail} || ' ' || ${adminAuditLog.action} || ' ' || coalesce(${adminAuditLog.entityId}, '')) @@ plainto_tsquery('simple', ${q})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // NULLS LAST as in the index (both columns are NOT NULL, but the planner matches the index's order
  // only when the query spells it the same way).
  const orderBy = [sql`${adminAuditLog.createdAt} DESC NULLS LAST`, sql`${adminAuditLog.id} DESC NULLS LAST`];
  const { rows, total } = await pageByIds(adminAuditLog, { where, orderBy, page }, (pageIds) =>
    db()
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows, total, page, pageSize: PAGE_SIZE, q };
}
