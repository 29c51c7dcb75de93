/** The console's sittings: the filtered list, its CSV, one sitting in detail, the written-score override and the reset. */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type {
  AttemptFilters,
  attemptResetSchema,
  writtenScoreOverrideSchema,
} from "../../../common/assessment-schemas";
import {
  ATTEMPT_EVENT_LABELS,
  ATTEMPT_STATUS_LABELS,
  ASSESSMENT_MESSAGES as M,
  type StaffAttemptDetail,
  type StaffAttemptPage,
  type StaffAttemptRow,
  type WrittenOverrideEntry,
} from "../../../common/assessments";
import type { z } from "../../../common/zod";
import { db, type Executor } from "../../db/client";
import {
  adminAuditLog,
  assessmentAttemptEvents,
  assessmentAttempts,
  assessments,
  candidates,
} from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { csvLines } from "../../kernel/csv";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, pageByIds } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { publishSharedBadges } from "./results";
import { scoreSitting } from "./scoring";
import {
  type AttemptRow,
  attemptItems,
  closeAttempt,
  resultOf,
  sectionsOf,
  shownOptions,
} from "./sitting-records";

/** Dates in the filters are Florida dates. */
const dayStart = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE 'America/New_York'`;

/** Part of the sitting's email, or of the name of the candidate account it belongs to. */
function personMatches(q: string): SQL | undefined {
  const pattern = likeContains(q);
  return or(
    ilike(assessmentAttempts.email, pattern),
    inArray(
      assessmentAttempts.candidateId,
      db()
        .select({ id: candidates.id })
        .from(candidates)
        .where(ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, pattern)),
    ),
  );
}

function filterConditions(filters: AttemptFilters): SQL | undefined {
  const a = assessmentAttempts;
  const conditions: (SQL | undefined)[] = [
    filters.assessment ? eq(a.assessmentId, filters.assessment) : undefined,
    filters.from ? gte(a.startedAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(a.startedAt, sql`${dayStart(filters.to)} + interval '1 day'`) : undefined,
    filters.minScore !== undefined ? gte(a.overallScore, filters.minScore) : undefined,
    filters.maxScore !== undefined ? lte(a.overallScore, filters.maxScore) : undefined,
    filters.passed ? and(eq(a.passed, filters.passed === "yes"), isNull(a.resetAt)) : undefined,
    filters.flagged === "yes" ? sql`${a.flaggedEvents} > 0` : undefined,
    filters.flagged === "no" ? eq(a.flaggedEvents, 0) : undefined,
    filters.status ? eq(a.status, filters.status) : undefined,
    filters.q ? personMatches(filters.q) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

const rowColumns = {
  attempt: assessmentAttempts,
  slug: assessments.slug,
  title: assessments.title,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
};

type JoinedRow = {
  attempt: AttemptRow;
  slug: string;
  title: string;
  firstName: string | null;
  lastName: string | null;
};

function rowsQuery(executor: Executor) {
  return executor
    .select(rowColumns)
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .leftJoin(candidates, eq(candidates.id, assessmentAttempts.candidateId));
}

function staffRow({ attempt, slug, title, firstName, lastName }: JoinedRow): StaffAttemptRow {
  return {
    id: attempt.id,
    assessment: { id: attempt.assessmentId, slug, title },
    person: {
      email: attempt.email,
      candidateId: attempt.candidateId,
      name: firstName !== null ? `${firstName} ${lastName ?? ""}`.trim() : null,
    },
    status: attempt.status,
    startedAt: attempt.startedAt.toISOString(),
    closedAt: attempt.closedAt?.toISOString() ?? null,
    overall: attempt.overallScore,
    passed: attempt.passed,
    flaggedEvents: attempt.flaggedEvents,
    extraTimePercent: attempt.extraTimePercent,
    reset: attempt.resetAt !== null,
    writtenOverridden: attempt.writtenOverrideScore !== null,
  };
}

const ORDER = [desc(assessmentAttempts.startedAt), desc(assessmentAttempts.id)];

/** GET /api/admin/assessments/attempts: newest first, a page of 25. */
export async function listAttemptsAsStaff(filters: AttemptFilters): Promise<StaffAttemptPage> {
  const where = filterConditions(filters);
  const { rows, total } = await pageByIds(
    assessmentAttempts,
    { where, orderBy: ORDER, page: filters.page },
    (pageIds) =>
      rowsQuery(db())
        .where(inArray(assessmentAttempts.id, pageIds))
        .orderBy(...ORDER),
  );
  return { rows: rows.map(staffRow), total, page: filters.page, pageSize: PAGE_SIZE };
}

const CSV_HEADER = [
  "Sitting",
  "Assessment",
  "Email",
  "Candidate",
  "Status",
  "Started",
  "Closed",
  "Extra time %",
  "Section scores",
  "Overall",
  "Passed",
  "Written score overridden",
  "Flagged events",
  "Reset",
];
const CSV_BATCH = 500;

/** GET /api/admin/assessments/attempts/export.csv: every sitting the filters match, in batches. */
export async function* attemptsCsv(filters: AttemptFilters): AsyncGenerator<string> {
  yield csvLines([CSV_HEADER]);
  const where = filterConditions(filters);
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await rowsQuery(db())
      .where(where)
      .orderBy(...ORDER)
      .limit(CSV_BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const { attempt } = row;
        const staff = staffRow(row);
        return [
          attempt.id,
          row.title,
          attempt.email,
          staff.person.name ?? "",
          ATTEMPT_STATUS_LABELS[attempt.status],
          attempt.startedAt.toISOString(),
          attempt.closedAt?.toISOString() ?? "",
          String(attempt.extraTimePercent),
          (attempt.sectionScores ?? []).map((section) => `${section.title}: ${section.score}`).join("; "),
          attempt.overallScore === null ? "" : String(attempt.overallScore),
          attempt.passed === null ? "" : attempt.passed ? "yes" : "no",
          staff.writtenOverridden ? "yes" : "no",
          String(attempt.flaggedEvents),
          staff.reset ? "yes" : "no",
        ];
      }),
    );
    if (rows.length < CSV_BATCH) return;
  }
}

async function joinedAttempt(executor: Executor, id: string, { forUpdate = false } = {}): Promise<JoinedRow> {
  if (!isUuid(id)) throw new NotFound(M.attemptNotFound);
  if (forUpdate)
    await executor
      .select({ id: assessmentAttempts.id })
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.id, id))
      .for("update");
  const [row] = await rowsQuery(executor).where(eq(assessmentAttempts.id, id));
  if (!row) throw new NotFound(M.attemptNotFound);
  return row;
}

const OVERRIDE_ACTION = "assessment_attempt.written_score_overridden";

/**
 * The written-score overrides of a sitting, newest first: the audit log keeps each one (the sitting
 * keeps only the latest), found through admin_audit_log_entity_idx.
 */
async function writtenOverrideHistory(
  executor: Executor,
  attemptId: string,
): Promise<WrittenOverrideEntry[]> {
  const rows = await executor
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.entityType, "assessment_attempt"),
        eq(adminAuditLog.entityId, attemptId),
        eq(adminAuditLog.action, OVERRIDE_ACTION),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
  return rows.map((row) => {
    const before = (row.before ?? {}) as { writtenScore?: number | null };
    const after = (row.after ?? {}) as { writtenScore?: number; reason?: string };
    return {
      previous: before.writtenScore ?? null,
      score: after.writtenScore ?? 0,
      reason: after.reason ?? "",
      by: row.actorEmail,
      at: row.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/assessments/attempts/:id: each answer with the key, the time on it, and the events. */
export async function getAttemptAsStaff(id: string, executor: Executor = db()): Promise<StaffAttemptDetail> {
  const row = await joinedAttempt(executor, id);
  const { attempt } = row;
  const [items, events, overrides] = await Promise.all([
    attemptItems(executor, attempt.id),
    executor
      .select()
      .from(assessmentAttemptEvents)
      .where(eq(assessmentAttemptEvents.attemptId, attempt.id))
      .orderBy(asc(assessmentAttemptEvents.at), asc(assessmentAttemptEvents.id)),
    writtenOverrideHistory(executor, attempt.id),
  ]);
  return {
    ...staffRow(row),
    deadlineAt: attempt.deadlineAt.toISOString(),
    result: resultOf(attempt),
    sharedWithEmployers: attempt.sharedWithEmployers,
    writtenOverride:
      attempt.writtenOverrideScore !== null && attempt.writtenOverrideAt
        ? {
            score: attempt.writtenOverrideScore,
            ruleScore: attempt.writtenRuleScore ?? 0,
            reason: attempt.writtenOverrideReason ?? "",
            by: attempt.writtenOverrideBy ?? "",
            at: attempt.writtenOverrideAt.toISOString(),
          }
        : null,
    writtenOverrideHistory: overrides,
    resetInfo: attempt.resetAt
      ? { reason: attempt.resetReason ?? "", by: attempt.resetBy ?? "", at: attempt.resetAt.toISOString() }
      : null,
    answers: items.map((item) => ({
      position: item.position,
      itemId: item.itemId,
      itemVersion: item.version,
      sectionKey: item.sectionKey,
      kind: item.kind,
      prompt: item.prompt,
      passage: item.passage,
      options: shownOptions(item).map((option) => ({
        ...option,
        correct: item.answerKey.correct === option.id,
        best: item.answerKey.best === option.id,
        worst: item.answerKey.worst === option.id,
      })),
      answer: item.answer,
      answeredAt: item.answeredAt?.toISOString() ?? null,
      timeSpentSeconds: item.timeSpentSeconds,
      credit: item.credit,
      writtenRules: item.writtenRules,
    })),
    events: events.map((event) => ({
      kind: event.kind,
      label: ATTEMPT_EVENT_LABELS[event.kind],
      position: event.position,
      at: event.at.toISOString(),
    })),
  };
}

/**
 * POST /api/admin/assessments/attempts/:id/written-score: staff replace the written section's rule
 * score; the overall score and the pass are recomputed from the stored credits. Audited with both.
 */
export async function overrideWrittenScore(
  actor: AdminActor,
  id: string,
  { score, reason }: z.output<typeof writtenScoreOverrideSchema>,
): Promise<StaffAttemptDetail> {
  const detail = await db().transaction(async (tx) => {
    const { attempt } = await joinedAttempt(tx, id, { forUpdate: true });
    if (attempt.status === "in_progress") throw new Conflict(M.notClosed);
    const [items, sections] = await Promise.all([
      attemptItems(tx, attempt.id),
      sectionsOf(tx, attempt.assessmentId),
    ]);
    if (!items.some((item) => item.kind === "written")) throw new Conflict(M.noWrittenItem);
    const rescored = scoreSitting(
      sections,
      items.map((item) => ({ sectionKey: item.sectionKey, credit: item.credit ?? 0 })),
      { passThreshold: attempt.passThreshold, writtenOverride: score },
    );
    await tx
      .update(assessmentAttempts)
      .set({
        writtenOverrideScore: score,
        writtenOverrideReason: reason,
        writtenOverrideBy: actor.email,
        writtenOverrideAt: new Date(),
        sectionScores: rescored.sections,
        overallScore: rescored.overall,
        passed: rescored.passed,
      })
      .where(eq(assessmentAttempts.id, attempt.id));
    await recordAudit(tx, actor, {
      action: OVERRIDE_ACTION,
      entityType: "assessment_attempt",
      entityId: attempt.id,
      before: {
        writtenScore: attempt.writtenOverrideScore ?? attempt.writtenRuleScore,
        overall: attempt.overallScore,
        passed: attempt.passed,
      },
      after: { writtenScore: score, overall: rescored.overall, passed: rescored.passed, reason },
    });
    return getAttemptAsStaff(attempt.id, tx);
  });
  await publishSharedBadges(detail.person.candidateId);
  return detail;
}

/**
 * POST /api/admin/assessments/attempts/:id/reset: the sitting is kept (closed and scored if it was
 * running) but marked reset, so it no longer counts for the retake rule or as a result.
 */
export async function resetAttempt(
  actor: AdminActor,
  id: string,
  { reason }: z.output<typeof attemptResetSchema>,
): Promise<StaffAttemptDetail> {
  const detail = await db().transaction(async (tx) => {
    const { attempt } = await joinedAttempt(tx, id, { forUpdate: true });
    if (attempt.resetAt) throw new Conflict(M.alreadyReset);
    await closeAttempt(tx, attempt, "submitted");
    await tx
      .update(assessmentAttempts)
      .set({ resetAt: new Date(), resetReason: reason, resetBy: actor.email, sharedWithEmployers: false })
      .where(eq(assessmentAttempts.id, attempt.id));
    await recordAudit(tx, actor, {
      action: "assessment_attempt.reset",
      entityType: "assessment_attempt",
      entityId: attempt.id,
      before: { status: attempt.status, overall: attempt.overallScore },
      after: { reset: true, reason },
    });
    return getAttemptAsStaff(attempt.id, tx);
  });
  await publishSharedBadges(detail.person.candidateId);
  return detail;
}
