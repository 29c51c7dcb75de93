/**
 * The local payment provider (ADR 0022): the PaymentProvider interface over its own tables, with
 * hosted card entry at /dev/payments and signed webhooks to the app. For development and tests only;
 * the app serves it where it serves the dev mailbox (config.localPaymentsEnabled).
 */
import { and, eq, sql } from "drizzle-orm";
import { type CopilotPlanId, copilotPlan } from "../../../../common/copilot-plans";
import { db, type Executor } from "../../../db/client";
import {
  localPaymentCards,
  localPaymentCustomers,
  localPaymentInvoices,
  localPaymentSetupSessions,
  localPaymentSubscriptions,
} from "../../../db/schema";
import { Invalid, NotFound } from "../../../errors";
import { addOneMonth, prorate } from "../billing-periods";
import {
  type CardSummary,
  PaymentDeclined,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from "../provider";
import { verifiedWebhookJson } from "../webhook-signature";
import { chargeInvoice, issueInvoice, periodDay, planPeriodLine } from "./charges";
import { type DeliveryTarget, deliverLocalEvents, queueLocalEvent } from "./events";
import { localId } from "./ids";

/** The local provider's endpoint secret. Known to all: the provider runs only off the public internet. */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_development_only";

/** A hosted card entry page stays usable this long, as Stripe's setup sessions do. */
const SETUP_SESSION_HOURS = 24;

export type LocalPaymentProvider = PaymentProvider & {
  readonly name: "local";
  readonly appUrl: string;
  /** Sends every due event now (the clock and each change call it). */
  deliverEvents(now?: Date): Promise<{ delivered: number; failed: number }>;
};

type SubscriptionRow = typeof localPaymentSubscriptions.$inferSelect;

export const toProviderSubscription = (row: SubscriptionRow): ProviderSubscription => ({
  id: row.id,
  customerId: row.customerId,
  plan: row.plan as CopilotPlanId,
  status: row.status,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

export const cardSummary = (card: typeof localPaymentCards.$inferSelect): CardSummary => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
});

async function lockedSubscription(tx: Executor, id: string): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(localPaymentSubscriptions)
    .where(eq(localPaymentSubscriptions.id, id))
    .for("update");
  if (!row) throw new NotFound("No such subscription.");
  return row;
}

async function updateSubscription(
  tx: Executor,
  id: string,
  changes: Partial<typeof localPaymentSubscriptions.$inferInsert>,
  now: Date,
): Promise<ProviderSubscription> {
  const [row] = await tx
    .update(localPaymentSubscriptions)
    .set(changes)
    .where(eq(localPaymentSubscriptions.id, id))
    .returning();
  if (!row) throw new NotFound("No such subscription.");
  const subscription = toProviderSubscription(row);
  const type = row.status === "cancelled" ? "subscription.cancelled" : "subscription.updated";
  await queueLocalEvent(tx, { type, subscription }, now);
  return subscription;
}

/** Revives the dates JSON turned into strings (every *At, period and created field). */
function reviveDates(_key: string, value: unknown): unknown {
  return typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
    ? new Date(value)
    : value;
}

