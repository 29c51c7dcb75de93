import type { SupportCategory, SupportStatus } from "./recruiting";

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  pay: "Pay and paystubs",
  timesheets: "Timesheets",
  benefits: "Benefits",
  documents: "Documents",
  assignment: "My assignment",
  other: "Something else",
  workspace: "Account and members",
  billing: "Plan and billing",
  orders: "Orders",
  ranking: "Candidates and ranking",
};

/** What a contractor asks about (/candidate/support). */
export const CONTRACTOR_SUPPORT_CATEGORIES = [
  "pay",
  "timesheets",
  "benefits",
  "documents",
  "assignment",
  "other",
] as const satisfies readonly SupportCategory[];

/** What an AI hiring-assistant client asks about (/copilot/client/support). */
export const COPILOT_SUPPORT_CATEGORIES = [
  "workspace",
  "billing",
  "orders",
  "ranking",
  "other",
] as const satisfies readonly SupportCategory[];

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
  /** "you" / the contractor's name (or the client's team) for their messages; "Sunshine Staffing" for the agency's. */
  from: "contractor" | "staff";
  staffEmail: string | null;
  /** In an AI hiring-assistant workspace's ticket, the member who wrote it (null otherwise). */
  authorName: string | null;
  body: string;
  createdAt: string;
};

export type SupportTicketThread = SupportTicketSummary & { messages: SupportMessageView[] };

/**
 * A ticket as the staff inbox lists it: the contractor's, or an AI hiring-assistant workspace's
 * (`workspaceName` set; contractorName and contractorEmail are then who opened it).
 */
export type AdminSupportTicket = SupportTicketSummary & {
  candidateId: string | null;
  workspaceName: string | null;
  contractorName: string;
  contractorEmail: string;
};
