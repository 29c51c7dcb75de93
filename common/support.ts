import type { SupportCategory, SupportStatus } from "./recruiting";

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  pay: "Pay and paystubs",
  timesheets: "Timesheets",
  benefits: "Benefits",
  documents: "Documents",
  assignment: "My assignment",
  other: "Something else",
};

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
};

export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;

export const SUPPORT_MESSAGES = {
  subject: "Please enter a subject.",
  subjectTooLong: `Please keep the subject under ${SUPPORT_LIMITS.subject} characters.`,
  category: "Please choose a category.",
  message: "Please write your message.",
  messageTooLong: `Please keep your message under ${SUPPORT_LIMITS.message} characters.`,
  notFound: "This ticket was not found.",
  closed: "This ticket is closed. Please open a new ticket.",
} as const;

export type SupportTicketSummary = {
  id: string;
  subject: string;
  category: SupportCategory;
  categoryLabel: string;
  status: SupportStatus;
  statusLabel: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
};

export type SupportMessageView = {
  id: string;
  /** "you" / the contractor's name for their messages; "Sunshine Staffing" for the agency's. */
  from: "contractor" | "staff";
  staffEmail: string | null;
  body: string;
  createdAt: string;
};

export type SupportTicketThread = SupportTicketSummary & { messages: SupportMessageView[] };

export type AdminSupportTicket = SupportTicketSummary & {
  candidateId: string;
  contractorName: string;
  contractorEmail: string;
};
