/** Issuing and charging the local provider's invoices, inside the caller's transaction. */
import { eq, sql } from "drizzle-orm";
import { type CopilotPlanId, copilotPlan } from "../../../../common/copilot-plans";
import { longDate } from "../../../../common/formats";
import type { Executor } from "../../../db/client";
import {
  type LocalInvoiceLine,
  localPaymentCards,
  localPaymentCustomers,
  localPaymentInvoices,
} from "../../../db/schema";
import type { ProviderInvoice } from "../provider";
import { queueLocalEvent } from "./events";
import { localId } from "./ids";

type InvoiceRow = typeof localPaymentInvoices.$inferSelect;

/** "November 26, 2026" for a period boundary (UTC, as periods are counted). */
export const periodDay = (date: Date) => longDate(date.toISOString().slice(0, 10));

export const planPeriodLine = (plan: CopilotPlanId, start: Date, end: Date): LocalInvoiceLine => ({
  description: `${copilotPlan(plan).name} plan, ${periodDay(start)} - ${periodDay(end)}`,
  amountCents: copilotPlan(plan).monthlyPriceCents,
  periodStart: start.toISOString(),
  periodEnd: end.toISOString(),
});

export function toProviderInvoice(row: InvoiceRow): ProviderInvoice {
  const starts = row.lines.map((line) => new Date(line.periodStart).getTime());
  const ends = row.lines.map((line) => new Date(line.periodEnd).getTime());
  return {
    id: row.id,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    status: row.status,
    totalCents: row.totalCents,
    amountPaidCents: row.amountPaidCents,
    periodStart: new Date(Math.min(...starts)),
    periodEnd: new Date(Math.max(...ends)),
    createdAt: row.createdAt,
    lines: row.lines.map((line) => ({
      ...line,
      periodStart: new Date(line.periodStart),
      periodEnd: new Date(line.periodEnd),
    })),
  };
}

/** A finalized invoice (queued as invoice.finalized), not yet charged. */
export async function issueInvoice(
  tx: Executor,
  {
    customerId,
    subscriptionId,
    lines,
  }: { customerId: string; subscriptionId: string; lines: LocalInvoiceLine[] },
  now: Date,
): Promise<InvoiceRow> {
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const [row] = await tx
    .insert(localPaymentInvoices)
    .values({
      id: localId("in"),
      customerId,
      subscriptionId,
      status: "open",
      lines,
      totalCents,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("the local invoice was not stored");
  await queueLocalEvent(tx, { type: "invoice.finalized", invoice: toProviderInvoice(row) }, now);
  return row;
}

export type ChargeResult = { paid: true } | { paid: false; failureMessage: string };

/**
 * Uses the customer's credit first, then charges the default card as its test number says; queues
 * payment.succeeded and invoice.paid, or payment.failed. Cards that needed authentication were
 * authenticated at entry, so their later (off-session) charges succeed, as Stripe's 3155 card does.
 */
export async function chargeInvoice(tx: Executor, invoice: InvoiceRow, now: Date): Promise<ChargeResult> {
  const [customer] = await tx
    .select()
    .from(localPaymentCustomers)
    .where(eq(localPaymentCustomers.id, invoice.customerId))
    .for("update");
  if (!customer) throw new Error(`local customer ${invoice.customerId} is missing`);
  const [card] = customer.defaultCardId
    ? await tx.select().from(localPaymentCards).where(eq(localPaymentCards.id, customer.defaultCardId))
    : [];
  const credit = Math.min(customer.creditBalanceCents, Math.max(invoice.totalCents, 0));
  const toCharge = invoice.totalCents - credit;
  const failureMessage = !card
    ? "There is no card on file."
    : toCharge > 0 && card.behaviour === "declines_later"
      ? "Your card was declined."
      : undefined;
  if (failureMessage) {
    await queueLocalEvent(
      tx,
      { type: "payment.failed", invoice: toProviderInvoice(invoice), failureMessage },
      now,
    );
    return { paid: false, failureMessage };
  }
  await tx
    .update(localPaymentCustomers)
    .set({ creditBalanceCents: sql`${localPaymentCustomers.creditBalanceCents} - ${credit}` })
    .where(eq(localPaymentCustomers.id, customer.id));
  const [paid] = await tx
    .update(localPaymentInvoices)
    .set({ status: "paid", creditAppliedCents: credit, amountPaidCents: toCharge })
    .where(eq(localPaymentInvoices.id, invoice.id))
    .returning();
  if (!paid) throw new Error("the local invoice vanished");
  await queueLocalEvent(tx, { type: "payment.succeeded", invoice: toProviderInvoice(paid) }, now);
  await queueLocalEvent(tx, { type: "invoice.paid", invoice: toProviderInvoice(paid) }, now);
  return { paid: true };
}
