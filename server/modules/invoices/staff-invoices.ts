import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { invoicePaymentSchema, invoiceVoidSchema } from "../../../common/invoice-schemas";
import { INVOICE_MESSAGES, type InvoiceDetail, type InvoiceRunReport } from "../../../common/invoices";
import { todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { invoiceLines, invoicePayments, invoices } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { compare } from "../../kernel/decimal";
import { isUuid } from "../../kernel/ids";
import { type AdminActor, recordAudit } from "../audit";
import { balanceOf, isZero } from "./invoice-amounts";
import { runWeeklyInvoices } from "./invoice-runs";
import { findInvoice } from "./invoice-views";

/** A staff member's run of a week; each invoice it issues is audited with it. */
export const runInvoiceWeekAsStaff = (
  actor: AdminActor,
  { weekStart }: { weekStart: string },
): Promise<InvoiceRunReport> => runWeeklyInvoices(actor, weekStart);

export const getInvoiceAsStaff = (id: string): Promise<InvoiceDetail> => findInvoice(db(), id, null);

/**
 * A payment received: more than zero and at most the balance; the invoice is paid when payments
 * reach its total, open until then. Only an open invoice takes payments (409 otherwise).
 */
export async function recordInvoicePayment(
  actor: AdminActor,
  id: string,
  payment: z.output<typeof invoicePaymentSchema>,
): Promise<InvoiceDetail> {
  if (payment.receivedOn > todayInFlorida()) {
    throw new Invalid(INVOICE_MESSAGES.receivedOn, { receivedOn: INVOICE_MESSAGES.receivedOn });
  }
  return db().transaction(async (tx) => {
    const before = await lockedOpenInvoice(tx, id);
    const balance = balanceOf(before.total, before.amountPaid);
    if (compare(payment.amount, balance) > 0) {
      throw new Invalid(INVOICE_MESSAGES.amountOverBalance, { amount: INVOICE_MESSAGES.amountOverBalance });
    }
    await tx.insert(invoicePayments).values({ invoiceId: id, ...payment, recordedBy: actor.email });
    const remaining = balanceOf(balance, payment.amount);
    await tx
      .update(invoices)
      .set({
        amountPaid: sql`${invoices.amountPaid} + ${payment.amount}::numeric`,
        ...(isZero(remaining) ? { status: "paid" as const, paidAt: sql`now()` } : {}),
      })
      .where(eq(invoices.id, id));
    return audited(tx, actor, "invoice.payment_recorded", before, { payment });
  });
}

/**
 * Voids an open invoice with no payments: it keeps its number, and its lines stop being billable so
 * the same hours (or fee) can be billed again on a new invoice.
 */
export async function voidInvoice(
  actor: AdminActor,
  id: string,
  { reason }: z.output<typeof invoiceVoidSchema>,
): Promise<InvoiceDetail> {
  return db().transaction(async (tx) => {
    const before = await lockedOpenInvoice(tx, id);
    if (!isZero(before.amountPaid)) throw new Conflict(INVOICE_MESSAGES.hasPayments);
    await tx
      .update(invoices)
      .set({ status: "void", voidReason: reason, voidedAt: sql`now()` })
      .where(eq(invoices.id, id));
    await tx.update(invoiceLines).set({ billable: false }).where(eq(invoiceLines.invoiceId, id));
    return audited(tx, actor, "invoice.voided", before, { reason });
  });
}

async function lockedOpenInvoice(tx: Executor, id: string) {
  if (!isUuid(id)) throw new NotFound(INVOICE_MESSAGES.notFound);
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw new NotFound(INVOICE_MESSAGES.notFound);
  if (row.status !== "open") throw new Conflict(INVOICE_MESSAGES.notOpen);
  return row;
}

async function audited(
  tx: Executor,
  actor: AdminActor,
  action: string,
  before: typeof invoices.$inferSelect,
  details: Record<string, unknown>,
): Promise<InvoiceDetail> {
  const after = await findInvoice(tx, before.id, null);
  await recordAudit(tx, actor, {
    action,
    entityType: "invoice",
    entityId: before.id,
    before: { number: before.number, status: before.status, amountPaid: before.amountPaid },
    after: { number: after.number, status: after.status, amountPaid: after.amountPaid, ...details },
  });
  return after;
}
