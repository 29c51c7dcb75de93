/**
 * Puts the shipped assessments and their banks in the database: at every start (server/main.ts) and in
 * the tests that need them. What exists is left alone (matched by slug, section key and item key),
 * so staff's pass mark, edits and retirements stay; a question added to the file appears at the next
 * start. ADR 0018 says why this is a start-up step rather than a migration.
 */
import { eq, sql } from "drizzle-orm";
import { db } from "../../../db/client";
import { assessmentItems, assessmentItemVersions, assessmentSections, assessments } from "../../../db/schema";
import { itemContent } from "../item-content";
import { ASSURANT_CUSTOMER_SERVICE } from "./assurant-customer-service";
import type { BankDefinition } from "./bank-definition";

export const SHIPPED_ASSESSMENTS: readonly BankDefinition[] = [ASSURANT_CUSTOMER_SERVICE];

/** Any constant shared by every instance: two starting at once put the bank in once. */
const BANK_LOCK_ID = 7_214_021;

/** Returns how many items were added (0 once the bank is in). */
export async function ensureAssessmentBanks(
  definitions: readonly BankDefinition[] = SHIPPED_ASSESSMENTS,
): Promise<number> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BANK_LOCK_ID})`);
    let added = 0;
    for (const definition of definitions) {
      await tx
        .insert(assessments)
        .values({
          slug: definition.slug,
          title: definition.title,
          measures: definition.measures,
          minutes: definition.minutes,
          itemsPerSitting: definition.sections.reduce((sum, section) => sum + section.itemsPerSitting, 0),
          retakeDays: definition.retakeDays,
          passThreshold: definition.passThreshold,
          accommodations: definition.accommodations,
        })
        .onConflictDoNothing({ target: assessments.slug });
      const [assessment] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.slug, definition.slug));
      if (!assessment) throw new Error(`Assessment ${definition.slug} was not stored`);
      await tx
        .insert(assessmentSections)
        .values(
          definition.sections.map((section, position) => ({
            ...section,
            assessmentId: assessment.id,
            position,
          })),
        )
        .onConflictDoNothing();
      const sections = await tx
        .select({ id: assessmentSections.id, key: assessmentSections.key, kind: assessmentSections.kind })
        .from(assessmentSections)
        .where(eq(assessmentSections.assessmentId, assessment.id));
      const existing = new Set(
        (
          await tx
            .select({ key: assessmentItems.key })
            .from(assessmentItems)
            .where(eq(assessmentItems.assessmentId, assessment.id))
        ).map((row) => row.key),
      );
      for (const item of definition.items.filter((candidate) => !existing.has(candidate.key))) {
        const section = sections.find((candidate) => candidate.key === item.section);
        if (!section) throw new Error(`Item ${item.key} names an unknown section ${item.section}`);
        const content = itemContent(section.kind, { ...item, options: item.options ?? [] });
        const [stored] = await tx
          .insert(assessmentItems)
          .values({ assessmentId: assessment.id, sectionId: section.id, key: item.key })
          .returning({ id: assessmentItems.id });
        if (!stored) continue;
        await tx.insert(assessmentItemVersions).values({
          itemId: stored.id,
          version: 1,
          prompt: item.prompt,
          passage: item.passage ?? null,
          ...content,
          editedBy: "bank",
        });
        added += 1;
      }
    }
    return added;
  });
}
