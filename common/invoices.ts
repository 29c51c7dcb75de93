/**
 * Invoices the agency issues to client companies (issue 18). Vocabulary only (no zod).
 * "overdue" is never stored: an open invoice past its due date is shown as overdue.
 */
export const STORED_INVOICE_STATUSES = ["open", "paid", "void"] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
export const INVOICE_STATUSES = ["open", "paid", "overdue", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: "Open",
  paid: "Paid",
  overdue: "Overdue",
  void: "Void",
};

/** A week of contract work (hours × bill rate), or a direct hire's placement fee. */
export const INVOICE_KINDS = ["contract_week", "placement_fee"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Hours over this many in one week are overtime, billed at OVERTIME_MULTIPLIER × the bill rate. */
export const OVERTIME_THRESHOLD_HOURS = 40;
export const OVERTIME_MULTIPLIER = 1.5;

export const PAYMENT_METHODS = ["ach", "wire", "check", "card", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  ach: "ACH transfer",
  wire: "Wire transfer",
  check: "Check",
  card: "Card",
  other: "Other",
};

export const INVOICE_LIMITS = {
  voidReason: 1000,
  paymentReference: 100,
} as const;

export const INVOICE_MESSAGES = {
  notFound: "We couldn't find that invoice.",
  weekStart: "Please choose the Monday the week starts on.",
  weekNotOver: "That week has not ended yet: run it once its Sunday is past.",
  amount: "Please enter an amount above $0.00 with at most two decimals.",
  amountOverBalance: "The payment is more than the balance due.",
  receivedOn: "Please enter the date the payment was received (not in the future).",
  method: "Please choose how the payment was made.",
  referenceTooLong: `Please shorten the reference to ${INVOICE_LIMITS.paymentReference} characters or fewer.`,
  voidReason: "Please give the reason for voiding the invoice.",
  voidReasonTooLong: `Please shorten the reason to ${INVOICE_LIMITS.voidReason} characters or fewer.`,
  notOpen: "Only an open invoice can take a payment or be voided. Reload to see its status.",
  hasPayments: "This invoice has payments recorded: it cannot be voided.",
  noClientCompany: "The placement has no client company: link it to one to bill its work.",
} as const;

/** One line of an invoice as staff and the client see it. */
export type InvoiceLineView = {
  id: string;
  description: string;
  contractorName: string;
  weekStart: string | null;
  regularHours: string;
  overtimeHours: string;
  billRate: string | null;
  salary: string | null;
  feePercent: string | null;
  amount: string;
};

export type InvoicePaymentView = {
  id: string;
  amount: string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string | null;
  recordedBy: string;
};

/** An invoice in a list: its status already says "overdue" when it is open and past due. */
export type InvoiceSummary = {
  id: string;
  number: string;
  kind: InvoiceKind;
  company: { id: string; legalName: string };
  periodStart: string | null;
  periodEnd: string | null;
  issueDate: string;
  dueDate: string;
  paymentTermsDays: number;
  total: string;
  amountPaid: string;
  balance: string;
  status: InvoiceStatus;
};

export type InvoiceDetail = InvoiceSummary & {
  voidReason: string | null;
  billingContact: { name: string | null; email: string | null };
  lines: InvoiceLineView[];
  payments: InvoicePaymentView[];
};

/** What a weekly run did: the invoices it issued and the billable work it could not bill. */
export type InvoiceRunReport = {
  weekStart: string;
  issued: { id: string; number: string; companyName: string; kind: InvoiceKind; total: string }[];
  skipped: { placementId: string; contractorName: string; client: string; reason: string }[];
};

/** "open" past its due date (a date in the agency's time zone) reads "overdue". */
export function displayedInvoiceStatus(
  status: StoredInvoiceStatus,
  dueDate: string,
  today: string,
): InvoiceStatus {
  return status === "open" && dueDate < today ? "overdue" : status;
}
