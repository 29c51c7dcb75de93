/** Reading a sitting with its items, and closing and scoring it: shared by the person's side, the worker and staff. */
import { and, asc, eq, type SQL } from "drizzle-orm";
import {
  type AssessmentAttemptView,
  type AssessmentResult,
  type AttemptStatus,
  resultMeaning,
  SAVE_GRACE_SECONDS,
  type SittingItem,
} from "../../../common/assessments";
import type { Executor } from "../../db/client";
import {
  assessmentAttemptItems,
  assessmentAttempts,
  assessmentItems,
  assessmentItemVersions,
  assessmentSections,
  assessments,
} from "../../db/schema";
import { scoreAnswer, scoreSitting } from "./scoring";

export type AttemptRow = typeof assessmentAttempts.$inferSelect;

/** Past its deadline and the grace a save in flight gets: the sitting must close. */
export function isPastDeadline(attempt: Pick<AttemptRow, "deadlineAt">, now = new Date()): boolean {
  return attempt.deadlineAt.getTime() + SAVE_GRACE_SECONDS * 1000 <= now.getTime();
}

/** One attempt matching `owner` (and the id), locked for a change when asked. */
export async function findAttempt(
  executor: Executor,
  id: string,
  owner: SQL | undefined,
  { forUpdate = false } = {},
): Promise<AttemptRow | undefined> {
  const query = executor
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, id), owner));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** The sitting's items in order, each with the version it showed and its section. */
export async function attemptItems(executor: Executor, attemptId: string) {
  return executor
    .select({
      position: assessmentAttemptItems.position,
      optionOrder: assessmentAttemptItems.optionOrder,
      answer: assessmentAttemptItems.answer,
      answeredAt: assessmentAttemptItems.answeredAt,
      timeSpentSeconds: assessmentAttemptItems.timeSpentSeconds,
      credit: assessmentAttemptItems.credit,
      writtenRules: assessmentAttemptItems.writtenRules,
      itemId: assessmentItems.id,
      version: assessmentItemVersions.version,
      versionId: assessmentItemVersions.id,
      prompt: assessmentItemVersions.prompt,
      passage: assessmentItemVersions.passage,
      options: assessmentItemVersions.options,
      answerKey: assessmentItemVersions.answerKey,
      sectionKey: assessmentSections.key,
      sectionTitle: assessmentSections.title,
      kind: assessmentSections.kind,
    })
    .from(assessmentAttemptItems)
    .innerJoin(assessmentItemVersions, eq(assessmentItemVersions.id, assessmentAttemptItems.itemVersionId))
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemVersions.itemId))
    .innerJoin(assessmentSections, eq(assessmentSections.id, assessmentItems.sectionId))
    .where(eq(assessmentAttemptItems.attemptId, attemptId))
    .orderBy(asc(assessmentAttemptItems.position));
}

export type AttemptItemRow = Awaited<ReturnType<typeof attemptItems>>[number];

/** The options in the order this sitting showed them. */
export function shownOptions(item: Pick<AttemptItemRow, "options" | "optionOrder">) {
  return item.optionOrder.flatMap((id) => item.options.filter((option) => option.id === id));
}

export async function sectionsOf(executor: Executor, assessmentId: string) {
  return executor
    .select({
      key: assessmentSections.key,
      title: assessmentSections.title,
      kind: assessmentSections.kind,
      measures: assessmentSections.measures,
      itemsPerSitting: assessmentSections.itemsPerSitting,
    })
    .from(assessmentSections)
    .where(eq(assessmentSections.assessmentId, assessmentId))
    .orderBy(asc(assessmentSections.position));
}

/**
 * Scores the sitting from its answers (each item against the version it showed) and closes it with
 * `status`, unless it is already closed. Call inside a transaction holding the attempt's row lock.
 */
export async function closeAttempt(
  tx: Executor,
  attempt: AttemptRow,
  status: Exclude<AttemptStatus, "in_progress">,
) {
  if (attempt.status !== "in_progress") return;
  const [items, sections] = await Promise.all([
    attemptItems(tx, attempt.id),
    sectionsOf(tx, attempt.assessmentId),
  ]);
  const credits = [];
  for (const item of items) {
    const scored = scoreAnswer(item.kind, item.answerKey, item.answer);
    credits.push({ sectionKey: item.sectionKey, credit: scored.credit });
    await tx
      .update(assessmentAttemptItems)
      .set({ credit: scored.credit, writtenRules: scored.writtenRules })
      .where(
        and(
          eq(assessmentAttemptItems.attemptId, attempt.id),
          eq(assessmentAttemptItems.position, item.position),
        ),
      );
  }
  const score = scoreSitting(sections, credits, {
    passThreshold: attempt.passThreshold,
    writtenOverride: attempt.writtenOverrideScore,
  });
  await tx
    .update(assessmentAttempts)
    .set({
      status,
      closedAt: new Date(),
      sectionScores: score.sections,
      overallScore: score.overall,
      passed: score.passed,
      writtenRuleScore: score.writtenRuleScore,
    })
    .where(eq(assessmentAttempts.id, attempt.id));
}

/** The result as the person sees it (null while the sitting runs). */
export function resultOf(attempt: AttemptRow): AssessmentResult | null {
  if (attempt.status === "in_progress" || attempt.overallScore === null || !attempt.sectionScores)
    return null;
  return {
    sections: attempt.sectionScores,
    overall: attempt.overallScore,
    passed: attempt.passed ?? false,
    passThreshold: attempt.passThreshold,
    meaning: resultMeaning(attempt.overallScore, attempt.passThreshold),
    writtenScoreReviewed: attempt.writtenOverrideScore !== null,
  };
}

/** What the person's page draws: the items (never their keys) while it runs, the result once closed. */
export async function attemptView(executor: Executor, attempt: AttemptRow): Promise<AssessmentAttemptView> {
  const [assessment] = await executor
    .select({ slug: assessments.slug, title: assessments.title, minutes: assessments.minutes })
    .from(assessments)
    .where(eq(assessments.id, attempt.assessmentId));
  const running = attempt.status === "in_progress";
  const items: SittingItem[] = running
    ? (await attemptItems(executor, attempt.id)).map((item) => ({
        position: item.position,
        sectionKey: item.sectionKey,
        sectionTitle: item.sectionTitle,
        kind: item.kind,
        passage: item.passage,
        prompt: item.prompt,
        options: shownOptions(item),
        words: item.answerKey.rubric
          ? { min: item.answerKey.rubric.minWords, max: item.answerKey.rubric.maxWords }
          : null,
        answer: item.answer,
        timeSpentSeconds: item.timeSpentSeconds,
      }))
    : [];
  return {
    id: attempt.id,
    assessment: assessment ?? { slug: "", title: "", minutes: 0 },
    status: attempt.status,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    closedAt: attempt.closedAt?.toISOString() ?? null,
    remainingSeconds: running ? remainingSeconds(attempt) : 0,
    extraTimePercent: attempt.extraTimePercent,
    items,
    result: resultOf(attempt),
  };
}

export function remainingSeconds(attempt: Pick<AttemptRow, "deadlineAt">, now = new Date()): number {
  return Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}
