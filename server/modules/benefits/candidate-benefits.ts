import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  BENEFIT_KIND_LABELS,
  BENEFIT_MESSAGES,
  type BenefitPlanView,
  benefitCostLabel,
  type CandidateBenefits,
} from "../../../common/benefits";
import { BENEFIT_KINDS, type BenefitKind } from "../../../common/recruiting";
import { db, type Executor } from "../../db/client";
import { benefitElections, benefitPlans } from "../../db/schema";
import { Conflict, Forbidden, Invalid } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { agencyToday } from "./dates";
import { electionsOf } from "./elections";
import { assignmentStart, eligibilityFor } from "./eligibility";
import { enrollmentWindow } from "./window";

/** Plans are eligible after this many days when no active plan says otherwise. */
const DEFAULT_ELIGIBLE_AFTER_DAYS = 30;

export const benefitKindSchema = z.enum(BENEFIT_KINDS, { message: "Unknown kind of benefit." });

export const benefitElectionSchema = z.discriminatedUnion(
  "election",
  [
    z.strictObject({ election: z.literal("enrolled"), planId: z.uuid(BENEFIT_MESSAGES.planNotFound) }),
    z.strictObject({ election: z.literal("waived") }),
  ],
  { message: "Choose to enroll in a plan or to waive." },
);

/** The window, the contractor's eligibility, the active plans by kind and their elections. */
export async function getCandidateBenefits(
  session: CandidateSession,
  executor: Executor = db(),
): Promise<CandidateBenefits> {
  const today = agencyToday();
  const [window, start, plans, elections] = await Promise.all([
    enrollmentWindow(executor, today),
    assignmentStart(executor, session.candidateId, today),
    executor
      .select()
      .from(benefitPlans)
      .where(eq(benefitPlans.active, 1))
      .orderBy(asc(benefitPlans.kind), asc(benefitPlans.name)),
    electionsOf(session.candidateId, executor),
  ]);
  const days =
    plans.length > 0 ? Math.min(...plans.map((plan) => plan.eligibleAfterDays)) : DEFAULT_ELIGIBLE_AFTER_DAYS;
  const planViews = plans.map((plan): BenefitPlanView => {
    const eligibility = eligibilityFor(start, plan.eligibleAfterDays, today);
    return {
      id: plan.id,
      kind: plan.kind,
      name: plan.name,
      description: plan.description,
      costPerPeriod: plan.costPerPeriod,
      contributionPercent: plan.contributionPercent,
      costLabel: benefitCostLabel(plan),
      eligibleAfterDays: plan.eligibleAfterDays,
      eligibleOn: eligibility.eligibleOn,
      eligible: eligibility.eligible,
    };
  });
  return {
    window,
    eligibility: eligibilityFor(start, days, today),
    plans: BENEFIT_KINDS.map((kind) => ({
      kind,
      label: BENEFIT_KIND_LABELS[kind],
      plans: planViews.filter((plan) => plan.kind === kind),
    })),
    elections,
  };
}

/**
 * Enrolls in a plan of `kind` or waives the kind, replacing any earlier choice for it. 409 outside
 * the enrollment window; 403 when not on an active assignment or not yet eligible for the plan;
 * 400 for a plan that is not offered or of another kind.
 */
export async function electBenefit(
  session: CandidateSession,
  kind: BenefitKind,
  input: z.output<typeof benefitElectionSchema>,
): Promise<CandidateBenefits> {
  const today = agencyToday();
  await db().transaction(async (tx) => {
    const window = await enrollmentWindow(tx, today);
    if (!window.open) throw new Conflict(BENEFIT_MESSAGES.windowClosed);
    const start = await assignmentStart(tx, session.candidateId, today);
    if (start === null) throw new Forbidden(BENEFIT_MESSAGES.notPlaced);
    let planId: string | null = null;
    if (input.election === "enrolled") {
      const [plan] = await tx
        .select()
        .from(benefitPlans)
        .where(and(eq(benefitPlans.id, input.planId), eq(benefitPlans.active, 1)));
      if (!plan) throw new Invalid(BENEFIT_MESSAGES.planNotFound, { planId: BENEFIT_MESSAGES.planNotFound });
      if (plan.kind !== kind)
        throw new Invalid(BENEFIT_MESSAGES.planKind, { planId: BENEFIT_MESSAGES.planKind });
      const eligibility = eligibilityFor(start, plan.eligibleAfterDays, today);
      if (!eligibility.eligible) throw new Forbidden(eligibility.reason);
      planId = plan.id;
    }
    await tx
      .insert(benefitElections)
      .values({ candidateId: session.candidateId, kind, election: input.election, planId })
      .onConflictDoUpdate({
        target: [benefitElections.candidateId, benefitElections.kind],
        set: { election: input.election, planId, electedAt: sql`now()` },
      });
  });
  return getCandidateBenefits(session);
}
