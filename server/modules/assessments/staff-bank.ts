/**
 * The console's assessments and question banks: settings (the pass mark), the items with their
 * history, adding, editing (a new version; sittings keep the one they showed), retiring and
 * restoring, and how often each item is answered right.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type {
  assessmentSettingsSchema,
  ItemFields,
  itemListQuerySchema,
} from "../../../common/assessment-schemas";
import {
  type ItemStatistic,
  ASSESSMENT_MESSAGES as M,
  type StaffAssessment,
  type StaffItem,
  type StaffItemVersion,
  type StaffItemWithHistory,
} from "../../../common/assessments";
import type { z } from "../../../common/zod";
import { db, type Executor } from "../../db/client";
import {
  assessmentAttemptItems,
  assessmentAttempts,
  assessmentItems,
  assessmentItemVersions,
  assessmentSections,
  assessments,
} from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { type AdminActor, recordAudit } from "../audit";
import { itemContent } from "./item-content";
import { listingOf } from "./listing";

async function assessmentById(executor: Executor, id: string) {
  if (!isUuid(id)) throw new NotFound(M.notFound);
  const [row] = await executor.select().from(assessments).where(eq(assessments.id, id));
  if (!row) throw new NotFound(M.notFound);
  return row;
}

async function activeCounts(executor: Executor, assessmentId: string) {
  return executor
    .select({
      sectionId: assessmentItems.sectionId,
      retired: sql<boolean>`${assessmentItems.retiredAt} IS NOT NULL`,
      n: count(),
    })
    .from(assessmentItems)
    .where(eq(assessmentItems.assessmentId, assessmentId))
    .groupBy(assessmentItems.sectionId, sql`${assessmentItems.retiredAt} IS NOT NULL`);
}

async function staffAssessment(row: typeof assessments.$inferSelect): Promise<StaffAssessment> {
  const [listing, counts, sections] = await Promise.all([
    listingOf(row),
    activeCounts(db(), row.id),
    db()
      .select({ id: assessmentSections.id, key: assessmentSections.key })
      .from(assessmentSections)
      .where(eq(assessmentSections.assessmentId, row.id)),
  ]);
  const active = (sectionId?: string) =>
    counts
      .filter((c) => !c.retired && (sectionId === undefined || c.sectionId === sectionId))
      .reduce((sum, c) => sum + c.n, 0);
  return {
    ...listing,
    id: row.id,
    isPublic: row.isPublic,
    activeItems: active(),
    retiredItems: counts.filter((c) => c.retired).reduce((sum, c) => sum + c.n, 0),
    sections: listing.sections.map((section) => ({
      ...section,
      activeItems: active(sections.find((s) => s.key === section.key)?.id ?? ""),
    })),
  };
}

/** GET /api/admin/assessments */
export async function listAssessmentsAsStaff(): Promise<StaffAssessment[]> {
  const rows = await db().select().from(assessments).orderBy(asc(assessments.title));
  return Promise.all(rows.map(staffAssessment));
}

/** PUT /api/admin/assessments/:assessmentId/settings: the pass mark for sittings from now on. Audited. */
export async function updateAssessmentSettings(
  actor: AdminActor,
  id: string,
  { passThreshold }: z.output<typeof assessmentSettingsSchema>,
): Promise<StaffAssessment> {
  const row = await db().transaction(async (tx) => {
    const before = await assessmentById(tx, id);
    const [after] = await tx
      .update(assessments)
      .set({ passThreshold, updatedAt: new Date() })
      .where(eq(assessments.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "assessment.settings_changed",
      entityType: "assessment",
      entityId: id,
      before: { passThreshold: before.passThreshold },
      after: { passThreshold },
    });
    return after ?? before;
  });
  return staffAssessment(row);
}

function versionView(version: typeof assessmentItemVersions.$inferSelect): StaffItemVersion {
  return {
    version: version.version,
    prompt: version.prompt,
    passage: version.passage,
    options: version.options,
    correctOption: version.answerKey.correct ?? null,
    bestOption: version.answerKey.best ?? null,
    worstOption: version.answerKey.worst ?? null,
    rubric: version.answerKey.rubric ?? null,
    changeNote: version.changeNote,
    editedBy: version.editedBy,
    createdAt: version.createdAt.toISOString(),
  };
}

/**
 * Per item: the closed, not reset sittings that showed it (any version), and the share that earned
 * full credit (written items: the mean credit). One grouped query for the assessment.
 */
