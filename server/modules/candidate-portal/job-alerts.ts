import { randomUUID } from "node:crypto";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { type JobAlertCreate, MAX_JOB_ALERTS } from "../../../common/candidate-jobs";
import type { JobAlertView } from "../../../common/candidate-portal";
import type { JobAlertFrequency } from "../../../common/recruiting";
import { db } from "../../db/client";
import { type JobAlertFilters, jobAlerts } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { sha256 } from "../../kernel/secret-tokens";
import { unsubscribeToken } from "./unsubscribe-token";

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_ALERT_NOT_FOUND = "No job alert with this id.";
export const TOO_MANY_ALERTS = `You can keep at most ${MAX_JOB_ALERTS} job alerts. Delete one to add another.`;

/** When an alert of this frequency runs next after `from`. */
export function nextRunAfter(from: Date, frequency: JobAlertFrequency): Date {
  return new Date(from.getTime() + (frequency === "daily" ? 1 : 7) * DAY_MS);
}

type AlertRow = typeof jobAlerts.$inferSelect;

function toView(row: AlertRow): JobAlertView {
  return {
    id: row.id,
    q: row.query,
    location: row.filters.location ?? null,
    type: row.filters.employmentType ?? null,
    industry: row.filters.industry ?? null,
    remote: row.filters.workplaceType ?? null,
    frequency: row.frequency,
    lastRunAt: row.lastRunAt.toISOString(),
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The candidate's alerts that still email (unsubscribed ones are gone from the list), oldest first. */
export async function listJobAlerts(candidateId: string): Promise<JobAlertView[]> {
  const rows = await db()
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.candidateId, candidateId), isNull(jobAlerts.unsubscribedAt)))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(toView);
}

/**
 * Saves a search as an alert. Jobs posted from now on are new to it; the first email goes a day or
 * a week from now. At most MAX_JOB_ALERTS per candidate (409 beyond): the count is taken under a
 * lock on the candidate's alerts so two requests at once cannot both slip past it.
 */
export async function createJobAlert(candidateId: string, input: JobAlertCreate): Promise<JobAlertView> {
  const filters: JobAlertFilters = {};
  if (input.location) filters.location = input.location;
  if (input.type) filters.employmentType = input.type;
  if (input.industry) filters.industry = input.industry;
  if (input.remote) filters.workplaceType = input.remote;
  const now = new Date();
  const id = randomUUID();
  const tokenHash = sha256(await unsubscribeToken(id));
  return db().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job-alerts:${candidateId}`}))`);
    const [existing] = await tx
      .select({ total: count() })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.candidateId, candidateId), isNull(jobAlerts.unsubscribedAt)));
    if ((existing?.total ?? 0) >= MAX_JOB_ALERTS) throw new Conflict(TOO_MANY_ALERTS);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        id,
        candidateId,
        query: input.q ?? "",
        filters,
        frequency: input.frequency,
        // Only the hash is kept; every email of the alert carries the same token (unsubscribe-token.ts).
        unsubscribeTokenHash: tokenHash,
        lastRunAt: now,
        nextRunAt: nextRunAfter(now, input.frequency),
      })
      .returning();
    if (!row) throw new Error("The job alert insert returned no row.");
    return toView(row);
  });
}

/** Changes how often an alert emails; its next run moves to a day or a week after its last one. */
export async function updateJobAlertFrequency(
  candidateId: string,
  alertId: string,
  frequency: JobAlertFrequency,
): Promise<JobAlertView> {
  if (!isUuid(alertId)) throw new NotFound(JOB_ALERT_NOT_FOUND);
  const interval = frequency === "daily" ? "1 day" : "7 days";
  const [row] = await db()
    .update(jobAlerts)
    .set({ frequency, nextRunAt: sql`${jobAlerts.lastRunAt} + ${interval}::interval` })
    .where(ownAlert(candidateId, alertId))
    .returning();
  if (!row) throw new NotFound(JOB_ALERT_NOT_FOUND);
  return toView(row);
}

export async function deleteJobAlert(candidateId: string, alertId: string): Promise<void> {
  if (!isUuid(alertId)) throw new NotFound(JOB_ALERT_NOT_FOUND);
  const [row] = await db()
    .delete(jobAlerts)
    .where(ownAlert(candidateId, alertId))
    .returning({ id: jobAlerts.id });
  if (!row) throw new NotFound(JOB_ALERT_NOT_FOUND);
}

function ownAlert(candidateId: string, alertId: string) {
  return and(
    eq(jobAlerts.id, alertId),
    eq(jobAlerts.candidateId, candidateId),
    isNull(jobAlerts.unsubscribedAt),
  );
}

/**
 * The emailed link's token stops the alert. It works once: afterwards (or for an unknown token)
 * the answer is false and nothing changes.
 */
export async function unsubscribeJobAlert(token: string): Promise<boolean> {
  const [row] = await db()
    .update(jobAlerts)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(jobAlerts.unsubscribeTokenHash, sha256(token)), isNull(jobAlerts.unsubscribedAt)))
    .returning({ id: jobAlerts.id });
  return Boolean(row);
}
