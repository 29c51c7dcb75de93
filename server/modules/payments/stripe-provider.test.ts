import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createStripePaymentProvider } from "./stripe-provider";

const secret = "whsec_mapping_test";
const stripe = new Stripe("sk_test_unused");
// parseWebhook never calls Stripe: the client is only there for the other methods.
const provider = createStripePaymentProvider({
  secretKey: "sk_test_unused",
  webhookSecret: secret,
  client: stripe,
});

const deliver = (event: Record<string, unknown>) => {
  const payload = JSON.stringify(event);
  return provider.parseWebhook(
    Buffer.from(payload),
    stripe.webhooks.generateTestHeaderString({ payload, secret }),
  );
};

const NOV_26 = 1_795_651_200; // 2026-11-26T00:00:00Z
const DEC_26 = 1_798_243_200; // 2026-12-26T00:00:00Z

const subscription = (status: string, cancelAtPeriodEnd = false) => ({
  id: "sub_123",
  object: "subscription",
  customer: "cus_123",
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  items: {
    object: "list",
    data: [
      {
        id: "si_1",
        object: "subscription_item",
        current_period_start: NOV_26,
        current_period_end: DEC_26,
        price: { id: "price_growth", object: "price", lookup_key: "copilot_growth_monthly" },
      },
    ],
  },
});

const invoice = (status: string) => ({
  id: "in_123",
  object: "invoice",
  customer: "cus_123",
  status,
  total: 39_900,
  amount_paid: status === "paid" ? 39_900 : 0,
  created: NOV_26,
  period_start: NOV_26 - 2_592_000,
  period_end: NOV_26,
  last_finalization_error: null,
  parent: { type: "subscription_details", subscription_details: { subscription: "sub_123" } },
  lines: {
    object: "list",
    data: [
      {
        id: "il_1",
        amount: 39_900,
        description: "1 × Growth (at $399.00 / month)",
        period: { start: NOV_26, end: DEC_26 },
      },
    ],
  },
});

const event = (type: string, object: unknown) => ({
  id: `evt_${type}`,
  object: "event",
  type,
  created: NOV_26,
  data: { object },
});

describe("Stripe's webhook events in the provider interface's shapes", () => {
  it("maps a subscription update with the plan from the price's lookup key and the period from its item", () => {
    expect(deliver(event("customer.subscription.updated", subscription("active", true)))).toEqual({
      id: "evt_customer.subscription.updated",
      created: new Date(NOV_26 * 1000),
      type: "subscription.updated",
      subscription: {
        id: "sub_123",
        customerId: "cus_123",
        plan: "growth",
        status: "active",
        currentPeriodStart: new Date(NOV_26 * 1000),
        currentPeriodEnd: new Date(DEC_26 * 1000),
        cancelAtPeriodEnd: true,
      },
    });
  });

  it("treats unpaid and incomplete as past due, and a deleted subscription as cancelled", () => {
    for (const status of ["past_due", "unpaid", "incomplete"]) {
      const mapped = deliver(event("customer.subscription.updated", subscription(status)));
      expect(mapped.type === "subscription.updated" && mapped.subscription.status).toBe("past_due");
    }
    const deleted = deliver(event("customer.subscription.deleted", subscription("canceled")));
    expect(deleted.type).toBe("subscription.cancelled");
  });

  it("maps a failed renewal with its subscription, and takes the invoice's period from its lines", () => {
    const mapped = deliver(event("invoice.payment_failed", invoice("open")));
    expect(mapped).toMatchObject({
      type: "payment.failed",
      failureMessage: "The card was declined.",
      invoice: {
        id: "in_123",
        subscriptionId: "sub_123",
        status: "open",
        totalCents: 39_900,
        periodStart: new Date(NOV_26 * 1000),
        periodEnd: new Date(DEC_26 * 1000),
        lines: [{ description: "1 × Growth (at $399.00 / month)", amountCents: 39_900 }],
      },
    });
    expect(deliver(event("invoice.paid", invoice("paid")))).toMatchObject({
      type: "invoice.paid",
      invoice: { status: "paid", amountPaidCents: 39_900 },
    });
    expect(deliver(event("invoice.payment_succeeded", invoice("paid"))).type).toBe("payment.succeeded");
    expect(deliver(event("invoice.finalized", invoice("open"))).type).toBe("invoice.finalized");
  });

  it("maps an attached card and ignores what billing does not act on", () => {
    const card = {
      id: "pm_1",
      object: "payment_method",
      customer: "cus_123",
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
    };
    expect(deliver(event("payment_method.attached", card))).toMatchObject({
      type: "card.attached",
      customerId: "cus_123",
      paymentMethodId: "pm_1",
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
    expect(deliver(event("charge.refunded", { id: "ch_1" }))).toMatchObject({
      type: "ignored",
      providerType: "charge.refunded",
    });
  });

  it("refuses a delivery signed with another secret (400)", () => {
    const payload = JSON.stringify(event("invoice.paid", invoice("paid")));
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    expect(() => provider.parseWebhook(Buffer.from(payload), header)).toThrow(/signature/);
  });
});
