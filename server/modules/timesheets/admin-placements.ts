import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { PLACEMENT_STATUSES, type PlacementStatus } from "../../../common/recruiting";
import type { AdminPlacement } from "../../../common/timesheets";
import { db } from "../../db/client";
import { candidates, placements, timesheets } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { parseInput } from "../../kernel/parse-input";
import { type AdminActor, recordAudit } from "../audit";
import { candidatePlacementView, PLACEMENT_NOT_FOUND, type PlacementRow } from "./placements";

export type AdminPlacementsPage = Page<AdminPlacement> & { status: PlacementStatus | ""; q: string };

async function adminViews(rows: PlacementRow[]): Promise<AdminPlacement[]> {
  const ids = [...new Set(rows.map((row) => row.candidateId).filter((id): id is string => id !== null))];
  const people =
    ids.length === 0
      ? []
      : await db()
          .select({ id: candidates.id, email: candidates.email })
          .from(candidates)
          .where(inArray(candidates.id, ids));
  const emails = new Map(people.map((person) => [person.id, person.email]));
  return rows.map((row) => ({
    ...candidatePlacementView(row),
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    contractorName: row.contractorName,
    contractorEmail: row.candidateId ? (emails.get(row.candidateId) ?? null) : null,
    supervisorEmail: row.supervisorEmail,
    billRate: row.billRate,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** ?status=&q=&page=: newest start first; q matches contractor, client, role or supervisor. */
export async function listAdminPlacements(params: URLSearchParams): Promise<AdminPlacementsPage> {
  const { page, q } = pageQuery(params, ["start"] as const);
  const raw = params.get("status") ?? "";
  const status = (PLACEMENT_STATUSES as readonly string[]).includes(raw) ? (raw as PlacementStatus) : "";
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(placements.status, status));
  if (q) {
    const pattern = likeContains(q);
    conditions.push(
      sql`(${placements.contractorName} ILIKE ${pattern} OR ${placements.client} ILIKE ${pattern} OR ${placements.roleTitle} ILIKE ${pattern} OR coalesce(${placements.supervisorName}, '') ILIKE ${pattern} OR coalesce(${placements.supervisorEmail}, '') ILIKE ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [desc(placements.startDate), desc(placements.id)];
  const { rows, total } = await pageByIds(placements, { where, orderBy, page }, (pageIds) =>
    db()
      .select()
      .from(placements)
      .where(inArray(placements.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows: await adminViews(rows), total, page, pageSize: PAGE_SIZE, status, q };
}

async function placementRow(id: string): Promise<PlacementRow> {
  if (!isUuid(id)) throw new NotFound(PLACEMENT_NOT_FOUND);
  const [row] = await db().select().from(placements).where(eq(placements.id, id));
  if (!row) throw new NotFound(PLACEMENT_NOT_FOUND);
  return row;
}

export async function getAdminPlacement(id: string): Promise<AdminPlacement> {
  const [view] = await adminViews([await placementRow(id)]);
  if (!view) throw new NotFound(PLACEMENT_NOT_FOUND);
  return view;
}

const supervisorSchema = z.object({
  supervisorName: z.string().trim().max(200, "At most 200 characters.").optional().default(""),
  supervisorEmail: z
    .union([z.literal(""), z.email("Enter a valid email address.").max(254)])
    .optional()
    .default(""),
});

/** Changes the supervisor's name and email (where approval links go); audited. */
export async function updatePlacementSupervisor(
  actor: AdminActor,
  id: string,
  body: unknown,
): Promise<AdminPlacement> {
  const before = await placementRow(id);
  const input = parseInput(supervisorSchema, body ?? {});
  const after = {
    supervisorName: input.supervisorName === "" ? null : input.supervisorName,
    supervisorEmail: input.supervisorEmail === "" ? null : input.supervisorEmail.toLowerCase(),
  };
  await db().transaction(async (tx) => {
    await tx
      .update(placements)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(placements.id, id));
    await recordAudit(tx, actor, {
      action: "placement.supervisor_changed",
      entityType: "placement",
      entityId: id,
      before: { supervisorName: before.supervisorName, supervisorEmail: before.supervisorEmail },
      after,
    });
  });
  return getAdminPlacement(id);
}

const endSchema = z.object({
  endDate: z.iso.date("Enter the last day as a date."),
});

/** Ends an active assignment on its last day (not before it started); audited. */
export async function endPlacement(actor: AdminActor, id: string, body: unknown): Promise<AdminPlacement> {
  const before = await placementRow(id);
  const { endDate } = parseInput(endSchema, body ?? {});
  if (before.status !== "active") throw new Conflict("This assignment has already ended.");
  if (endDate < before.startDate) {
    throw new Invalid("Please correct the highlighted fields.", {
      endDate: "The last day cannot be before the assignment started.",
    });
  }
  await db().transaction(async (tx) => {
    await tx
      .update(placements)
      .set({ status: "ended", endDate, updatedAt: sql`now()` })
      .where(eq(placements.id, id));
    await recordAudit(tx, actor, {
      action: "placement.ended",
      entityType: "placement",
      entityId: id,
      before: { status: before.status, endDate: before.endDate },
      after: { status: "ended", endDate },
    });
  });
  return getAdminPlacement(id);
}

/** The placement's weeks, newest first (for its console page). */
export async function listPlacementTimesheets(id: string) {
  return db()
    .select({
      id: timesheets.id,
      weekStart: timesheets.weekStart,
      status: timesheets.status,
      totalHours: timesheets.totalHours,
      approvedBy: timesheets.approvedBy,
    })
    .from(timesheets)
    .where(eq(timesheets.placementId, id))
    .orderBy(desc(timesheets.weekStart), asc(timesheets.id))
    .limit(52);
}
