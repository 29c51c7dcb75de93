/**
 * What the copilot's billing asks of a payment provider (ADR 0022). Stripe and the local development
 * provider both implement it; billing never sees either one's own objects, only these shapes.
 * Amounts are US cents; times are Dates.
 */
import type { CopilotPlanId } from "../../../common/copilot-plans";
import { DomainError } from "../../errors";

export type PaymentProviderName = "stripe" | "local";

export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

/** The provider's view of a subscription; "past_due" covers Stripe's incomplete and unpaid too. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  plan: CopilotPlanId;
  status: "active" | "past_due" | "cancelled";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

export type ProviderInvoiceLine = {
  description: string;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
};

export type ProviderInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: "open" | "paid";
  totalCents: number;
  amountPaidCents: number;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  lines: ProviderInvoiceLine[];
};

/** Events billing handles, whichever provider sent them. `id` is the provider's event id. */
export type PaymentEvent = { id: string; created: Date } & (
  | { type: "payment.succeeded"; invoice: ProviderInvoice }
  | { type: "payment.failed"; invoice: ProviderInvoice; failureMessage: string }
  | { type: "invoice.finalized"; invoice: ProviderInvoice }
  | { type: "invoice.paid"; invoice: ProviderInvoice }
  | { type: "subscription.updated"; subscription: ProviderSubscription }
  | { type: "subscription.cancelled"; subscription: ProviderSubscription }
  | { type: "card.attached"; customerId: string; paymentMethodId: string; card: CardSummary }
  /** An event billing does not act on (still verified and recorded once). */
  | { type: "ignored"; providerType: string }
);

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  createCustomer(input: {
    email: string;
    name: string;
    workspaceId: string;
  }): Promise<{ customerId: string }>;
  /** Hosted card entry: send the browser to `url`; it comes back to returnUrl (done) or cancelUrl. */
  createCardSetupSession(input: {
    customerId: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** The card new invoices are charged to, or null before one is attached. */
  defaultCard(customerId: string): Promise<CardSummary | null>;
  /** Makes an attached card the one invoices charge (after card.attached). */
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;
  /** Starts the plan now, charging the first period; PaymentDeclined when the card refuses. */
  startSubscription(input: { customerId: string; plan: CopilotPlanId }): Promise<ProviderSubscription>;
  /** Moves to another plan now; the unused time of the old plan and the rest of the new one are prorated as of `prorationDate`. */
  changePlan(input: {
    subscriptionId: string;
    plan: CopilotPlanId;
    prorationDate: Date;
  }): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Charges the subscription's unpaid renewal again (after a new card); PaymentDeclined when it fails. */
  retryRenewal(subscriptionId: string): Promise<void>;
  refund(input: { invoiceId: string; amountCents: number; reason: string }): Promise<{ refundId: string }>;
  /** Credit the customer's next invoices use first. */
  credit(input: { customerId: string; amountCents: number; reason: string }): Promise<{ creditId: string }>;
  /** Verifies the signature header (InvalidWebhookSignature) and turns the body into an event. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
};

/** The card or the bank said no (402, with the provider's words). */
export class PaymentDeclined extends DomainError {
  override readonly status = 402;
}

/** No provider is configured (a public site without Stripe keys). */
export class PaymentsUnavailable extends DomainError {
  override readonly status = 503;
  constructor() {
    super("Payments are not set up on this site yet. Please contact us.");
  }
}
