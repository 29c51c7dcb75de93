import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import {
  answerTicket,
  closeTicketAsStaff,
  getAdminTicket,
  listAdminTickets,
  supportReplySchema,
} from "../modules/support";
import { changeHandler, listHandler, recordHandler } from "./admin-route-handlers";

/**
 * The console's support inbox. Mounted after adminGuardRouter, whose requireAdmin guard covers
 * every /api/admin path: 401 without an admin session, 403 for any other credential.
 */
export const supportAdminRouter = Router();

/** ?status=&page= → 200 { rows: [ticket + candidateId, contractorName, contractorEmail], total, page, pageSize, status }, oldest open first. */
supportAdminRouter.get("/admin/support", listHandler(listAdminTickets));

/** → 200 the ticket, its contractor and messages; 404. */
supportAdminRouter.get("/admin/support/:id", recordHandler(getAdminTicket));

/** { message } → 200 the thread, now answered; the contractor is emailed (audited); 400; 404; 409 closed. */
supportAdminRouter.post(
  "/admin/support/:id/messages",
  changeHandler((admin, id, body) => answerTicket(admin, id, parseInput(supportReplySchema, body ?? {}))),
);

/** → 200 the thread, closed (audited); 404. */
supportAdminRouter.post(
  "/admin/support/:id/close",
  changeHandler((admin, id) => closeTicketAsStaff(admin, id)),
);
