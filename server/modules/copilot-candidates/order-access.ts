/**
 * Which orders have a candidates page and who may act on it (ADR 0027): the session's workspace's
 * submitted orders (another workspace's or an unknown id: 404; a draft: 409); actions need an owner
 * or member (billing: 403) and an order still open (filled, closed or withdrawn: 409).
 */

import { COPILOT_CANDIDATE_MESSAGES as M } from "../../../common/copilot-candidates";
import type { OrderDraft } from "../../../common/copilot-drafting";
import type { JobOrderStatus } from "../../../common/job-orders";
import type { Executor } from "../../db/client";
import { Conflict, Forbidden } from "../../errors";
import type { CopilotSession } from "../../kernel/copilot-session";
import { findWorkspaceOrder } from "../copilot-orders";
import type { JobOrderRow } from "../job-orders";

export type CopilotOrderRow = JobOrderRow & { copilotDraft: OrderDraft };

/** Requisition statuses whose candidates can no longer be changed. */
const CLOSED: readonly JobOrderStatus[] = ["filled", "closed", "cancelled"];

export const isActionable = (order: CopilotOrderRow) => !CLOSED.includes(order.status);

export const canActOn = (session: CopilotSession, order: CopilotOrderRow) =>
  session.role !== "billing" && isActionable(order);

/** The workspace's submitted order, for reading its candidates. */
export async function rankableOrder(
  executor: Executor,
  session: CopilotSession,
  orderId: string,
  { lock = false } = {},
): Promise<CopilotOrderRow> {
  const order = await findWorkspaceOrder(executor, session, orderId, { lock });
  if (order.status === "draft") throw new Conflict(M.draft);
  return order;
}

/** The billing role reads the page but acts on nothing. */
export function requireCandidateActor(session: CopilotSession) {
  if (session.role === "billing") throw new Forbidden(M.billingRole);
}

/** The order, locked, for a change of one of its candidates. */
export async function actionableOrder(
  executor: Executor,
  session: CopilotSession,
  orderId: string,
): Promise<CopilotOrderRow> {
  requireCandidateActor(session);
  const order = await rankableOrder(executor, session, orderId, { lock: true });
  if (!isActionable(order)) throw new Conflict(M.closed);
  return order;
}
