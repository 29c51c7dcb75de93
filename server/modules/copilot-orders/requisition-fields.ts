import type { OrderDraft } from "../../../common/copilot-drafting";
import { JOB_ORDER_LIMITS } from "../../../common/job-order-schemas";
import type { JobOrderType } from "../../../common/job-orders";
import { MATCHING_LEVEL_LABELS } from "../../../common/matching";
import { usStateCode } from "../../../common/us-states";
import type { jobOrders } from "../../db/schema";

/** The requisition's kind of hire for the draft's work type (the job keeps the work type itself). */
const ORDER_TYPE_OF: Record<OrderDraft["schedule"]["workType"], JobOrderType> = {
  "full-time": "direct_hire",
  "part-time": "direct_hire",
  contract: "contract",
  "contract-to-hire": "contract_to_hire",
  temporary: "contract",
};

const L = JOB_ORDER_LIMITS;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The requisition's columns, read from the client's draft on every save (ADR 0025): what recruiters
 * see in /admin and what publishing copies to the job. The draft itself stays the record.
 */
export function requisitionFieldsOf(
  draft: OrderDraft,
): Omit<typeof jobOrders.$inferInsert, "id" | "clientCompanyId" | "copilotWorkspaceId" | "copilotDraft"> {
  const { minYears, level } = draft.experience;
  const experience = [
    minYears !== null ? `${minYears}+ years of experience` : null,
    level ? `${MATCHING_LEVEL_LABELS[level]} level` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const description = [
    draft.summary,
    draft.responsibilities.length > 0
      ? `Responsibilities:\n${draft.responsibilities.map((item) => `- ${item}`).join("\n")}`
      : "",
    draft.niceToHaveSkills.length > 0 ? `Nice to have: ${draft.niceToHaveSkills.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    title: clip(draft.title, L.title),
    positions: 1,
    orderType: ORDER_TYPE_OF[draft.schedule.workType],
    workplaceType: draft.location.workplaceType,
    city: draft.location.city?.trim() ? clip(draft.location.city.trim(), L.city) : null,
    state: (draft.location.state && usStateCode(draft.location.state)) || null,
    schedule: clip(draft.schedule.hours, L.schedule),
    payMin: draft.pay.min === null ? null : draft.pay.min.toFixed(2),
    payMax: draft.pay.max === null ? null : draft.pay.max.toFixed(2),
    payPeriod: draft.pay.period,
    requirements: [experience, draft.education].filter(Boolean).map((item) => clip(item, L.listItem)),
    skills: draft.mustHaveSkills.slice(0, L.listItems).map((skill) => clip(skill, L.listItem)),
    description: clip(description, L.description),
  };
}
