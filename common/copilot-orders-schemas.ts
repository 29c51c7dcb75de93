/** Input schemas of the assistant's client orders (issue 22, ADR 0025): a save, and what a submission needs. */
import type { OrderDraft } from "./copilot-drafting";
import { orderDraftSchema } from "./copilot-drafting-schemas";
import { COPILOT_ORDER_MESSAGES, COPILOT_SUMMARY_MIN } from "./copilot-orders";
import { usStateCode } from "./us-states";
import { z } from "./zod";

const M = COPILOT_ORDER_MESSAGES;

/** POST /api/copilot/orders and PATCH …/:id: the draft as edited; `submit: true` sends it to the agency. */
export const copilotOrderSaveSchema = z.strictObject({
  draft: orderDraftSchema,
  submit: z.boolean({ error: "submit must be true or false." }).default(false),
});

/**
 * What the agency needs before a recruiter can work the order, by the draft's field paths: a real
 * summary, what the person will do, at least one must-have skill, a place the job board can list
 * (a US city and state; for remote roles where it reports to) and the pay range.
 */
export function copilotOrderSubmitIssues(draft: OrderDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  if (draft.summary.trim().length < COPILOT_SUMMARY_MIN) issues.summary = M.summary;
  if (draft.responsibilities.length === 0) issues.responsibilities = M.responsibilities;
  if (draft.mustHaveSkills.length === 0) issues.mustHaveSkills = M.mustHaveSkills;
  if (!draft.location.city?.trim()) issues["location.city"] = M.city;
  if (!draft.location.state || !usStateCode(draft.location.state)) issues["location.state"] = M.state;
  if (draft.pay.min === null) issues["pay.min"] = M.payMin;
  if (draft.pay.max === null) issues["pay.max"] = M.payMax;
  return issues;
}
