import { eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  CopilotBillingOverview,
  CopilotInvoiceDetail,
  CopilotPlanChangePreview,
} from "../../common/copilot-billing";
import { COPILOT_GRACE_DAYS } from "../../common/copilot-plans";
import {
  billingCaller,
  enterCard,
  postForm,
  sessionHeaders,
} from "../../tests/support/copilot-billing-records";
import { completeDraft } from "../../tests/support/copilot-order-draft";
import { pdfText } from "../../tests/support/pdf-text";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import {
  copilotBillingAccounts,
  copilotBillingEvents,
  copilotPayments,
  copilotSubscriptions,
  localPaymentEvents,
} from "../db/schema";
import {
  assertCanSubmitOrder,
  assertSeatAvailable,
  billingOverview,
  type CopilotBillingCaller,
  confirmPlanChange,
  endExpiredGracePeriods,
  payFailedRenewal,
  previewPlanChange,
  recordOrderSubmitted,
  setCancelAtPeriodEnd,
  startCardEntry,
  subscribe,
} from "../modules/copilot-billing";
import {
  createLocalPaymentProvider,
  LOCAL_WEBHOOK_SECRET,
  type LocalPaymentProvider,
  runLocalPaymentsClock,
  setPaymentProvider,
  signWebhookPayload,
} from "../modules/payments";

const { db } = setupTestDatabase();
const app = setupTestApp();

let localProvider: LocalPaymentProvider;

beforeAll(() => {
  // The local provider's webhooks go to this file's own server.
  localProvider = createLocalPaymentProvider({ appUrl: app.url });
  setPaymentProvider(localProvider);
});

const DAY = 86_400_000;

/** Adds a card through the hosted entry page and returns the page's answer (303 back to the app on success). */
async function addCard(caller: CopilotBillingCaller, number: string) {
  const { url } = await startCardEntry(caller, { plan: "starter" });
  return { url, response: await enterCard(url, number) };
}

async function subscribedWorkspace(plan: "starter" | "growth" = "starter") {
  const caller = await billingCaller();
  await addCard(caller, "4242 4242 4242 4242");
  await subscribe(caller, plan);
  return caller;
}

const subscriptionOf = async (workspaceId: string) =>
  (
    await db().select().from(copilotSubscriptions).where(eq(copilotSubscriptions.workspaceId, workspaceId))
  )[0];

