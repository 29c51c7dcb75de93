/** A workspace's invoices as the client sees them; another workspace's invoice is a 404. */
import { and, asc, eq } from "drizzle-orm";
import type { CopilotInvoiceDetail, CopilotInvoiceSummary } from "../../../common/copilot-billing";
import { db } from "../../db/client";
import { copilotInvoiceLines, copilotInvoices } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import type { InvoiceRow } from "./billing-records";

export const invoiceSummary = (row: InvoiceRow): CopilotInvoiceSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  totalCents: row.totalCents,
  amountPaidCents: row.amountPaidCents,
  amountRefundedCents: row.amountRefundedCents,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  issuedAt: row.issuedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export async function workspaceInvoice(
  workspaceId: string,
  invoiceId: string,
): Promise<CopilotInvoiceDetail> {
  const [row] = isUuid(invoiceId)
    ? await db()
        .select()
        .from(copilotInvoices)
        .where(and(eq(copilotInvoices.id, invoiceId), eq(copilotInvoices.workspaceId, workspaceId)))
    : [];
  if (!row) throw new NotFound("No such invoice.");
  const lines = await db()
    .select()
    .from(copilotInvoiceLines)
    .where(eq(copilotInvoiceLines.invoiceId, row.id))
    .orderBy(asc(copilotInvoiceLines.position));
  return {
    ...invoiceSummary(row),
    lines: lines.map((line) => ({
      description: line.description,
      amountCents: line.amountCents,
      periodStart: line.periodStart.toISOString(),
      periodEnd: line.periodEnd.toISOString(),
    })),
  };
}
