import { downloadFromApi } from "~/components/candidate/api-download";
import { BillingSection, billingDate, COPILOT_BILLING_URL } from "~/components/copilot/copilot-billing";
import { Button } from "~/components/ui/button";
import { TableScroll } from "~/components/ui/table-scroll";
import type { CopilotInvoiceSummary } from "../../../../common/copilot-billing";
import { formatPlanPrice } from "../../../../common/copilot-plans";

const INVOICE_STATUS: Record<CopilotInvoiceSummary["status"], string> = { open: "Unpaid", paid: "Paid" };

/** The workspace's invoices, newest first, each with its PDF. */
export function InvoicesSection({ invoices }: { invoices: CopilotInvoiceSummary[] }) {
  return (
    <BillingSection headingId="invoices-heading" title="Invoices">
      {invoices.length === 0 ? (
        <p className="text-slate-700">No invoices yet.</p>
      ) : (
        <TableScroll label="Invoices, newest first">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Invoices, newest first</caption>
            <thead className="border-slate-200 border-b text-slate-600">
              <tr>
                {["Number", "Date", "Amount", "Status"].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-medium">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {invoice.number}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{billingDate(invoice.issuedAt)}</td>
                  <td className="py-3 pr-4 text-slate-900">
                    {formatPlanPrice(invoice.totalCents)}
                    {invoice.amountRefundedCents > 0
                      ? ` (${formatPlanPrice(invoice.amountRefundedCents)} refunded)`
                      : ""}
                  </td>
                  <td className="py-3 pr-4 text-slate-700">{INVOICE_STATUS[invoice.status]}</td>
                  <td className="py-3 text-right">
                    <Button
                      variant="outline"
                      aria-label={`Download invoice ${invoice.number} as a PDF`}
                      onClick={() =>
                        void downloadFromApi(
                          `${COPILOT_BILLING_URL}/invoices/${invoice.id}/pdf`,
                          `invoice-${invoice.number}.pdf`,
                          "We could not download the invoice. Please try again.",
                        )
                      }
                    >
                      PDF
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </BillingSection>
  );
}
