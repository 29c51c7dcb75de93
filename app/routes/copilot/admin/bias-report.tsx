import { Link } from "react-router";
import { ColumnHeader, ConsoleTable, PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import {
  BIAS_SELECTION_KEYS,
  BIAS_SELECTION_LABELS,
  BIAS_TOO_FEW,
  type BiasReport,
} from "../../../../common/copilot-admin";
import { biasReport, biasSelectionOf } from "../../../../server/modules/copilot-admin";
import type { Route } from "./+types/bias-report";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "copilot-admin");
  return biasReport(biasSelectionOf(new URL(request.url).searchParams.get("selection")));
}

/** The two readings of "selected", as links: the page is a GET, bookmarkable, no script needed. */
function SelectionSwitch({ current }: { current: BiasReport["selection"]["key"] }) {
  return (
    <nav aria-label="Selection definition" className="flex flex-wrap gap-2">
      {BIAS_SELECTION_KEYS.map((key) => (
        <Link
          key={key}
          to={`?selection=${key}`}
          aria-current={key === current ? "page" : undefined}
          className={
            key === current
              ? "rounded-md bg-slate-900 px-3 py-1.5 font-medium text-sm text-white"
              : "rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50"
          }
        >
          {BIAS_SELECTION_LABELS[key]}
        </Link>
      ))}
    </nav>
  );
}

const ENTRIES_ARE: Record<BiasReport["entriesAre"], (report: BiasReport) => string> = {
  "order-candidates": (report) =>
    `${report.entries} candidates shown for orders (from ${report.rankings} rankings shown to clients), ${report.selected} selected.`,
  "ranking-appearances": (report) =>
    `${report.rankings} rankings shown to clients, ${report.entries} entries, ${report.selected} selected.`,
};

const rate = (value: number | null) => (value === null ? "—" : value.toFixed(3));

/**
 * The bias report (NYC Local Law 144 style): selection rates and impact ratios by self-reported
 * sex, race/ethnicity and their intersection. For the assistant's staff only, never for clients.
 */
export default function CopilotAdminBiasReport({ loaderData: report }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Bias report</PageTitle>
      <div className="max-w-prose space-y-2 text-slate-700 text-sm">
        <SelectionSwitch current={report.selection.key} />
        <p>
          <strong>Selection:</strong> {report.selection.description}
        </p>
        <p>
          Selection rate = selected ÷ entries in the group. Impact ratio = the group's selection rate ÷ the
          highest selection rate among the groups reported in the same table. Groups come from candidates'
          voluntary self-identification; candidates who did not answer are counted as unknown and left out of
          the ratios. A group with fewer than {report.minimumGroupSize} entries is shown as “{BIAS_TOO_FEW}”.
          This report is never shown to clients.
        </p>
        <p>{ENTRIES_ARE[report.entriesAre](report)}</p>
      </div>
      {report.tables.map((table) => (
        <section key={table.dimension} aria-labelledby={`bias-${table.dimension}`} className="mt-8">
          <h2 id={`bias-${table.dimension}`} className="font-semibold text-lg text-slate-900">
            {table.title}
          </h2>
          <ConsoleTable
            caption={`Selection rates and impact ratios by ${table.title.toLowerCase()}`}
            columns={5}
            empty={null}
            head={
              <>
                <ColumnHeader>Group</ColumnHeader>
                <ColumnHeader>Entries</ColumnHeader>
                <ColumnHeader>Selected</ColumnHeader>
                <ColumnHeader>Selection rate</ColumnHeader>
                <ColumnHeader>Impact ratio</ColumnHeader>
              </>
            }
          >
            {table.rows.map((row) => (
              <tr key={row.key} className="border-slate-100 border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  {row.label}
                </th>
                {row.reportable ? (
                  <>
                    <td className="p-2">{row.total}</td>
                    <td className="p-2">{row.selected}</td>
                    <td className="p-2">{rate(row.selectionRate)}</td>
                    <td className="p-2">{rate(row.impactRatio)}</td>
                  </>
                ) : (
                  <td className="p-2 text-slate-600" colSpan={4}>
                    {BIAS_TOO_FEW}
                  </td>
                )}
              </tr>
            ))}
          </ConsoleTable>
          <p className="mt-2 text-slate-600 text-sm">Unknown (not answered): {table.unknown} entries.</p>
        </section>
      ))}
    </>
  );
}
