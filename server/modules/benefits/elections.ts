import { asc, eq } from "drizzle-orm";
import { type BenefitElectionView, benefitCostLabel } from "../../../common/benefits";
import { db, type Executor } from "../../db/client";
import { benefitElections, benefitPlans } from "../../db/schema";

/** A contractor's election per kind of benefit (enrolled in a plan, or waived), by kind. */
export async function electionsOf(
  candidateId: string,
  executor: Executor = db(),
): Promise<BenefitElectionView[]> {
  const rows = await executor
    .select({
      kind: benefitElections.kind,
      election: benefitElections.election,
      planId: benefitElections.planId,
      planName: benefitPlans.name,
      costPerPeriod: benefitPlans.costPerPeriod,
      contributionPercent: benefitPlans.contributionPercent,
      electedAt: benefitElections.electedAt,
    })
    .from(benefitElections)
    .leftJoin(benefitPlans, eq(benefitPlans.id, benefitElections.planId))
    .where(eq(benefitElections.candidateId, candidateId))
    .orderBy(asc(benefitElections.kind));
  return rows.map((row) => ({
    kind: row.kind,
    election: row.election,
    planId: row.planId,
    planName: row.planName,
    costLabel:
      row.costPerPeriod === null
        ? null
        : benefitCostLabel({
            kind: row.kind,
            costPerPeriod: row.costPerPeriod,
            contributionPercent: row.contributionPercent,
          }),
    electedAt: row.electedAt.toISOString(),
  }));
}
