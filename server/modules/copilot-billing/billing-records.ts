/** Reading and writing the copilot billing tables from the provider's shapes. */
import { and, eq, sql } from "drizzle-orm";
import { COPILOT_GRACE_DAYS } from "../../../common/copilot-plans";
import type { Executor } from "../../db/client";
import {
  copilotBillingAccounts,
  copilotInvoiceLines,
  copilotInvoices,
  copilotSubscriptions,
} from "../../db/schema";
import type { PaymentProviderName, ProviderInvoice, ProviderSubscription } from "../payments";

/** When a workspace whose payment failed at `failedAt` becomes read-only. */
export const graceEnd = (failedAt: Date) => new Date(failedAt.getTime() + COPILOT_GRACE_DAYS * 86_400_000);

export type BillingAccount = typeof copilotBillingAccounts.$inferSelect;
export type SubscriptionRow = typeof copilotSubscriptions.$inferSelect;
export type InvoiceRow = typeof copilotInvoices.$inferSelect;

export async function accountOfWorkspace(
  tx: Executor,
  workspaceId: string,
): Promise<BillingAccount | undefined> {
  const [row] = await tx
    .select()
    .from(copilotBillingAccounts)
    .where(eq(copilotBillingAccounts.workspaceId, workspaceId));
  return row;
}

export async function accountOfCustomer(
  tx: Executor,
  provider: PaymentProviderName,
  customerId: string,
): Promise<BillingAccount | undefined> {
  const [row] = await tx
    .select()
    .from(copilotBillingAccounts)
    .where(
      and(eq(copilotBillingAccounts.provider, provider), eq(copilotBillingAccounts.customerId, customerId)),
    );
  return row;
}

export async function subscriptionOfWorkspace(
  tx: Executor,
  workspaceId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(copilotSubscriptions)
    .where(eq(copilotSubscriptions.workspaceId, workspaceId));
  return row;
}

/**
 * The provider's subscription as the workspace's row. A past-due workspace that the grace worker made
 * read-only stays read-only until a payment succeeds; the grace deadline is kept from the failure.
 */
export async function saveSubscription(
  tx: Executor,
  workspaceId: string,
  provider: PaymentProviderName,
  subscription: ProviderSubscription,
  now = new Date(),
): Promise<SubscriptionRow> {
  const period = {
    provider,
    subscriptionId: subscription.id,
    plan: subscription.plan,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    updatedAt: now,
  };
  const status =
    subscription.status === "past_due"
      ? sql`CASE WHEN ${copilotSubscriptions.status} = 'read_only' THEN 'read_only' ELSE 'past_due' END`
      : subscription.status;
  const [row] = await tx
    .insert(copilotSubscriptions)
    .values({
      workspaceId,
      ...period,
      status: subscription.status,
      graceUntil: subscription.status === "past_due" ? graceEnd(now) : null,
    })
    .onConflictDoUpdate({
      target: copilotSubscriptions.workspaceId,
      set: {
        ...period,
        status,
        // Stripe may report past_due before the failed payment: the grace period starts with whichever comes first.
        graceUntil:
          subscription.status === "past_due"
            ? sql`COALESCE(${copilotSubscriptions.graceUntil}, ${graceEnd(now).toISOString()}::timestamptz)`
            : null,
      },
    })
    .returning();
  if (!row) throw new Error("the copilot subscription was not saved");
  return row;
}

/** "CP-2026-000042": the year's next number, gap-free (the counter row stays locked until commit). */
async function takeInvoiceNumber(tx: Executor, year: number): Promise<string> {
  const { rows } = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO copilot_invoice_number_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = copilot_invoice_number_counters.last_number + 1
    RETURNING last_number`);
  const sequence = rows[0]?.last_number;
  if (sequence === undefined) throw new Error("The copilot invoice counter returned no row.");
  return `CP-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The provider's invoice as the workspace's: numbered and given its lines when first seen, then kept up to date. */
export async function saveInvoice(
  tx: Executor,
  workspaceId: string,
  provider: PaymentProviderName,
  invoice: ProviderInvoice,
): Promise<InvoiceRow> {
  const paidAt = invoice.status === "paid" ? new Date() : null;
  const [existing] = await tx
    .select()
    .from(copilotInvoices)
    .where(and(eq(copilotInvoices.provider, provider), eq(copilotInvoices.providerInvoiceId, invoice.id)))
    .for("update");
  // A paid invoice stays paid: a late "finalized" delivery must not reopen it.
  if (existing?.status === "paid") return existing;
  if (existing) {
    const [updated] = await tx
      .update(copilotInvoices)
      .set({ status: invoice.status, amountPaidCents: invoice.amountPaidCents, paidAt })
      .where(eq(copilotInvoices.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const [row] = await tx
    .insert(copilotInvoices)
    .values({
      workspaceId,
      number: await takeInvoiceNumber(tx, invoice.createdAt.getUTCFullYear()),
      provider,
      providerInvoiceId: invoice.id,
      status: invoice.status,
      totalCents: invoice.totalCents,
      amountPaidCents: invoice.amountPaidCents,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      issuedAt: invoice.createdAt,
      paidAt,
    })
    .returning();
  if (!row) throw new Error("the copilot invoice was not saved");
  if (invoice.lines.length > 0) {
    await tx
      .insert(copilotInvoiceLines)
      .values(invoice.lines.map((line, position) => ({ invoiceId: row.id, position, ...line })));
  }
  return row;
}
