/** Stripe's objects in the provider interface's shapes (pure functions, tested without the network). */
import type Stripe from "stripe";
import { COPILOT_PLANS, type CopilotPlanId } from "../../../common/copilot-plans";
import type { PaymentEvent, ProviderInvoice, ProviderSubscription } from "./provider";

/** Each plan's Stripe price is found (or created once) by this lookup key: prices follow copilot-plans.ts. */
export const stripePriceLookupKey = (plan: CopilotPlanId) => `copilot_${plan}_monthly`;

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

function planOfPrice(price: Stripe.Price): CopilotPlanId {
  const plan = COPILOT_PLANS.find((candidate) => stripePriceLookupKey(candidate.id) === price.lookup_key);
  if (!plan)
    throw new Error(`Stripe price ${price.id} is not a copilot plan (lookup key ${price.lookup_key})`);
  return plan.id;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const status: ProviderSubscription["status"] =
    subscription.status === "active" || subscription.status === "trialing"
      ? "active"
      : subscription.status === "canceled" || subscription.status === "incomplete_expired"
        ? "cancelled"
        : "past_due";
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    plan: planOfPrice(item.price),
    status,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The period is taken from the lines: a renewal invoice's own period_start/end name the period before. */
export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const lines = invoice.lines.data.map((line) => ({
    description: line.description ?? "Subscription",
    amountCents: line.amount,
    periodStart: fromUnix(line.period.start),
    periodEnd: fromUnix(line.period.end),
  }));
  const starts = lines.map((line) => line.periodStart.getTime());
  const ends = lines.map((line) => line.periodEnd.getTime());
  return {
    id: invoice.id ?? "",
    customerId: idOf(invoice.customer) ?? "",
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status === "paid" ? "paid" : "open",
    totalCents: invoice.total,
    amountPaidCents: invoice.amount_paid,
    periodStart: starts.length ? new Date(Math.min(...starts)) : fromUnix(invoice.period_start),
    periodEnd: ends.length ? new Date(Math.max(...ends)) : fromUnix(invoice.period_end),
    createdAt: fromUnix(invoice.created),
    lines,
  };
}

/** The Stripe events billing acts on; any other type is "ignored" (still recorded once). */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: fromUnix(event.created) };
  const object = event.data.object as unknown;
  switch (event.type) {
    case "invoice.payment_succeeded":
      return { ...base, type: "payment.succeeded", invoice: toProviderInvoice(object as Stripe.Invoice) };
    case "invoice.payment_failed": {
      const invoice = object as Stripe.Invoice;
      return {
        ...base,
        type: "payment.failed",
        invoice: toProviderInvoice(invoice),
        failureMessage: invoice.last_finalization_error?.message ?? "The card was declined.",
      };
    }
    case "invoice.finalized":
      return { ...base, type: "invoice.finalized", invoice: toProviderInvoice(object as Stripe.Invoice) };
    case "invoice.paid":
      return { ...base, type: "invoice.paid", invoice: toProviderInvoice(object as Stripe.Invoice) };
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return {
        ...base,
        type: "subscription.updated",
        subscription: toProviderSubscription(object as Stripe.Subscription),
      };
    case "customer.subscription.deleted":
      return {
        ...base,
        type: "subscription.cancelled",
        subscription: toProviderSubscription(object as Stripe.Subscription),
      };
    case "payment_method.attached": {
      const method = object as Stripe.PaymentMethod;
      if (!method.card) return { ...base, type: "ignored", providerType: event.type };
      return {
        ...base,
        type: "card.attached",
        customerId: idOf(method.customer) ?? "",
        paymentMethodId: method.id,
        card: {
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        },
      };
    }
    default:
      return { ...base, type: "ignored", providerType: event.type };
  }
}
