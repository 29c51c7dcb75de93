/**
 * Support tickets of contractors (issue 9) and of AI hiring-assistant workspaces (issue 22), and the
 * staff inbox that answers them.
 */
export {
  type AdminSupportPage,
  type AdminSupportThread,
  answerTicket,
  closeTicketAsStaff,
  getAdminTicket,
  listAdminTickets,
  type SupportInbox,
} from "./admin-tickets";
export { supportAnsweredEmail, supportLink } from "./emails";
export {
  candidateRequester,
  closeOwnTicket,
  copilotRequester,
  createTicket,
  getOwnTicket,
  listOwnThreads,
  listOwnTickets,
  replyToOwnTicket,
  SUPPORT_REPLY_LIMIT,
  SUPPORT_TICKET_LIMIT,
  type SupportRequester,
} from "./requester-tickets";
export { newCopilotTicketSchema, newTicketSchema, supportReplySchema } from "./tickets";
