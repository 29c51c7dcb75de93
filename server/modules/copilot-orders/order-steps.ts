/**
 * The client's step in SQL (ADR 0027): the requisition's status, and whether the client shortlisted
 * anyone on the order, which makes a submitted, accepted or sourcing order "shortlist ready".
 */
import { and, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import {
  type CopilotOrderStatus,
  requisitionStatusesOf,
  SHORTLIST_READY_FROM,
} from "../../../common/copilot-orders";
import type { Executor } from "../../db/client";
import { jobOrders } from "../../db/schema";

/**
 * Whether the order (the job_orders row of the query) has a shortlisted candidate who still allows
 * automated ranking (one who opted out is gone from the client's list, so from the shortlist too).
 * Written out: in a one-table select drizzle leaves column names unqualified, and the subquery's own
 * id would answer.
 */
export const hasShortlist = sql<boolean>`EXISTS (SELECT 1 FROM copilot_candidate_decisions AS shortlisted JOIN candidates AS shortlisted_candidate ON shortlisted_candidate.id = shortlisted.candidate_id WHERE shortlisted.job_order_id = "job_orders"."id" AND shortlisted.status = 'shortlisted' AND NOT shortlisted_candidate.automated_ranking_opt_out)`;

/** The orders in one of the client's steps. */
export function inStep(step: CopilotOrderStatus): SQL {
  const statuses = inArray(jobOrders.status, requisitionStatusesOf(step));
  if (step === "shortlist_ready") return and(statuses, hasShortlist) as SQL;
  const couldBeShortlisted = requisitionStatusesOf(step).some((status) =>
    (SHORTLIST_READY_FROM as readonly string[]).includes(status),
  );
  return couldBeShortlisted ? (and(statuses, not(hasShortlist)) as SQL) : statuses;
}

/** Whether the client has shortlisted a candidate on the order. */
export async function hasOrderShortlist(executor: Executor, orderId: string): Promise<boolean> {
  const [row] = await executor
    .select({ shortlisted: hasShortlist })
    .from(jobOrders)
    .where(eq(jobOrders.id, orderId));
  return row?.shortlisted ?? false;
}
