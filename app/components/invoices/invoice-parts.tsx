import { TableScroll } from "~/components/ui/table-scroll";
import { formatHours, longDate } from "../../../common/formats";
import { INVOICE_STATUS_LABELS, type InvoiceDetail, type InvoiceStatus } from "../../../common/invoices";
import { formatMoney } from "../../../common/payroll";

const BADGE_CLASSES: Record<InvoiceStatus, string> = {
  open: "border-sky-200 bg-sky-50 text-sky-900",
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800",
  overdue: "border-red-200 bg-red-50 text-red-800",
  void: "border-slate-300 bg-slate-100 text-slate-700",
};

/** An invoice's status as a badge whose words say it (the colour only repeats them). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 font-medium text-xs ${BADGE_CLASSES[status]}`}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}

/** The invoice's dates, terms and money as term/value rows (staff and client pages show the same). */
export function invoiceFacts(invoice: InvoiceDetail): [string, string][] {
  const facts: [string, string][] = [
    ["Client", invoice.company.legalName],
    ["Issued", longDate(invoice.issueDate)],
    ["Due", `${longDate(invoice.dueDate)} (net ${invoice.paymentTermsDays})`],
  ];
  if (invoice.periodStart && invoice.periodEnd) {
    facts.push(["Period", `${longDate(invoice.periodStart)} – ${longDate(invoice.periodEnd)}`]);
  }
  facts.push(
    ["Total", formatMoney(invoice.total)],
    ["Paid", formatMoney(invoice.amountPaid)],
    ["Balance due", formatMoney(invoice.balance)],
  );
  if (invoice.voidReason) facts.push(["Void because", invoice.voidReason]);
  return facts;
}

/** The invoice's lines: contractor, week, regular and overtime hours, rate and amount; the total below. */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <TableScroll label="Invoice lines" className="rounded-xl border border-slate-200">
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">Lines of invoice {invoice.number}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-2">
              Contractor
            </th>
            <th scope="col" className="p-2">
              Week of
            </th>
            <th scope="col" className="p-2 text-right">
              Regular h
            </th>
            <th scope="col" className="p-2 text-right">
              Overtime h
            </th>
            <th scope="col" className="p-2 text-right">
              Rate
            </th>
            <th scope="col" className="p-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} className="border-slate-100 border-t align-top">
              <th scope="row" className="p-2 font-medium text-slate-900">
                {line.contractorName}
                <span className="block font-normal text-slate-600 text-xs">{line.description}</span>
              </th>
              <td className="p-2">{line.weekStart ? longDate(line.weekStart) : "—"}</td>
              <td className="p-2 text-right">{line.weekStart ? formatHours(line.regularHours) : "—"}</td>
              <td className="p-2 text-right">{line.weekStart ? formatHours(line.overtimeHours) : "—"}</td>
              <td className="p-2 text-right">
                {line.billRate
                  ? formatMoney(line.billRate)
                  : `${line.feePercent}% of ${formatMoney(line.salary ?? "0")}`}
              </td>
              <td className="p-2 text-right">{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-slate-200 border-t font-semibold">
            <th scope="row" colSpan={5} className="p-2 text-right">
              Total
            </th>
            <td className="p-2 text-right">{formatMoney(invoice.total)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