function signedDelivery(payload: string, signature = signWebhookPayload(payload, LOCAL_WEBHOOK_SECRET)) {
  return fetch(`${app.url}/api/copilot/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

describe("hosted card entry with the local provider's test cards", () => {
  it("4242 4242 4242 4242 is saved, the browser returns to the app, and the card.attached webhook records it", async () => {
    const caller = await billingCaller();
    const { url, response } = await addCard(caller, "4242 4242 4242 4242");
    expect(url).toMatch(new RegExp(`^${app.url}/dev/payments/setup/seti_local_[0-9a-f]{24}$`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `${app.config.APP_URL}/copilot/client/subscribe?plan=starter&card=saved`,
    );
    const overview = await billingOverview(caller);
    expect(overview.card).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
  });

  it("shows the card form with the test cards", async () => {
    const { url } = await startCardEntry(await billingCaller(), {});
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Add a card</h1>");
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain("4000 0025 0000 3155");
  });

  it("4000 0000 0000 0002 is declined: the page says so, no card is saved and subscribing is refused", async () => {
    const caller = await billingCaller();
    const { response } = await addCard(caller, "4000000000000002");
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined. Try another card.");
    expect((await billingOverview(caller)).card).toBeNull();
    await expect(subscribe(caller, "starter")).rejects.toThrow("Add a card before subscribing.");
  });

  it("4000 0025 0000 3155 asks for authentication: Fail saves nothing, Complete saves the card", async () => {
    const caller = await billingCaller();
    const { url, response } = await addCard(caller, "4000 0025 0000 3155");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(new URL(url).pathname);
    const step = await (await fetch(url)).text();
    expect(step).toContain("<h1>Authenticate this payment</h1>");
    expect(step).toContain('value="complete">Complete</button>');

    const failed = await postForm(`${url}/authenticate`, { decision: "fail" });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain("The payment could not be authenticated.");
    expect((await billingOverview(caller)).card).toBeNull();

    await enterCard(url, "4000002500003155");
    const completed = await postForm(`${url}/authenticate`, { decision: "complete" });
    expect(completed.status).toBe(303);
    expect(completed.headers.get("location")).toContain("card=saved");
    expect((await billingOverview(caller)).card?.last4).toBe("3155");
  });

  it("refuses a number that is not a test card, a past expiry and a missing security code, naming each field", async () => {
    const { url } = await startCardEntry(await billingCaller(), {});
    const response = await postForm(url, { number: "4111 1111 1111 1111", expiry: "01/20", cvc: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Use one of the test cards listed below");
    expect(html).toContain("This card has expired.");
    expect(html).toContain("Enter the 3 or 4 digit security code.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("answers an unknown session with a 404 page", async () => {
    const response = await fetch(`${app.url}/dev/payments/setup/seti_local_nope`);
    expect(response.status).toBe(404);
  });
});

describe("subscribing", () => {
  it("charges the first month: the subscription is active and the paid invoice is numbered, with its line", async () => {
    const caller = await subscribedWorkspace();
    const overview = await billingOverview(caller);
    expect(overview.subscription).toMatchObject({
      plan: "starter",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(overview.usage).toEqual({ ordersSubmitted: 0, ordersPerMonth: 3, seats: 2 });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({
      status: "paid",
      totalCents: 14_900,
      amountPaidCents: 14_900,
    });
    expect(overview.invoices[0]?.number).toMatch(/^CP-\d{4}-\d{6}$/);
    const payments = await db()
      .select()
      .from(copilotPayments)
      .where(eq(copilotPayments.workspaceId, caller.workspaceId));
    expect(payments.map((payment) => [payment.kind, payment.amountCents])).toEqual([["payment", 14_900]]);
  });

  it("refuses a second subscription and a member's attempt", async () => {
    const caller = await subscribedWorkspace();
    await expect(subscribe(caller, "growth")).rejects.toThrow("This workspace already has a subscription.");
    await expect(subscribe({ ...caller, role: "member" }, "growth")).rejects.toMatchObject({ status: 403 });
  });
});

describe("the webhook endpoint", () => {
  const failedRenewal = (id: string, customerId: string, subscriptionId: string) =>
    JSON.stringify({
      id,
      created: new Date().toISOString(),
      type: "payment.failed",
      failureMessage: "Your card was declined.",
      invoice: {
        id: `in_local_${id}`,
        customerId,
        subscriptionId,
        status: "open",
        totalCents: 14_900,
        amountPaidCents: 0,
        periodStart: new Date().toISOString(),
        periodEnd: new Date(Date.now() + 30 * DAY).toISOString(),
        createdAt: new Date().toISOString(),
        lines: [],
      },
    });

  it("answers 400 to a wrong or missing signature and records nothing", async () => {
    const payload = JSON.stringify({
      id: "evt_local_forged",
      created: new Date().toISOString(),
      type: "ignored",
      providerType: "x",
    });
    const wrong = await signedDelivery(payload, signWebhookPayload(payload, "whsec_someone_else"));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatch(/^Webhook signature rejected/);
    const tampered = await signedDelivery(
      payload.replace("forged", "forgeD"),
      signWebhookPayload(payload, LOCAL_WEBHOOK_SECRET),
    );
    expect(tampered.status).toBe(400);
    const missing = await fetch(`${app.url}/api/copilot/billing/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: payload,
    });
    expect(missing.status).toBe(400);
    expect(
      await db().select().from(copilotBillingEvents).where(eq(copilotBillingEvents.id, "evt_local_forged")),
    ).toEqual([]);
  });

  it("handles a repeated event once: the second delivery is a 200 that changes nothing", async () => {
    const caller = await subscribedWorkspace();
    const before = await subscriptionOf(caller.workspaceId);
    const [account] = await db()
      .select()
      .from(copilotBillingAccounts)
      .where(eq(copilotBillingAccounts.workspaceId, caller.workspaceId));
    const payload = failedRenewal(
      "evt_local_repeat",
      account?.customerId ?? "",
      before?.subscriptionId ?? "",
    );

    const first = await signedDelivery(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const afterFirst = await subscriptionOf(caller.workspaceId);
    expect(afterFirst?.status).toBe("past_due");

    const second = await signedDelivery(payload);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionOf(caller.workspaceId)).toEqual(afterFirst);
    const failures = await db()
      .select()
      .from(copilotPayments)
      .where(eq(copilotPayments.workspaceId, caller.workspaceId));
    expect(failures.filter((payment) => payment.kind === "failed_payment")).toHaveLength(1);
  });

  it("answers 400, not 500, to a body that is not JSON but carries a good signature", async () => {
    const response = await signedDelivery("not json");
    expect(response.status).toBe(400);
    expect((await signedDelivery(JSON.stringify({ type: "payment.failed" }))).status).toBe(400);
  });
});

