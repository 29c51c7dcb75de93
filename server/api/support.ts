import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import { authenticateCopilot } from "../modules/copilot-accounts";
import {
  candidateRequester,
  closeOwnTicket,
  copilotRequester,
  createTicket,
  getOwnTicket,
  listOwnTickets,
  newCopilotTicketSchema,
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
  const requester = candidateRequester(await authenticateCandidate(req));
  res.json(await listOwnTickets(requester));
});

/** { subject ≤ 200, category, message ≤ 5000 } → 201 the ticket with messages [{ id, from, staffEmail, body, createdAt }]; 400; 429. */
supportRouter.post("/candidates/support/tickets", async (req, res) => {
  const requester = candidateRequester(await authenticateCandidate(req));
  const input = parseInput(newTicketSchema, req.body ?? {});
  res.status(201).json(await createTicket(requester, input));
});

/** → 200 the ticket and its thread; 404. */
supportRouter.get("/candidates/support/tickets/:id", async (req, res) => {
  const requester = candidateRequester(await authenticateCandidate(req));
  res.json(await getOwnTicket(requester, req.params.id));
});

/** { message } → 200 the thread (an answered ticket is open again); 400; 404; 409 closed; 429. */
supportRouter.post("/candidates/support/tickets/:id/messages", async (req, res) => {
  const requester = candidateRequester(await authenticateCandidate(req));
  const input = parseInput(supportReplySchema, req.body ?? {});
  res.json(await replyToOwnTicket(requester, req.params.id, input));
});

/** → 200 the thread, closed; 404. */
supportRouter.post("/candidates/support/tickets/:id/close", async (req, res) => {
  const requester = candidateRequester(await authenticateCandidate(req));
  res.json(await closeOwnTicket(requester, req.params.id));
});

/**
 * An AI hiring-assistant workspace's tickets (/copilot/client/support): the same calls under
 * /api/copilot/support with the copilot bearer token; every member sees the workspace's tickets,
 * another workspace's ids answer 404. Categories: workspace, billing, orders, ranking, other.
 */
supportRouter.get("/copilot/support/tickets", async (req, res) => {
  res.json(await listOwnTickets(copilotRequester(await authenticateCopilot(req))));
});

supportRouter.post("/copilot/support/tickets", async (req, res) => {
  const requester = copilotRequester(await authenticateCopilot(req));
  const input = parseInput(newCopilotTicketSchema, req.body ?? {});
  res.status(201).json(await createTicket(requester, input));
});

supportRouter.get("/copilot/support/tickets/:id", async (req, res) => {
  res.json(await getOwnTicket(copilotRequester(await authenticateCopilot(req)), req.params.id));
});

supportRouter.post("/copilot/support/tickets/:id/messages", async (req, res) => {
  const requester = copilotRequester(await authenticateCopilot(req));
  const input = parseInput(supportReplySchema, req.body ?? {});
  res.json(await replyToOwnTicket(requester, req.params.id, input));
});

supportRouter.post("/copilot/support/tickets/:id/close", async (req, res) => {
  res.json(await closeOwnTicket(copilotRequester(await authenticateCopilot(req)), req.params.id));
});