async function itemStatistics(executor: Executor, assessmentId: string) {
  const rows = await executor
    .select({
      itemId: assessmentItemVersions.itemId,
      attempts: count(),
      pValue: sql<
        string | null
      >`avg(CASE WHEN ${assessmentSections.kind} = 'written' THEN ${assessmentAttemptItems.credit} WHEN ${assessmentAttemptItems.credit} >= 1 THEN 1 ELSE 0 END)`,
    })
    .from(assessmentAttemptItems)
    .innerJoin(assessmentAttempts, eq(assessmentAttempts.id, assessmentAttemptItems.attemptId))
    .innerJoin(assessmentItemVersions, eq(assessmentItemVersions.id, assessmentAttemptItems.itemVersionId))
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemVersions.itemId))
    .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentItems.sectionId))
    .where(
      and(
        eq(assessmentAttempts.assessmentId, assessmentId),
        ne(assessmentAttempts.status, "in_progress"),
        isNull(assessmentAttempts.resetAt),
      ),
    )
    .groupBy(assessmentItemVersions.itemId);
  return new Map(
    rows.map((row) => [
      row.itemId,
      {
        attempts: row.attempts,
        pValue: row.pValue === null ? null : Math.round(Number(row.pValue) * 1000) / 1000,
      },
    ]),
  );
}

const itemColumns = {
  item: assessmentItems,
  version: assessmentItemVersions,
  sectionKey: assessmentSections.key,
  kind: assessmentSections.kind,
};

function itemsQuery(executor: Executor) {
  return executor
    .select(itemColumns)
    .from(assessmentItems)
    .innerJoin(
      assessmentItemVersions,
      and(
        eq(assessmentItemVersions.itemId, assessmentItems.id),
        eq(assessmentItemVersions.version, assessmentItems.currentVersion),
      ),
    )
    .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentItems.sectionId));
}

type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

function staffItem(row: ItemRow, statistic: StaffItem["statistic"] | undefined): StaffItem {
  return {
    id: row.item.id,
    assessmentId: row.item.assessmentId,
    key: row.item.key,
    sectionKey: row.sectionKey,
    kind: row.kind,
    retiredAt: row.item.retiredAt?.toISOString() ?? null,
    current: versionView(row.version),
    statistic: statistic ?? { attempts: 0, pValue: null },
  };
}

/** GET /api/admin/assessments/:assessmentId/items, in section order then by key. */
export async function listItemsAsStaff(
  assessmentId: string,
  { status }: z.output<typeof itemListQuerySchema>,
): Promise<StaffItem[]> {
  await assessmentById(db(), assessmentId);
  const [rows, statistics] = await Promise.all([
    itemsQuery(db())
      .where(
        and(
          eq(assessmentItems.assessmentId, assessmentId),
          status === "active" ? isNull(assessmentItems.retiredAt) : undefined,
          status === "retired" ? sql`${assessmentItems.retiredAt} IS NOT NULL` : undefined,
        ),
      )
      .orderBy(asc(assessmentSections.position), asc(assessmentItems.key)),
    itemStatistics(db(), assessmentId),
  ]);
  return rows.map((row) => staffItem(row, statistics.get(row.item.id)));
}

/** GET /api/admin/assessments/items/:itemId */
export async function getItemAsStaff(
  itemId: string,
  executor: Executor = db(),
): Promise<StaffItemWithHistory> {
  if (!isUuid(itemId)) throw new NotFound(M.itemNotFound);
  const [row] = await itemsQuery(executor).where(eq(assessmentItems.id, itemId));
  if (!row) throw new NotFound(M.itemNotFound);
  const [history, statistics] = await Promise.all([
    executor
      .select()
      .from(assessmentItemVersions)
      .where(eq(assessmentItemVersions.itemId, itemId))
      .orderBy(desc(assessmentItemVersions.version)),
    itemStatistics(executor, row.item.assessmentId),
  ]);
  return { ...staffItem(row, statistics.get(itemId)), history: history.map(versionView) };
}

function contentOf(kind: ItemRow["kind"], fields: ItemFields) {
  return itemContent(kind, {
    options: fields.options,
    correct: fields.correctOption,
    best: fields.bestOption,
    worst: fields.worstOption,
    rubric: fields.rubric,
  });
}

