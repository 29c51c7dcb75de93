import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signWebhookPayload, verifyWebhookSignature } from "./webhook-signature";

const stripe = new Stripe("sk_test_unused");
const secret = "whsec_test_secret";
const payload = JSON.stringify({ id: "evt_1", object: "event" });

describe("the webhook signature check", () => {
  it("accepts the header Stripe's own test helper makes, so Stripe's deliveries pass", () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(() => verifyWebhookSignature(payload, header, secret)).not.toThrow();
  });

  it("makes headers Stripe's own verification accepts, so the local provider signs as Stripe does", () => {
    const header = signWebhookPayload(payload, secret);
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe("evt_1");
  });

  it("refuses another secret, a changed body, no header, no v1 and an old timestamp", () => {
    const header = signWebhookPayload(payload, secret);
    expect(() => verifyWebhookSignature(payload, header, "whsec_other")).toThrow("no signature matches");
    expect(() => verifyWebhookSignature(`${payload} `, header, secret)).toThrow("no signature matches");
    expect(() => verifyWebhookSignature(payload, undefined, secret)).toThrow("no Stripe-Signature header");
    expect(() => verifyWebhookSignature(payload, "t=123", secret)).toThrow("no timestamp or no v1");
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => verifyWebhookSignature(payload, old, secret)).toThrow("too old");
    try {
      verifyWebhookSignature(payload, undefined, secret);
    } catch (error) {
      expect((error as { status: number }).status).toBe(400);
    }
  });

  it("accepts any of several v1 signatures (Stripe sends two while a secret is rolled)", () => {
    const good = signWebhookPayload(payload, secret);
    const header = `${good.split(",")[0]},v1=${"0".repeat(64)},${good.split(",")[1]}`;
    expect(() => verifyWebhookSignature(payload, header, secret)).not.toThrow();
  });
});
