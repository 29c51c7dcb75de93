/** The candidates page of one order (ADR 0027): read it, or change the weights and read it again. */
import type { CopilotCandidatesView } from "../../../common/copilot-candidates";
import { copilotWeightsSchema } from "../../../common/copilot-candidates-schemas";
import { db } from "../../db/client";
import type { CopilotSession } from "../../kernel/copilot-session";
import { parseInput } from "../../kernel/parse-input";
import { rankableOrder, requireCandidateActor } from "./order-access";
import { rankedView } from "./order-ranking";
import { orderWeights, saveOrderWeights } from "./weights";

/** GET …/candidates: ranked with the order's saved weights. */
export async function getCopilotCandidates(
  session: CopilotSession,
  orderId: string,
): Promise<CopilotCandidatesView> {
  const order = await rankableOrder(db(), session, orderId);
  return rankedView(session, order, await orderWeights(db(), order.id));
}

/**
 * PUT …/candidates/weights { weights }: saved as the order's, then ranked with them. A closed
 * order's weights may still change (it changes how the client reads the list, not the candidates).
 */
export async function saveCopilotCandidateWeights(
  session: CopilotSession,
  orderId: string,
  body: unknown,
): Promise<CopilotCandidatesView> {
  requireCandidateActor(session);
  const order = await rankableOrder(db(), session, orderId);
  const { weights } = parseInput(copilotWeightsSchema, body ?? {});
  await saveOrderWeights(db(), order.id, weights, session.userId);
  return rankedView(session, order, weights);
}
