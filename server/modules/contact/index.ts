export {
  type AdminMessage,
  listAdminMessages,
  MESSAGE_NOT_FOUND,
  markMessageHandled,
  messageHandledSchema,
  messageReplySchema,
  replyToMessage,
} from "./admin-messages";
export {
  CONTACT_LIMIT_PER_IP,
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageListItem,
  type ContactSubmission,
  type ContactSubmissionResult,
  listContactMessages,
  parseContactMessage,
  submitContactMessage,
} from "./contact-messages";
