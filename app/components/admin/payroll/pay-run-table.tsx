import { Link } from "react-router";
import { ColumnHeader, ConsoleTable, formatDateTime } from "~/components/admin/table-controls";
import { formatHours } from "../../../../common/formats";
import { formatMoney, type PayRunSummary } from "../../../../common/payroll";

/** "Nov 20, 2026" for a YYYY-MM-DD date. */
export function formatPayDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

export const PAY_RUN_STATUS_LABELS = { draft: "Draft (in review)", finalized: "Finalized" } as const;

/** Pay runs, latest pay date first, each linking to its review page. */
export function PayRunTable({ rows }: { rows: readonly PayRunSummary[] }) {
  return (
    <ConsoleTable
      caption="Pay runs, latest pay date first"
      columns={6}
      minWidth="normal"
      empty={rows.length === 0 ? "No pay runs yet." : null}
      head={
        <>
          <ColumnHeader>Pay date</ColumnHeader>
          <ColumnHeader>Period</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader>Stubs</ColumnHeader>
          <ColumnHeader>Hours</ColumnHeader>
          <ColumnHeader>Gross / net</ColumnHeader>
        </>
      }
    >
      {rows.map((run) => (
        <tr key={run.id} className="border-slate-100 border-t align-top">
          <th scope="row" className="p-2 text-left font-medium">
            <Link
              to={`/admin/pay-runs/${run.id}`}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {formatPayDate(run.payDate)}
            </Link>
          </th>
          <td className="p-2">
            {formatPayDate(run.periodStart)} – {formatPayDate(run.periodEnd)}
          </td>
          <td className="p-2">
            {PAY_RUN_STATUS_LABELS[run.status]}
            <span className="block text-slate-600">
              {run.finalizedAt
                ? `by ${run.finalizedBy ?? ""} on ${formatDateTime(run.finalizedAt)}`
                : `created by ${run.createdBy}`}
            </span>
          </td>
          <td className="p-2">{run.totals.stubs}</td>
          <td className="p-2">{formatHours(run.totals.hours)}</td>
          <td className="p-2">
            {formatMoney(run.totals.gross)}
            <span className="block text-slate-600">net {formatMoney(run.totals.net)}</span>
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
