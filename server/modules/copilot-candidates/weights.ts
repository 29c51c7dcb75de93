/** The weights an order is ranked with: the client's last choice, the default until then. */
import { eq, sql } from "drizzle-orm";
import { DEFAULT_MATCHING_WEIGHTS, MATCHING_CRITERIA, type MatchingWeights } from "../../../common/matching";
import type { Executor } from "../../db/client";
import { copilotOrderWeights } from "../../db/schema";

export async function orderWeights(executor: Executor, orderId: string): Promise<MatchingWeights> {
  const [row] = await executor
    .select({ weights: copilotOrderWeights.weights })
    .from(copilotOrderWeights)
    .where(eq(copilotOrderWeights.jobOrderId, orderId));
  // A criterion added to the ranker after the weights were saved starts at its default.
  return Object.fromEntries(
    MATCHING_CRITERIA.map((criterion) => [
      criterion,
      row?.weights[criterion] ?? DEFAULT_MATCHING_WEIGHTS[criterion],
    ]),
  ) as MatchingWeights;
}

export async function saveOrderWeights(
  executor: Executor,
  orderId: string,
  weights: MatchingWeights,
  userId: string,
): Promise<void> {
  const values = { weights, updatedBy: userId, updatedAt: sql`now()` };
  await executor
    .insert(copilotOrderWeights)
    .values({ jobOrderId: orderId, ...values })
    .onConflictDoUpdate({ target: copilotOrderWeights.jobOrderId, set: values });
}
