/** Contractors' support tickets and the staff inbox that answers them (issue 9). */
export {
  type AdminSupportPage,
  type AdminSupportThread,
  answerTicket,
  closeTicketAsStaff,
  getAdminTicket,
  listAdminTickets,
} from "./admin-tickets";
export {
  closeOwnTicket,
  createTicket,
  getCandidateTicket,
  listCandidateTickets,
  replyToOwnTicket,
  SUPPORT_REPLY_LIMIT,
  SUPPORT_TICKET_LIMIT,
} from "./candidate-tickets";
export { supportAnsweredEmail, supportLink } from "./emails";
export { newTicketSchema, supportReplySchema } from "./tickets";
