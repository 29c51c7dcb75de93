/** The copilot billing API's request bodies (parsed by the routers with parseInput). */
import { z } from "zod";
import { COPILOT_PLANS, type CopilotPlanId } from "../../../common/copilot-plans";

const planId = z.enum(COPILOT_PLANS.map((plan) => plan.id) as [CopilotPlanId, ...CopilotPlanId[]], {
  message: `Choose a plan: ${COPILOT_PLANS.map((plan) => plan.name).join(", ")}.`,
});

export const cardEntryInput = z.strictObject({ plan: planId.optional() });
export const planInput = z.strictObject({ plan: planId });
export const planChangeInput = z.strictObject({
  plan: planId,
  prorationDate: z.iso
    .datetime({ message: "Preview the change first." })
    .transform((value) => new Date(value)),
});
export const cancelInput = z.strictObject({
  cancel: z.boolean({
    message: "Say whether to cancel at the period's end (true) or keep the subscription (false).",
  }),
});
