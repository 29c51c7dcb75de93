/**
 * The PaymentProvider over Stripe's API with the official `stripe` package (ADR 0022): Checkout in
 * setup mode for card entry, Billing subscriptions on one price per plan (by lookup key), refunds,
 * customer balance credits, and webhooks verified with the shared signature check.
 */
import Stripe from "stripe";
import { BRAND } from "../../../common/brand";
import { type CopilotPlanId, copilotPlan } from "../../../common/copilot-plans";
import { Invalid } from "../../errors";
import { PaymentDeclined, type PaymentProvider } from "./provider";
import { stripePriceLookupKey, toPaymentEvent, toProviderSubscription } from "./stripe-mapping";
import { verifiedWebhookJson } from "./webhook-signature";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A card Stripe refused becomes the 402 with Stripe's own words; anything else is ours to log. */
async function declinedAsPaymentDeclined<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(error.message);
    throw error;
  }
}

export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  client = new Stripe(secretKey),
}: {
  secretKey: string;
  webhookSecret: string;
  /** A client pointed elsewhere (tests); by default Stripe's API with the key. */
  client?: Stripe;
}): PaymentProvider {
  const prices = new Map<CopilotPlanId, string>();

  /** The plan's price id: the one with its lookup key, created from copilot-plans.ts on first use. */
  async function priceOf(plan: CopilotPlanId): Promise<string> {
    const known = prices.get(plan);
    if (known) return known;
    const lookupKey = stripePriceLookupKey(plan);
    const [existing] = (await client.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data;
    const { name, monthlyPriceCents } = copilotPlan(plan);
    const price =
      existing ??
      (await client.prices.create({
        currency: "usd",
        unit_amount: monthlyPriceCents,
        recurring: { interval: "month" },
        lookup_key: lookupKey,
        product_data: { name: `${BRAND.name} hiring assistant, ${name}` },
      }));
    prices.set(plan, price.id);
    return price.id;
  }

  async function itemOf(subscriptionId: string): Promise<string> {
    const subscription = await client.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    return item.id;
  }

  return {
    name: "stripe",

    async createCustomer({ email, name, workspaceId }) {
      const customer = await client.customers.create({ email, name, metadata: { workspaceId } });
      return { customerId: customer.id };
    },

    async createCardSetupSession({ customerId, returnUrl, cancelUrl }) {
      const session = await client.checkout.sessions.create({
        mode: "setup",
        customer: customerId,
        currency: "usd",
        success_url: returnUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a setup session without a URL");
      return { id: session.id, url: session.url };
    },

    async defaultCard(customerId) {
      const customer = await client.customers.retrieve(customerId, {
        expand: ["invoice_settings.default_payment_method"],
      });
      if (customer.deleted) return null;
      const method = customer.invoice_settings.default_payment_method;
      if (!method || typeof method === "string" || !method.card) return null;
      const { brand, last4, exp_month, exp_year } = method.card;
      return { brand, last4, expMonth: exp_month, expYear: exp_year };
    },

    async setDefaultCard(customerId, paymentMethodId) {
      await client.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    },

    async startSubscription({ customerId, plan }) {
      const price = await priceOf(plan);
      const subscription = await declinedAsPaymentDeclined(() =>
        client.subscriptions.create({
          customer: customerId,
          items: [{ price }],
          // Like the local provider: a first payment that fails leaves no subscription behind.
          payment_behavior: "error_if_incomplete",
        }),
      );
      return toProviderSubscription(subscription);
    },

    async changePlan({ subscriptionId, plan, prorationDate }) {
      const [item, price] = await Promise.all([itemOf(subscriptionId), priceOf(plan)]);
      const subscription = await declinedAsPaymentDeclined(() =>
        client.subscriptions.update(subscriptionId, {
          items: [{ id: item, price }],
          // Invoiced now at the time the preview used, so the charge is the amount shown before confirming.
          proration_behavior: "always_invoice",
          proration_date: unix(prorationDate),
          payment_behavior: "error_if_incomplete",
        }),
      );
      return toProviderSubscription(subscription);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return toProviderSubscription(
        await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async retryRenewal(subscriptionId) {
      const [open] = (await client.invoices.list({ subscription: subscriptionId, status: "open", limit: 1 }))
        .data;
      if (!open?.id) throw new Invalid("There is no unpaid invoice to pay.");
      const invoiceId = open.id;
      await declinedAsPaymentDeclined(() => client.invoices.pay(invoiceId));
    },

    async refund({ invoiceId, amountCents, reason }) {
      const [payment] = (await client.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 }))
        .data;
      const paymentIntent = payment?.payment.payment_intent;
      if (!paymentIntent) throw new Invalid("This invoice has no card payment to refund.");
      const refund = await client.refunds.create({
        payment_intent: typeof paymentIntent === "string" ? paymentIntent : paymentIntent.id,
        amount: amountCents,
        reason: "requested_by_customer",
        metadata: { reason: reason.slice(0, 500) },
      });
      return { refundId: refund.id };
    },

    async credit({ customerId, amountCents, reason }) {
      // A negative balance is credit Stripe applies to the customer's next invoices.
      const transaction = await client.customers.createBalanceTransaction(customerId, {
        amount: -amountCents,
        currency: "usd",
        description: reason.slice(0, 350),
      });
      return { creditId: transaction.id };
    },

    parseWebhook(rawBody, signatureHeader) {
      return toPaymentEvent(
        verifiedWebhookJson(rawBody.toString("utf8"), signatureHeader, webhookSecret) as Stripe.Event,
      );
    },
  };
}