export function createLocalPaymentProvider({
  appUrl,
  webhookUrl = `${appUrl}/api/copilot/billing/webhook`,
  secret = LOCAL_WEBHOOK_SECRET,
}: {
  appUrl: string;
  webhookUrl?: string;
  secret?: string;
}): LocalPaymentProvider {
  const target: DeliveryTarget = { webhookUrl, secret };
  /** Runs a change, then delivers the events it queued (a failed delivery waits for the clock's retry). */
  const changing = async <T>(change: (tx: Executor, now: Date) => Promise<T>): Promise<T> => {
    const result = await db().transaction((tx) => change(tx, new Date()));
    await deliverLocalEvents(target);
    return result;
  };

  return {
    name: "local",
    appUrl,
    deliverEvents: (now) => deliverLocalEvents(target, now),

    async createCustomer({ email, name }) {
      const id = localId("cus");
      await db().insert(localPaymentCustomers).values({ id, email, name });
      return { customerId: id };
    },

    async createCardSetupSession({ customerId, returnUrl, cancelUrl }) {
      const id = localId("seti");
      const expiresAt = new Date(Date.now() + SETUP_SESSION_HOURS * 3_600_000);
      await db()
        .insert(localPaymentSetupSessions)
        .values({ id, customerId, returnUrl, cancelUrl, expiresAt });
      return { id, url: `${appUrl}/dev/payments/setup/${id}` };
    },

    async defaultCard(customerId) {
      const [row] = await db()
        .select({ card: localPaymentCards })
        .from(localPaymentCustomers)
        .innerJoin(localPaymentCards, eq(localPaymentCards.id, localPaymentCustomers.defaultCardId))
        .where(eq(localPaymentCustomers.id, customerId));
      return row ? cardSummary(row.card) : null;
    },

    async setDefaultCard(customerId, paymentMethodId) {
      const [card] = await db()
        .select()
        .from(localPaymentCards)
        .where(and(eq(localPaymentCards.id, paymentMethodId), eq(localPaymentCards.customerId, customerId)));
      if (!card) throw new NotFound("No such card.");
      await db()
        .update(localPaymentCustomers)
        .set({ defaultCardId: card.id })
        .where(eq(localPaymentCustomers.id, customerId));
    },

    startSubscription({ customerId, plan }) {
      return changing(async (tx, now) => {
        const end = addOneMonth(now);
        const [row] = await tx
          .insert(localPaymentSubscriptions)
          .values({
            id: localId("sub"),
            customerId,
            plan,
            status: "active",
            currentPeriodStart: now,
            currentPeriodEnd: end,
          })
          .returning();
        if (!row) throw new Error("the local subscription was not stored");
        const invoice = await issueInvoice(
          tx,
          { customerId, subscriptionId: row.id, lines: [planPeriodLine(plan, now, end)] },
          now,
        );
        const charge = await chargeInvoice(tx, invoice, now);
        // Like Stripe's error_if_incomplete: a first payment that fails leaves no subscription behind.
        if (!charge.paid) throw new PaymentDeclined(charge.failureMessage);
        const subscription = toProviderSubscription(row);
        await queueLocalEvent(tx, { type: "subscription.updated", subscription }, now);
        return subscription;
      });
    },

    changePlan({ subscriptionId, plan, prorationDate }) {
      return changing(async (tx, now) => {
        const current = await lockedSubscription(tx, subscriptionId);
        if (current.status !== "active") throw new Invalid("Pay the open invoice before changing plan.");
        const from = copilotPlan(current.plan as CopilotPlanId);
        const to = copilotPlan(plan);
        const { unusedCents, remainingCents, netCents } = prorate({
          fromMonthlyCents: from.monthlyPriceCents,
          toMonthlyCents: to.monthlyPriceCents,
          periodStart: current.currentPeriodStart,
          periodEnd: current.currentPeriodEnd,
          at: prorationDate,
        });
        const rest = {
          periodStart: prorationDate.toISOString(),
          periodEnd: current.currentPeriodEnd.toISOString(),
        };
        if (netCents > 0) {
          const invoice = await issueInvoice(
            tx,
            {
              customerId: current.customerId,
              subscriptionId,
              lines: [
                {
                  description: `Unused time on ${from.name} after ${periodDay(prorationDate)}`,
                  amountCents: unusedCents,
                  ...rest,
                },
                {
                  description: `Remaining time on ${to.name} after ${periodDay(prorationDate)}`,
                  amountCents: remainingCents,
                  ...rest,
                },
              ],
            },
            now,
          );
          const charge = await chargeInvoice(tx, invoice, now);
          if (!charge.paid) throw new PaymentDeclined(charge.failureMessage);
        } else if (netCents < 0) {
          await tx
            .update(localPaymentCustomers)
            .set({ creditBalanceCents: sql`${localPaymentCustomers.creditBalanceCents} + ${-netCents}` })
            .where(eq(localPaymentCustomers.id, current.customerId));
        }
        return updateSubscription(tx, subscriptionId, { plan }, now);
      });
    },

    setCancelAtPeriodEnd(subscriptionId, cancel) {
      return changing(async (tx, now) => {
        const current = await lockedSubscription(tx, subscriptionId);
        if (current.status === "cancelled") throw new Invalid("This subscription has already ended.");
        return updateSubscription(tx, subscriptionId, { cancelAtPeriodEnd: cancel }, now);
      });
    },

    retryRenewal(subscriptionId) {
      return changing(async (tx, now) => {
        const current = await lockedSubscription(tx, subscriptionId);
        const [open] = await tx
          .select()
          .from(localPaymentInvoices)
          .where(
            and(
              eq(localPaymentInvoices.subscriptionId, subscriptionId),
              eq(localPaymentInvoices.status, "open"),
            ),
          )
          .for("update");
        if (!open) throw new Invalid("There is no unpaid invoice to pay.");
        const charge = await chargeInvoice(tx, open, now);
        if (charge.paid && current.status === "past_due") {
          await updateSubscription(tx, subscriptionId, { status: "active" }, now);
        }
        return charge;
      }).then((charge) => {
        // Thrown after the transaction, so the failure (and its payment.failed event) is kept.
        if (!charge.paid) throw new PaymentDeclined(charge.failureMessage);
      });
    },

    async refund({ invoiceId, amountCents }) {
      return db().transaction(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(localPaymentInvoices)
          .where(eq(localPaymentInvoices.id, invoiceId))
          .for("update");
        if (!invoice) throw new NotFound("No such invoice.");
        if (amountCents > invoice.amountPaidCents - invoice.amountRefundedCents) {
          throw new Invalid("A refund cannot be more than what was paid and not yet refunded.");
        }
        await tx
          .update(localPaymentInvoices)
          .set({ amountRefundedCents: invoice.amountRefundedCents + amountCents })
          .where(eq(localPaymentInvoices.id, invoiceId));
        return { refundId: localId("re") };
      });
    },

    async credit({ customerId, amountCents }) {
      const updated = await db()
        .update(localPaymentCustomers)
        .set({ creditBalanceCents: sql`${localPaymentCustomers.creditBalanceCents} + ${amountCents}` })
        .where(eq(localPaymentCustomers.id, customerId))
        .returning({ id: localPaymentCustomers.id });
      if (updated.length === 0) throw new NotFound("No such customer.");
      return { creditId: localId("cbtxn") };
    },

    parseWebhook(rawBody, signatureHeader) {
      return verifiedWebhookJson(
        rawBody.toString("utf8"),
        signatureHeader,
        secret,
        reviveDates,
      ) as PaymentEvent;
    },
  };
}

