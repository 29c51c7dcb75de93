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
