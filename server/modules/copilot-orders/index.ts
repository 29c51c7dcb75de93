/**
 * The AI hiring assistant's client orders (issue 22, ADR 0025): a workspace drafts an order from a
 * few sentences, edits and saves it, and submits it to the agency, counted against its plan. The
 * order is a job order owned by the workspace, so recruiters accept and publish it in
 * /admin/requisitions, and the client follows it on jobstatus. The module's only entry.
 */
export { listAllCopilotOrders } from "./admin-orders";
export {
  copilotOrderCounts,
  createCopilotOrder,
  findWorkspaceOrder,
  getCopilotOrder,
  listCopilotOrders,
  updateCopilotOrder,
  withdrawCopilotOrder,
} from "./client-orders";

export { hasOrderShortlist } from "./order-steps";

/** Drafting reads the jobs table and may call the model: per workspace, generous for real use. */
export const CLIENT_DRAFT_LIMIT_PER_WORKSPACE = {
  name: "copilot-client-draft-workspace",
  limit: 60,
  windowSeconds: 600,
};
