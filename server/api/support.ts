import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import {
  closeOwnTicket,
  createTicket,
  getCandidateTicket,
  listCandidateTickets,
  newTicketSchema,
  replyToOwnTicket,
  supportReplySchema,
} from "../modules/support";

/**
 * The signed-in contractor's support tickets (/candidate/support). Bearer token on every call (401
 * without); another contractor's ticket ids answer 404.
 */
export const supportRouter = Router();

/** → 200 { tickets: [{ id, subject, category, categoryLabel, status, statusLabel, createdAt, updatedAt, messageCount }] }. */
supportRouter.get("/candidates/support/tickets", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await listCandidateTickets(session));
});

/** { subject ≤ 200, category, message ≤ 5000 } → 201 the ticket with messages [{ id, from, staffEmail, body, createdAt }]; 400; 429. */
supportRouter.post("/candidates/support/tickets", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(newTicketSchema, req.body ?? {});
  res.status(201).json(await createTicket(session, input));
});

/** → 200 the ticket and its thread; 404. */
supportRouter.get("/candidates/support/tickets/:id", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await getCandidateTicket(session, req.params.id));
});

/** { message } → 200 the thread (an answered ticket is open again); 400; 404; 409 closed; 429. */
supportRouter.post("/candidates/support/tickets/:id/messages", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(supportReplySchema, req.body ?? {});
  res.json(await replyToOwnTicket(session, req.params.id, input));
});

/** → 200 the thread, closed; 404. */
supportRouter.post("/candidates/support/tickets/:id/close", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await closeOwnTicket(session, req.params.id));
});