describe("plan limits", () => {
  it("counts orders against the Starter plan's 3 a month, then refuses with the upgrade message and link", async () => {
    const caller = await subscribedWorkspace();
    for (let order = 0; order < 3; order++) {
      await assertCanSubmitOrder(caller.workspaceId);
      await recordOrderSubmitted(caller.workspaceId);
    }
    const limit = {
      status: 403,
      message: "Your Starter plan includes 3 orders a month. Upgrade to submit more.",
      link: "/copilot/client/billing",
    };
    await expect(assertCanSubmitOrder(caller.workspaceId)).rejects.toMatchObject(limit);
    await expect(recordOrderSubmitted(caller.workspaceId)).rejects.toMatchObject(limit);
    expect((await billingOverview(caller)).usage?.ordersSubmitted).toBe(3);
  });

  it("lets the plan's seats be filled and no more", async () => {
    const caller = await subscribedWorkspace();
    await expect(assertSeatAvailable(caller.workspaceId, 1)).resolves.toBeUndefined();
    await expect(assertSeatAvailable(caller.workspaceId, 2)).rejects.toMatchObject({
      status: 403,
      message: "Your Starter plan includes 2 seats. Upgrade to add more people.",
      link: "/copilot/client/billing",
    });
  });

  it("sends a workspace without a plan to subscribe", async () => {
    const { workspaceId } = await billingCaller();
    await expect(assertCanSubmitOrder(workspaceId)).rejects.toMatchObject({
      message: "Choose a plan to submit orders.",
      link: "/copilot/client/subscribe",
    });
  });

  it("sends the message and link in the API's error body (403)", async () => {
    const caller = await subscribedWorkspace();
    for (let order = 0; order < 3; order++) await recordOrderSubmitted(caller.workspaceId);
    const response = await fetch(`${app.url}/api/copilot/orders`, {
      method: "POST",
      headers: sessionHeaders(caller),
      body: JSON.stringify({ draft: completeDraft(), submit: true }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Your Starter plan includes 3 orders a month. Upgrade to submit more.",
      link: "/copilot/client/billing",
    });
  });

  it("names a plan that does not exist (400)", async () => {
    const response = await fetch(`${app.url}/api/copilot/billing/plan-change/preview`, {
      method: "POST",
      headers: sessionHeaders(await billingCaller()),
      body: JSON.stringify({ plan: "platinum" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.plan).toBe("Choose a plan: Starter, Growth, Scale.");
  });
});

describe("changing plan", () => {
  it("shows the prorated amount first and charges exactly it on confirming", async () => {
    const caller = await subscribedWorkspace();
    const preview = await previewPlanChange(caller, "growth");
    expect(preview.from).toBe("starter");
    expect(preview.netCents).toBe(preview.unusedCents + preview.remainingCents);
    expect(preview.netCents).toBeGreaterThan(24_000);
    expect(preview.netCents).toBeLessThanOrEqual(25_000);
    const overview = await confirmPlanChange(caller, {
      plan: "growth",
      prorationDate: new Date(preview.prorationDate),
    });
    expect(overview.subscription?.plan).toBe("growth");
    const changeInvoice = overview.invoices.find((invoice) => invoice.totalCents === preview.netCents);
    expect(changeInvoice?.status).toBe("paid");
  });

  it("refuses a preview that is too old, through the API as a 400", async () => {
    const caller = await subscribedWorkspace();
    const response = await fetch(`${app.url}/api/copilot/billing/plan-change`, {
      method: "POST",
      headers: sessionHeaders(caller),
      body: JSON.stringify({ plan: "growth", prorationDate: new Date(Date.now() - 3_600_000).toISOString() }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "This price preview has expired. Review the new amount and confirm again.",
    );
  });

  it("previews a downgrade as credit", async () => {
    const caller = await subscribedWorkspace("growth");
    const response = await fetch(`${app.url}/api/copilot/billing/plan-change/preview`, {
      method: "POST",
      headers: sessionHeaders(caller),
      body: JSON.stringify({ plan: "starter" }),
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as CopilotPlanChangePreview;
    expect(preview.netCents).toBeLessThan(0);
  });
});

describe("renewals, the grace period and read-only", () => {
  it("a failed renewal makes the workspace past due; after COPILOT_GRACE_DAYS it is read-only; paying restores it", async () => {
    const caller = await subscribedWorkspace();
    // A card that attaches but whose charges are declined, then the month ends.
    await addCard(caller, "4000 0000 0000 0341");
    const periodEnd = (await subscriptionOf(caller.workspaceId))?.currentPeriodEnd as Date;
    const renewal = new Date(periodEnd.getTime() + 60_000);
    const clock = await runLocalPaymentsClock(renewal);
    expect(clock.renewed).toBeGreaterThanOrEqual(1);

    const pastDue = await subscriptionOf(caller.workspaceId);
    expect(pastDue?.status).toBe("past_due");
    expect(pastDue?.graceUntil?.getTime()).toBe(renewal.getTime() + COPILOT_GRACE_DAYS * DAY);
    // Still working during the grace period.
    await expect(assertCanSubmitOrder(caller.workspaceId)).resolves.toBeUndefined();

    await endExpiredGracePeriods(new Date(renewal.getTime() + COPILOT_GRACE_DAYS * DAY - 1000));
    expect((await subscriptionOf(caller.workspaceId))?.status).toBe("past_due");
    await endExpiredGracePeriods(new Date(renewal.getTime() + COPILOT_GRACE_DAYS * DAY));
    expect((await subscriptionOf(caller.workspaceId))?.status).toBe("read_only");
    await expect(assertCanSubmitOrder(caller.workspaceId)).rejects.toMatchObject({
      message: "Your workspace is read-only because a payment failed. Update your card to continue.",
      link: "/copilot/client/payment-setup",
    });

    await expect(payFailedRenewal(caller)).rejects.toMatchObject({
      status: 402,
      message: "Your card was declined.",
    });
    await addCard(caller, "4242424242424242");
    const paid = await payFailedRenewal(caller);
    expect(paid.subscription).toMatchObject({ status: "active", graceUntil: null });
    expect(paid.invoices.every((invoice) => invoice.status === "paid")).toBe(true);
  });

  it("cancel at period end keeps the workspace working until the period ends, then ends the subscription", async () => {
    const caller = await subscribedWorkspace();
    const cancelling = await setCancelAtPeriodEnd(caller, true);
    expect(cancelling.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await expect(assertCanSubmitOrder(caller.workspaceId)).resolves.toBeUndefined();
    const periodEnd = (await subscriptionOf(caller.workspaceId))?.currentPeriodEnd as Date;
    await runLocalPaymentsClock(new Date(periodEnd.getTime() + 1000));
    expect((await subscriptionOf(caller.workspaceId))?.status).toBe("cancelled");
    await expect(assertCanSubmitOrder(caller.workspaceId)).rejects.toMatchObject({
      message: "Your subscription has ended. Choose a plan to submit orders.",
    });
  });
});

describe("invoices through the API", () => {
  it("shows a workspace its own invoice and its PDF; another workspace gets a 404", async () => {
    const caller = await subscribedWorkspace();
    const [invoice] = (await billingOverview(caller)).invoices;
    const detail = await fetch(`${app.url}/api/copilot/billing/invoices/${invoice?.id}`, {
      headers: sessionHeaders(caller),
    });
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as CopilotInvoiceDetail;
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]?.description).toMatch(/^Starter plan, /);

    const pdf = await fetch(`${app.url}/api/copilot/billing/invoices/${invoice?.id}/pdf`, {
      headers: sessionHeaders(caller),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Number: ${invoice?.number}`);
    expect(text).toContain("Mangrove Hiring Co");
    expect(text).toContain("Starter plan");
    expect(text).toContain("$149.00");
    expect(text).toContain("Status: Paid");

    const stranger = await billingCaller();
    for (const path of [`invoices/${invoice?.id}`, `invoices/${invoice?.id}/pdf`, "invoices/not-a-uuid"]) {
      const response = await fetch(`${app.url}/api/copilot/billing/${path}`, {
        headers: sessionHeaders(stranger),
      });
      expect(response.status).toBe(404);
    }
    const overview = (await (
      await fetch(`${app.url}/api/copilot/billing`, {
        headers: sessionHeaders(stranger),
      })
    ).json()) as CopilotBillingOverview;
    expect(overview).toEqual({ card: null, subscription: null, usage: null, invoices: [] });
  });

  it("answers 401 without a session and 403 to a member changing billing", async () => {
    expect((await fetch(`${app.url}/api/copilot/billing`)).status).toBe(401);
    const member = await billingCaller({ role: "member" });
    const response = await fetch(`${app.url}/api/copilot/billing/card-entry`, {
      method: "POST",
      headers: sessionHeaders(member),
      body: "{}",
    });
    expect(response.status).toBe(403);
  });
});

describe("the local provider's webhook deliveries", () => {
  it("retries a delivery that failed, not before its backoff, and then the app has the card", async () => {
    const caller = await billingCaller();
    setPaymentProvider(
      createLocalPaymentProvider({
        appUrl: app.url,
        webhookUrl: `${app.url}/api/copilot/billing/no-such-endpoint`,
      }),
    );
    try {
      const { response } = await addCard(caller, "4242 4242 4242 4242");
      expect(response.status).toBe(303);
    } finally {
      setPaymentProvider(localProvider);
    }
    expect((await billingOverview(caller)).card).toBeNull();
    const pending = await db()
      .select()
      .from(localPaymentEvents)
      .where(isNull(localPaymentEvents.deliveredAt));
    expect(pending.map((event) => [event.type, event.attempts, event.lastError])).toEqual([
      ["card.attached", 1, "HTTP 404"],
    ]);

    expect((await runLocalPaymentsClock(new Date())).delivered).toBe(0);
    expect((await billingOverview(caller)).card).toBeNull();
    expect((await runLocalPaymentsClock(new Date(Date.now() + 6_000))).delivered).toBe(1);
    expect((await billingOverview(caller)).card?.last4).toBe("4242");
  });
});
