import { type Request, type RequestHandler, Router } from "express";
import {
  invoiceRefundSchema,
  workspaceCreditSchema,
  workspaceStatusChangeSchema,
} from "../../common/copilot-admin";
import { parseInput } from "../kernel/parse-input";
import { type AdminIdentity, requireStaff, staffOf } from "../modules/admin-auth";
import {
  biasReport,
  biasSelectionOf,
  getRanking,
  getWorkspace,
  listRankings,
  listWorkspaces,
  reinstateWorkspace,
  suspendWorkspace,
} from "../modules/copilot-admin";
import { creditWorkspace, refundInvoice } from "../modules/copilot-billing";
import {
  answerTicket,
  closeTicketAsStaff,
  getAdminTicket,
  listAdminTickets,
  supportReplySchema,
} from "../modules/support";
import { queryOf } from "./admin-route-handlers";

/**
 * Puts every /api/copilot/admin path but its sign-in routes (/api/copilot/admin/auth/*, mounted
 * before it) behind the copilot admin's session (ADR 0026): 401 without it, 403 for any other
 * credential (the agency console's session, a client's or candidate's bearer token) or a
 * cross-site change. Mounted before the copilot admin's routes and every other /api/copilot router.
 */
export const copilotAdminGuardRouter = Router();

const requireCopilotAdmin = requireStaff("copilot-admin");
copilotAdminGuardRouter.use("/copilot/admin", (req, res, next) =>
  req.path === "/auth" || req.path.startsWith("/auth/") ? next() : requireCopilotAdmin(req, res, next),
);

type Handler = (staff: AdminIdentity, req: Request<Record<string, string>>) => Promise<unknown>;

/** The route's answer as JSON, computed for the signed-in copilot admin. */
function handle(run: Handler): RequestHandler<Record<string, string>> {
  return async (req, res) => {
    res.json(await run(staffOf(res, "copilot-admin"), req));
  };
}

/** The copilot admin's API under /api/copilot/admin (every route behind copilotAdminGuardRouter). */
export const copilotAdminRouter = Router();

/** ?q=&status=&page= → 200 { rows: [id, name, status, plan, subscriptionStatus, members, createdAt], total, page, pageSize, q, status }. */
copilotAdminRouter.get(
  "/copilot/admin/workspaces",
  handle((_staff, req) => listWorkspaces(queryOf(req))),
);

/** → 200 the workspace: members, billing (subscription, usage, invoices), payments, tickets; 404. */
copilotAdminRouter.get(
  "/copilot/admin/workspaces/:id",
  handle((_staff, req) => getWorkspace(req.params.id ?? "")),
);

/** { reason } → 200 the workspace, suspended (audited); its members are refused from now on; 400; 404; 409. */
copilotAdminRouter.post(
  "/copilot/admin/workspaces/:id/suspend",
  handle((staff, req) =>
    suspendWorkspace(staff, req.params.id ?? "", parseInput(workspaceStatusChangeSchema, req.body ?? {})),
  ),
);

/** { reason } → 200 the workspace, active again (audited); 400; 404; 409 not suspended. */
copilotAdminRouter.post(
  "/copilot/admin/workspaces/:id/reinstate",
  handle((staff, req) =>
    reinstateWorkspace(staff, req.params.id ?? "", parseInput(workspaceStatusChangeSchema, req.body ?? {})),
  ),
);

/**
 * { amountCents, reason } → 200 { refundId, workspace }: a full or partial refund through the
 * payment provider, recorded and audited; 400 (more than paid and not yet refunded, no reason);
 * 404 (an invoice of another workspace).
 */
copilotAdminRouter.post(
  "/copilot/admin/workspaces/:id/invoices/:invoiceId/refund",
  handle(async (staff, req) => {
    const input = parseInput(invoiceRefundSchema, req.body ?? {});
    const workspace = await getWorkspace(req.params.id ?? "");
    const { refundId } = await refundInvoice(staff, {
      workspaceId: workspace.id,
      invoiceId: req.params.invoiceId ?? "",
      ...input,
    });
    return { refundId, workspace: await getWorkspace(workspace.id) };
  }),
);

/** { amountCents, reason } → 200 { creditId, workspace }: credit the next invoices use first; 400; 404. */
copilotAdminRouter.post(
  "/copilot/admin/workspaces/:id/credit",
  handle(async (staff, req) => {
    const input = parseInput(workspaceCreditSchema, req.body ?? {});
    const workspace = await getWorkspace(req.params.id ?? "");
    const { creditId } = await creditWorkspace(staff, { workspaceId: workspace.id, ...input });
    return { creditId, workspace: await getWorkspace(workspace.id) };
  }),
);

/** ?status=&page= → 200 the copilot workspaces' tickets (the agency's contractors' are not here). */
copilotAdminRouter.get(
  "/copilot/admin/support",
  handle((_staff, req) => listAdminTickets(queryOf(req), "copilot")),
);

/** → 200 the ticket and its thread; 404 (also for a contractor's ticket). */
copilotAdminRouter.get(
  "/copilot/admin/support/:id",
  handle((_staff, req) => getAdminTicket(req.params.id ?? "", "copilot")),
);

/** { message } → 200 the thread, answered; the client member is emailed through the outbox; 400; 404; 409 closed. */
copilotAdminRouter.post(
  "/copilot/admin/support/:id/messages",
  handle((staff, req) =>
    answerTicket(staff, req.params.id ?? "", parseInput(supportReplySchema, req.body ?? {}), "copilot"),
  ),
);

/** → 200 the thread, closed (audited); 404. */
copilotAdminRouter.post(
  "/copilot/admin/support/:id/close",
  handle((staff, req) => closeTicketAsStaff(staff, req.params.id ?? "", "copilot")),
);

/** ?page=&workspace= → 200 the ranking log, newest first. */
copilotAdminRouter.get(
  "/copilot/admin/rankings",
  handle((_staff, req) => listRankings(queryOf(req))),
);

/** → 200 one ranking: inputs, version, weights, and each entry's score and criteria points; 404. */
copilotAdminRouter.get(
  "/copilot/admin/rankings/:id",
  handle((_staff, req) => getRanking(req.params.id ?? "")),
);

/**
 * ?selection=shortlisted (default) | ranked-top-10 → 200 selection rates and impact ratios by
 * self-reported group; small groups withheld.
 */
copilotAdminRouter.get(
  "/copilot/admin/bias-report",
  handle((_staff, req) => biasReport(biasSelectionOf(queryOf(req).get("selection")))),
);
