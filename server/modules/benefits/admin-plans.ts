import { asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AdminBenefitPlan,
  type AdminBenefits,
  BENEFIT_LIMITS,
  BENEFIT_MESSAGES,
} from "../../../common/benefits";
import { BENEFIT_KINDS } from "../../../common/recruiting";
import { db } from "../../db/client";
import { benefitElections, benefitPlans, payrollSettings } from "../../db/schema";
import { Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { parseInput } from "../../kernel/parse-input";
import { type AdminActor, recordAudit } from "../audit";
import { agencyToday } from "./dates";
import { enrollmentWindow, windowOn } from "./window";

const PLAN_NOT_FOUND = "This benefit plan was not found.";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dollars = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,5}(\.\d{1,2})?$/.test(value) && Number(value) <= BENEFIT_LIMITS.maxCost, {
    message: "Enter an amount in dollars and cents, such as 38.50.",
  });

const percent = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= 100, {
    message: "Enter a percentage between 0.01 and 100, such as 4.",
  });

export const benefitPlanSchema = z
  .strictObject({
    kind: z.enum(BENEFIT_KINDS, { message: "Choose a kind of plan." }),
    name: z
      .string({ message: "Enter the plan's name." })
      .trim()
      .min(1, "Enter the plan's name.")
      .max(BENEFIT_LIMITS.name, `Keep the name under ${BENEFIT_LIMITS.name} characters.`),
    description: z
      .string()
      .trim()
      .max(BENEFIT_LIMITS.description, `Keep the description under ${BENEFIT_LIMITS.description} characters.`)
      .default(""),
    costPerPeriod: dollars.default("0"),
    contributionPercent: z.union([percent, z.null(), z.literal("").transform(() => null)]).default(null),
    eligibleAfterDays: z.coerce
      .number({ message: "Enter a number of days." })
      .int("Enter a whole number of days.")
      .min(0, "Enter 0 or more days.")
      .max(BENEFIT_LIMITS.maxDays, `Enter at most ${BENEFIT_LIMITS.maxDays} days.`)
      .default(30),
    active: z.boolean().default(true),
  })
  .superRefine((plan, context) => {
    if (plan.contributionPercent !== null && plan.kind !== "retirement") {
      context.addIssue({
        code: "custom",
        path: ["contributionPercent"],
        message: "Only a 401(k) retirement plan takes a percentage of pay.",
      });
    }
  });

/** A window date, or null (an empty field too) for no window. */
const windowDate = z.union([
  z.string().regex(DATE, "Enter a date."),
  z.null(),
  z.literal("").transform(() => null),
]);

export const enrollmentWindowSchema = z
  .strictObject({ opensOn: windowDate, closesOn: windowDate })
  .superRefine((window, context) => {
    if ((window.opensOn === null) !== (window.closesOn === null)) {
      context.addIssue({ code: "custom", path: ["closesOn"], message: BENEFIT_MESSAGES.windowBoth });
    } else if (window.opensOn && window.closesOn && window.closesOn < window.opensOn) {
      context.addIssue({ code: "custom", path: ["closesOn"], message: BENEFIT_MESSAGES.windowOrder });
    }
  });

type PlanRow = typeof benefitPlans.$inferSelect;

function adminPlan(row: PlanRow, enrolledCount: number): AdminBenefitPlan {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    costPerPeriod: row.costPerPeriod,
    contributionPercent: row.contributionPercent,
    eligibleAfterDays: row.eligibleAfterDays,
    active: row.active === 1,
    enrolledCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function planColumns(input: z.output<typeof benefitPlanSchema>) {
  return {
    kind: input.kind,
    name: input.name,
    description: input.description,
    costPerPeriod: input.costPerPeriod,
    contributionPercent: input.contributionPercent,
    eligibleAfterDays: input.eligibleAfterDays,
    active: input.active ? 1 : 0,
  };
}

/** Every plan (active or not) with how many contractors are enrolled, and the enrollment window. */
export async function getAdminBenefits(): Promise<AdminBenefits> {
  const [plans, counts, window] = await Promise.all([
    db().select().from(benefitPlans).orderBy(asc(benefitPlans.kind), asc(benefitPlans.name)),
    db()
      .select({ planId: benefitElections.planId, n: count() })
      .from(benefitElections)
      .where(eq(benefitElections.election, "enrolled"))
      .groupBy(benefitElections.planId),
    enrollmentWindow(db(), agencyToday()),
  ]);
  const byPlan = new Map(counts.map((row) => [row.planId, row.n]));
  return { plans: plans.map((plan) => adminPlan(plan, byPlan.get(plan.id) ?? 0)), window };
}

/** A new plan (audited). */
export async function createBenefitPlan(
  actor: AdminActor,
  input: z.output<typeof benefitPlanSchema>,
): Promise<AdminBenefitPlan> {
  return db().transaction(async (tx) => {
    const [row] = await tx.insert(benefitPlans).values(planColumns(input)).returning();
    if (!row) throw new Error("benefit plan insert failed");
    await recordAudit(tx, actor, {
      action: "benefit_plan.created",
      entityType: "benefit_plan",
      entityId: row.id,
      after: adminPlan(row, 0),
    });
    return adminPlan(row, 0);
  });
}

/** Replaces a plan's fields (audited with before and after); 404 for an unknown id. */
export async function updateBenefitPlan(
  actor: AdminActor,
  id: string,
  body: unknown,
): Promise<AdminBenefitPlan> {
  if (!isUuid(id)) throw new NotFound(PLAN_NOT_FOUND);
  const input = parseInput(benefitPlanSchema, body ?? {});
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(benefitPlans).where(eq(benefitPlans.id, id)).for("update");
    if (!before) throw new NotFound(PLAN_NOT_FOUND);
    const [enrolled] = await tx
      .select({ n: count() })
      .from(benefitElections)
      .where(eq(benefitElections.planId, id));
    const n = enrolled?.n ?? 0;
    if (before.kind !== input.kind && n > 0) {
      const message = "Contractors are enrolled in this plan: its kind cannot change.";
      throw new Invalid(message, { kind: message });
    }
    const [row] = await tx
      .update(benefitPlans)
      .set(planColumns(input))
      .where(eq(benefitPlans.id, id))
      .returning();
    if (!row) throw new NotFound(PLAN_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "benefit_plan.updated",
      entityType: "benefit_plan",
      entityId: id,
      before: adminPlan(before, n),
      after: adminPlan(row, n),
    });
    return adminPlan(row, n);
  });
}

/** Sets the enrollment window (both dates, inclusive) or closes it (both null); audited. */
export async function setEnrollmentWindow(
  actor: AdminActor,
  input: z.output<typeof enrollmentWindowSchema>,
): Promise<AdminBenefits["window"]> {
  return db().transaction(async (tx) => {
    const today = agencyToday();
    const before = await enrollmentWindow(tx, today);
    await tx
      .insert(payrollSettings)
      .values({ id: 1, enrollmentOpensOn: input.opensOn, enrollmentClosesOn: input.closesOn })
      .onConflictDoUpdate({
        target: payrollSettings.id,
        set: { enrollmentOpensOn: input.opensOn, enrollmentClosesOn: input.closesOn, updatedAt: sql`now()` },
      });
    const after = windowOn(input.opensOn, input.closesOn, today);
    await recordAudit(tx, actor, {
      action: "benefit_window.updated",
      entityType: "payroll_settings",
      entityId: "1",
      before: { opensOn: before.opensOn, closesOn: before.closesOn },
      after: { opensOn: after.opensOn, closesOn: after.closesOn },
    });
    return after;
  });
}