/** Renews subscriptions whose period ended (or ends them when cancelled at period end), as Stripe's clock does. */
export async function renewDueLocalSubscriptions(now = new Date()): Promise<number> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(localPaymentSubscriptions)
      .where(
        and(
          eq(localPaymentSubscriptions.status, "active"),
          sql`${localPaymentSubscriptions.currentPeriodEnd} <= ${now.toISOString()}`,
        ),
      )
      .limit(50)
      .for("update", { skipLocked: true });
    for (const subscription of due) {
      if (subscription.cancelAtPeriodEnd) {
        await updateSubscription(tx, subscription.id, { status: "cancelled" }, now);
        continue;
      }
      const start = subscription.currentPeriodEnd;
      const end = addOneMonth(start);
      const invoice = await issueInvoice(
        tx,
        {
          customerId: subscription.customerId,
          subscriptionId: subscription.id,
          lines: [planPeriodLine(subscription.plan as CopilotPlanId, start, end)],
        },
        now,
      );
      const charge = await chargeInvoice(tx, invoice, now);
      // Stripe moves the period on even when the renewal fails; the subscription is past due until paid.
      await updateSubscription(
        tx,
        subscription.id,
        { currentPeriodStart: start, currentPeriodEnd: end, status: charge.paid ? "active" : "past_due" },
        now,
      );
    }
    return due.length;
  });
}
