import { Router } from "express";
import { authenticateCopilot } from "../modules/copilot-accounts";
import { draftOrder } from "../modules/copilot-drafting";
import {
  CLIENT_DRAFT_LIMIT_PER_WORKSPACE,
  copilotOrderCounts,
  createCopilotOrder,
  getCopilotOrder,
  listCopilotOrders,
  updateCopilotOrder,
  withdrawCopilotOrder,
} from "../modules/copilot-orders";
import { enforceRateLimit } from "../rate-limit";

/**
 * The AI hiring assistant's client orders (issue 22, ADR 0025), behind the copilot session (bearer
 * token; 401 without one). Every order is read through the session's workspace: another
 * workspace's id is a 404 for reading, editing, submitting and withdrawing alike.
 */
export const copilotOrdersRouter = Router();

/** { text } → 200 { draft, drafter, model }: nothing stored or sent; 400 for empty or too long text; 429. */
copilotOrdersRouter.post("/copilot/orders/draft", async (req, res) => {
  const session = await authenticateCopilot(req);
  await enforceRateLimit(CLIENT_DRAFT_LIMIT_PER_WORKSPACE, session.workspaceId);
  res.json(await draftOrder(req.body, { log: req.log }));
});

/** ?status=<step> → 200 { orders, status }, newest change first. */
copilotOrdersRouter.get("/copilot/orders", async (req, res) => {
  const status = typeof req.query.status === "string" ? req.query.status : null;
  res.json(await listCopilotOrders(await authenticateCopilot(req), status));
});

/** → 200 { drafted, submitted, sourcing, … }: the workspace's orders by step. */
copilotOrdersRouter.get("/copilot/orders/counts", async (req, res) => {
  res.json(await copilotOrderCounts(await authenticateCopilot(req)));
});

/**
 * { draft, submit? } → 201 the order, a draft or submitted; 400 naming each field (a submission must
 * be complete); 403 for the billing role, or when the plan does not allow another order (with `link`).
 */
copilotOrdersRouter.post("/copilot/orders", async (req, res) => {
  res.status(201).json(await createCopilotOrder(await authenticateCopilot(req), req.body));
});

/** → 200 the order with its timeline; 404. */
copilotOrdersRouter.get("/copilot/orders/:id", async (req, res) => {
  res.json(await getCopilotOrder(await authenticateCopilot(req), req.params.id));
});

/** { draft, submit? } → 200 the order; 400; 403; 404; 409 once a recruiter has accepted it. */
copilotOrdersRouter.patch("/copilot/orders/:id", async (req, res) => {
  res.json(await updateCopilotOrder(await authenticateCopilot(req), req.params.id, req.body));
});

/** → 200 the order, closed; 404; 409 unless submitted and not yet accepted. */
copilotOrdersRouter.post("/copilot/orders/:id/withdraw", async (req, res) => {
  res.json(await withdrawCopilotOrder(await authenticateCopilot(req), req.params.id));
});
