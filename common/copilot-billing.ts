/**
 * The copilot's billing as the client pages and the API show it (issue 22, ADR 0022). Amounts are US
 * cents; times are ISO strings.
 */
import type { CopilotPlanId } from "./copilot-plans";

export const COPILOT_BILLING_PATHS = {
  subscribe: "/copilot/client/subscribe",
  paymentSetup: "/copilot/client/payment-setup",
  billing: "/copilot/client/billing",
} as const;

/** What a link to each billing page is called where an error sends someone there (a plan limit, say). */
export const COPILOT_BILLING_LINK_LABELS: Record<string, string> = {
  [COPILOT_BILLING_PATHS.subscribe]: "Choose a plan",
  [COPILOT_BILLING_PATHS.billing]: "See plans and billing",
  [COPILOT_BILLING_PATHS.paymentSetup]: "Update your card",
};

export type CopilotSubscriptionStatus = "active" | "past_due" | "read_only" | "cancelled";

export const COPILOT_SUBSCRIPTION_STATUS_LABELS: Record<CopilotSubscriptionStatus, string> = {
  active: "Active",
  past_due: "Payment failed: update your card",
  read_only: "Read-only until paid",
  cancelled: "Cancelled",
};

export type CopilotCard = { brand: string; last4: string; expMonth: number; expYear: number };

export type CopilotInvoiceSummary = {
  id: string;
  number: string;
  status: "open" | "paid";
  totalCents: number;
  amountPaidCents: number;
  amountRefundedCents: number;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  paidAt: string | null;
};

export type CopilotInvoiceDetail = CopilotInvoiceSummary & {
  lines: { description: string; amountCents: number; periodStart: string; periodEnd: string }[];
};

export type CopilotBillingOverview = {
  card: CopilotCard | null;
  subscription: {
    plan: CopilotPlanId;
    status: CopilotSubscriptionStatus;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    graceUntil: string | null;
  } | null;
  usage: { ordersSubmitted: number; ordersPerMonth: number; seats: number } | null;
  invoices: CopilotInvoiceSummary[];
};

export type CopilotPlanChangePreview = {
  from: CopilotPlanId;
  to: CopilotPlanId;
  /** Credit for the current plan's unused time (zero or negative). */
  unusedCents: number;
  /** The new plan for the rest of the period. */
  remainingCents: number;
  /** Charged now when positive; credit for later invoices when negative. */
  netCents: number;
  /** The instant the amounts are computed for: send it back to confirm, so the charge is the amount shown. */
  prorationDate: string;
  currentPeriodEnd: string;
};
