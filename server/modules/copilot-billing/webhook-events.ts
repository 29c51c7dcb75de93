/**
 * The provider's webhooks (POST /api/copilot/billing/webhook): the signature is checked by the
 * provider (400 when wrong), then each event is stored by its id and applied in the same transaction,
 * so a repeated delivery finds its id taken and changes nothing, and a failed one is retried whole.
 */
import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import {
  copilotBillingAccounts,
  copilotBillingEvents,
  copilotPayments,
  copilotSubscriptions,
} from "../../db/schema";
import {
  type PaymentEvent,
  type PaymentProviderName,
  type ProviderInvoice,
  paymentProvider,
} from "../payments";
import { accountOfCustomer, graceEnd, saveInvoice, saveSubscription } from "./billing-records";

export type WebhookOutcome = { eventId: string; handled: "applied" | "duplicate" };

export async function handleBillingWebhook(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const provider = paymentProvider();
  const event = provider.parseWebhook(rawBody, signature);
  // The provider's default card follows the newest card; repeating this for a repeated event is harmless.
  if (event.type === "card.attached" && (await accountOfCustomer(db(), provider.name, event.customerId))) {
    await provider.setDefaultCard(event.customerId, event.paymentMethodId);
  }
  return db().transaction(async (tx) => {
    const stored = await tx
      .insert(copilotBillingEvents)
      .values({ id: event.id, provider: provider.name, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: copilotBillingEvents.id });
    if (stored.length === 0) return { eventId: event.id, handled: "duplicate" };
    await applyEvent(tx, provider.name, event);
    return { eventId: event.id, handled: "applied" };
  });
}

async function applyEvent(tx: Executor, provider: PaymentProviderName, event: PaymentEvent): Promise<void> {
  if (event.type === "ignored") return;
  const customerId =
    event.type === "card.attached"
      ? event.customerId
      : "invoice" in event
        ? event.invoice.customerId
        : event.subscription.customerId;
  // A customer that is no workspace's (made by hand in Stripe's dashboard) is recorded and left alone.
  const account = await accountOfCustomer(tx, provider, customerId);
  if (!account) return;
  const { workspaceId } = account;
  switch (event.type) {
    case "card.attached":
      await tx
        .update(copilotBillingAccounts)
        .set({
          cardBrand: event.card.brand,
          cardLast4: event.card.last4,
          cardExpMonth: event.card.expMonth,
          cardExpYear: event.card.expYear,
          updatedAt: new Date(),
        })
        .where(eq(copilotBillingAccounts.workspaceId, workspaceId));
      return;
    case "subscription.updated":
    case "subscription.cancelled":
      await saveSubscription(tx, workspaceId, provider, event.subscription);
      return;
    case "invoice.finalized":
    case "invoice.paid":
      await saveInvoice(tx, workspaceId, provider, event.invoice);
      return;
    case "payment.succeeded":
      await recordPayment(tx, workspaceId, provider, event.invoice);
      return;
    case "payment.failed":
      await recordFailedPayment(
        tx,
        workspaceId,
        provider,
        event.invoice,
        event.failureMessage,
        event.created,
      );
      return;
  }
}

/**
 * The provider's invoice as stored, and the payment attempt it records; a repeated event finds the
 * attempt's provider reference taken and adds nothing.
 */
async function saveInvoiceWithPayment(
  tx: Executor,
  workspaceId: string,
  provider: PaymentProviderName,
  invoice: ProviderInvoice,
  payment: Pick<typeof copilotPayments.$inferInsert, "kind" | "amountCents" | "providerReference" | "note">,
) {
  const row = await saveInvoice(tx, workspaceId, provider, invoice);
  await tx
    .insert(copilotPayments)
    .values({ workspaceId, invoiceId: row.id, ...payment })
    .onConflictDoNothing();
}

async function recordPayment(
  tx: Executor,
  workspaceId: string,
  provider: PaymentProviderName,
  invoice: ProviderInvoice,
) {
  await saveInvoiceWithPayment(tx, workspaceId, provider, invoice, {
    kind: "payment",
    amountCents: invoice.amountPaidCents,
    providerReference: `${invoice.id}:paid`,
  });
  // Paying the renewal ends the grace period (or the read-only time) at once.
  if (invoice.subscriptionId) {
    await tx
      .update(copilotSubscriptions)
      .set({ status: "active", graceUntil: null, updatedAt: new Date() })
      .where(
        and(
          eq(copilotSubscriptions.workspaceId, workspaceId),
          eq(copilotSubscriptions.subscriptionId, invoice.subscriptionId),
          sql`${copilotSubscriptions.status} IN ('past_due', 'read_only')`,
        ),
      );
  }
}

/** A failed renewal: the workspace is past due, with COPILOT_GRACE_DAYS from the first failure before read-only. */
async function recordFailedPayment(
  tx: Executor,
  workspaceId: string,
  provider: PaymentProviderName,
  invoice: ProviderInvoice,
  failureMessage: string,
  failedAt: Date,
) {
  await saveInvoiceWithPayment(tx, workspaceId, provider, invoice, {
    kind: "failed_payment",
    amountCents: Math.max(invoice.totalCents, 0),
    providerReference: `${invoice.id}:failed:${failedAt.toISOString()}`,
    note: failureMessage.slice(0, 500),
  });
  if (!invoice.subscriptionId) return;
  await tx
    .update(copilotSubscriptions)
    .set({
      status: sql`CASE WHEN ${copilotSubscriptions.status} = 'read_only' THEN 'read_only' ELSE 'past_due' END`,
      graceUntil: sql`COALESCE(${copilotSubscriptions.graceUntil}, ${graceEnd(failedAt).toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(copilotSubscriptions.workspaceId, workspaceId),
        eq(copilotSubscriptions.subscriptionId, invoice.subscriptionId),
        sql`${copilotSubscriptions.status} <> 'cancelled'`,
      ),
    );
}
