/**
 * Refunds and credits by the copilot's staff (the copilot admin's routers call these), through the
 * provider and recorded with the staff member in the audit log.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { copilotInvoices, copilotPayments } from "../../db/schema";
import { Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { type AdminActor, recordAudit } from "../audit";
import { paymentProvider } from "../payments";
import { accountOfWorkspace } from "./billing-records";

const assertAmount = (amountCents: number, reason: string) => {
  if (!Number.isInteger(amountCents) || amountCents < 1)
    throw new Invalid("Enter an amount of at least one cent.", {
      amountCents: "Enter an amount of at least one cent.",
    });
  if (!reason.trim()) throw new Invalid("Give a reason.", { reason: "Give a reason." });
};

/** Refunds part or all of a paid invoice of the workspace (404 for another workspace's invoice). */
export async function refundInvoice(
  actor: AdminActor,
  {
    workspaceId,
    invoiceId,
    amountCents,
    reason,
  }: { workspaceId: string; invoiceId: string; amountCents: number; reason: string },
): Promise<{ refundId: string }> {
  assertAmount(amountCents, reason);
  const [invoice] = isUuid(invoiceId)
    ? await db()
        .select()
        .from(copilotInvoices)
        .where(and(eq(copilotInvoices.id, invoiceId), eq(copilotInvoices.workspaceId, workspaceId)))
    : [];
  if (!invoice) throw new NotFound("No such invoice.");
  if (amountCents > invoice.amountPaidCents - invoice.amountRefundedCents) {
    throw new Invalid("A refund cannot be more than what was paid and not yet refunded.", {
      amountCents: "At most what was paid and not yet refunded.",
    });
  }
  const { refundId } = await paymentProvider().refund({
    invoiceId: invoice.providerInvoiceId,
    amountCents,
    reason,
  });
  await db().transaction(async (tx) => {
    await tx
      .update(copilotInvoices)
      .set({ amountRefundedCents: sql`${copilotInvoices.amountRefundedCents} + ${amountCents}` })
      .where(eq(copilotInvoices.id, invoice.id));
    await tx.insert(copilotPayments).values({
      workspaceId,
      kind: "refund",
      invoiceId: invoice.id,
      amountCents,
      providerReference: refundId,
      note: reason,
    });
    await recordAudit(tx, actor, {
      action: "copilot_invoice.refunded",
      entityType: "copilot_invoice",
      entityId: invoice.id,
      after: { amountCents, reason, refundId },
    });
  });
  return { refundId };
}

/** Credit the workspace's next invoices use first. */
export async function creditWorkspace(
  actor: AdminActor,
  { workspaceId, amountCents, reason }: { workspaceId: string; amountCents: number; reason: string },
): Promise<{ creditId: string }> {
  assertAmount(amountCents, reason);
  const account = isUuid(workspaceId) ? await accountOfWorkspace(db(), workspaceId) : undefined;
  if (!account) throw new NotFound("This workspace has no billing account.");
  const { creditId } = await paymentProvider().credit({
    customerId: account.customerId,
    amountCents,
    reason,
  });
  await db().transaction(async (tx) => {
    await tx
      .insert(copilotPayments)
      .values({ workspaceId, kind: "credit", amountCents, providerReference: creditId, note: reason });
    await recordAudit(tx, actor, {
      action: "copilot_workspace.credited",
      entityType: "copilot_workspace",
      entityId: workspaceId,
      after: { amountCents, reason, creditId },
    });
  });
  return { creditId };
}
