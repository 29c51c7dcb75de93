export { type AuditRow, listAuditLog } from "./audit-log";

import type { Executor } from "../../db/client";
import { adminAuditLog } from "../../db/schema";

/** The signed-in admin an action is done by (from the admin session). */
export type AdminActor = { email: string; name: string };

export type AuditEntry = {
  /** A past-tense verb on an entity type, e.g. "job.published", "review.approved". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The record as it was, and as it is after the action; null where there is none (creation, deletion). */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so an action and its
 * entry are stored together or not at all.
 */
export async function recordAudit(executor: Executor, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await executor.insert(adminAuditLog).values({
    actorEmail: actor.email,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
