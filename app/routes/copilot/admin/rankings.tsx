import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { MATCHING_CRITERIA, MATCHING_CRITERION_LABELS } from "../../../../common/matching";
import { listRankings } from "../../../../server/modules/copilot-admin";
import type { Route } from "./+types/rankings";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listRankings, "copilot-admin");
}

/** The ranking log: every ranking shown, newest first, with its order, ranker version and weights. */
export default function CopilotAdminRankings({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Ranking log</PageTitle>
      <ConsoleTable
        caption="Rankings shown, newest first"
        columns={5}
        minWidth="wide"
        empty={rows.length === 0 ? "No rankings logged yet." : null}
        head={
          <>
            <ColumnHeader>When</ColumnHeader>
            <ColumnHeader>Workspace</ColumnHeader>
            <ColumnHeader>Order</ColumnHeader>
            <ColumnHeader>Version</ColumnHeader>
            <ColumnHeader>Weights</ColumnHeader>
          </>
        }
      >
        {rows.map((ranking) => (
          <tr key={ranking.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium">
              <Link
                to={`/copilot/admin/rankings/${ranking.id}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {formatDateTime(ranking.createdAt)}
              </Link>
              <span className="block font-normal text-slate-600">
                {ranking.shown} shown of {ranking.considered} considered
              </span>
            </th>
            <td className="p-2">
              {ranking.workspaceName ?? (ranking.subject === "demo" ? "Public demo" : "—")}
            </td>
            <td className="p-2 break-words">{ranking.orderTitle}</td>
            <td className="p-2 break-all">{ranking.version}</td>
            <td className="p-2 text-slate-700">
              {MATCHING_CRITERIA.map(
                (criterion) => `${MATCHING_CRITERION_LABELS[criterion]} ${ranking.weights[criterion]}`,
              ).join(", ")}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
