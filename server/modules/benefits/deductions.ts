import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { benefitElections, benefitPlans } from "../../db/schema";
import { fromCents, percentOf, toCents } from "./money";

export type BenefitDeduction = { label: string; amount: string };

/**
 * The benefit deductions on a paystub of `gross` dollars paid on `onDate` (YYYY-MM-DD): one per
 * enrolled election of the candidate whose plan is active, labelled with the plan's name. A
 * retirement plan with a contribution percentage (the 401(k)) takes gross × percent / 100, rounded half-up to the
 * cent; any other plan its fixed cost per pay period. Waived kinds and inactive plans take nothing.
 * Elections are read as they stand when payroll runs; `onDate` names the pay date for callers and
 * future per-date rules.
 */
export async function benefitDeductionsFor(
  executor: Executor,
  candidateId: string,
  gross: string,
  onDate: string,
): Promise<BenefitDeduction[]> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(onDate)) throw new Error(`onDate must be YYYY-MM-DD: ${onDate}`);
  const rows = await executor
    .select({
      kind: benefitPlans.kind,
      name: benefitPlans.name,
      costPerPeriod: benefitPlans.costPerPeriod,
      contributionPercent: benefitPlans.contributionPercent,
    })
    .from(benefitElections)
    .innerJoin(benefitPlans, eq(benefitPlans.id, benefitElections.planId))
    .where(
      and(
        eq(benefitElections.candidateId, candidateId),
        eq(benefitElections.election, "enrolled"),
        eq(benefitPlans.active, 1),
      ),
    )
    .orderBy(asc(benefitElections.kind));
  return rows.map((plan) => ({
    label: plan.name,
    amount: deductionAmount(plan, gross),
  }));
}

/** What one enrolled plan takes from `gross`: a retirement plan's percentage if set, else its fixed cost. */
export function deductionAmount(
  plan: { kind: string; costPerPeriod: string; contributionPercent: string | null },
  gross: string,
): string {
  if (plan.kind === "retirement" && plan.contributionPercent !== null) {
    return percentOf(gross, plan.contributionPercent);
  }
  return fromCents(toCents(plan.costPerPeriod));
}