/** POST /api/admin/assessments/:assessmentId/items: a new item in a section, version 1. Audited. */
export async function createItem(actor: AdminActor, assessmentId: string, fields: ItemFields) {
  return db().transaction(async (tx) => {
    await assessmentById(tx, assessmentId);
    const [section] = await tx
      .select()
      .from(assessmentSections)
      .where(
        and(
          eq(assessmentSections.assessmentId, assessmentId),
          eq(assessmentSections.key, fields.sectionKey ?? ""),
        ),
      );
    if (!section) throw new Invalid(M.section, { sectionKey: M.section });
    const content = contentOf(section.kind, fields);
    const [item] = await tx
      .insert(assessmentItems)
      .values({ assessmentId, sectionId: section.id, key: `staff-${randomUUID().slice(0, 8)}` })
      .returning();
    if (!item) throw new Error("The item was not stored");
    await tx.insert(assessmentItemVersions).values({
      itemId: item.id,
      version: 1,
      prompt: fields.prompt,
      passage: fields.passage,
      ...content,
      changeNote: fields.changeNote,
      editedBy: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "assessment_item.created",
      entityType: "assessment_item",
      entityId: item.id,
      after: { section: section.key, prompt: fields.prompt },
    });
    return getItemAsStaff(item.id, tx);
  });
}

/** PUT /api/admin/assessments/items/:itemId: a new version becomes current. Audited. */
export async function editItem(actor: AdminActor, itemId: string, fields: ItemFields) {
  return db().transaction(async (tx) => {
    const current = await getItemAsStaff(itemId, tx);
    await tx
      .select({ id: assessmentItems.id })
      .from(assessmentItems)
      .where(eq(assessmentItems.id, itemId))
      .for("update");
    const content = contentOf(current.kind, fields);
    const version = current.history.reduce((max, v) => Math.max(max, v.version), 0) + 1;
    await tx.insert(assessmentItemVersions).values({
      itemId,
      version,
      prompt: fields.prompt,
      passage: fields.passage,
      ...content,
      changeNote: fields.changeNote,
      editedBy: actor.email,
    });
    await tx.update(assessmentItems).set({ currentVersion: version }).where(eq(assessmentItems.id, itemId));
    await recordAudit(tx, actor, {
      action: "assessment_item.edited",
      entityType: "assessment_item",
      entityId: itemId,
      before: { version: current.current.version, prompt: current.current.prompt },
      after: { version, prompt: fields.prompt, changeNote: fields.changeNote },
    });
    return getItemAsStaff(itemId, tx);
  });
}

/**
 * POST …/items/:itemId/retire (no longer drawn; kept in the sittings that showed it) and /restore.
 * Retiring is refused (409) when the section would have fewer active items than a sitting draws.
 */
export async function setItemRetired(actor: AdminActor, itemId: string, retired: boolean) {
  return db().transaction(async (tx) => {
    const current = await getItemAsStaff(itemId, tx);
    const [item] = await tx
      .select()
      .from(assessmentItems)
      .where(eq(assessmentItems.id, itemId))
      .for("update");
    if (!item) throw new NotFound(M.itemNotFound);
    if (retired && !item.retiredAt) {
      const [section] = await tx
        .select()
        .from(assessmentSections)
        .where(eq(assessmentSections.id, item.sectionId));
      const [active] = await tx
        .select({ n: count() })
        .from(assessmentItems)
        .where(and(eq(assessmentItems.sectionId, item.sectionId), isNull(assessmentItems.retiredAt)));
      if ((active?.n ?? 0) - 1 < (section?.itemsPerSitting ?? 0)) throw new Conflict(M.bankTooSmall);
    }
    if (retired === (item.retiredAt !== null)) return current;
    await tx
      .update(assessmentItems)
      .set({ retiredAt: retired ? new Date() : null })
      .where(eq(assessmentItems.id, itemId));
    await recordAudit(tx, actor, {
      action: retired ? "assessment_item.retired" : "assessment_item.restored",
      entityType: "assessment_item",
      entityId: itemId,
      before: { retired: !retired },
      after: { retired },
    });
    return getItemAsStaff(itemId, tx);
  });
}

/** GET /api/admin/assessments/:assessmentId/item-stats: every item, lowest share answered right first. */
export async function itemStatisticsAsStaff(assessmentId: string): Promise<ItemStatistic[]> {
  await assessmentById(db(), assessmentId);
  const [rows, statistics] = await Promise.all([
    itemsQuery(db()).where(eq(assessmentItems.assessmentId, assessmentId)),
    itemStatistics(db(), assessmentId),
  ]);
  return rows
    .map((row) => {
      const statistic = statistics.get(row.item.id);
      return {
        itemId: row.item.id,
        key: row.item.key,
        sectionKey: row.sectionKey,
        prompt: row.version.prompt,
        retired: row.item.retiredAt !== null,
        attempts: statistic?.attempts ?? 0,
        pValue: statistic?.pValue ?? null,
      };
    })
    .sort((a, b) => (a.pValue ?? 2) - (b.pValue ?? 2) || a.key.localeCompare(b.key));
}
