import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { COPILOT_ORDER_STATUS_LABELS, SUBMITTED_STATUSES } from "../../../../common/copilot-orders";
import { listAllCopilotOrders } from "../../../../server/modules/copilot-orders";
import type { Route } from "./+types/orders";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAllCopilotOrders, "copilot-admin");
}

const STATUS_OPTIONS = SUBMITTED_STATUSES.map((value) => ({
  value,
  label: COPILOT_ORDER_STATUS_LABELS[value],
}));

/**
 * The orders clients have submitted, across workspaces, newest change first, at the step their client sees. The
 * agency's recruiters accept and publish them in /admin/requisitions.
 */
export default function CopilotAdminOrders({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <SearchForm q={q} label="Search by title or company">
        <StatusFilter id="order-status" value={status ?? ""} options={STATUS_OPTIONS} />
      </SearchForm>
      <ConsoleTable
        caption="Submitted client orders, newest change first"
        columns={5}
        empty={rows.length === 0 ? "No orders match." : null}
        head={
          <>
            <ColumnHeader>Order</ColumnHeader>
            <ColumnHeader>Workspace</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Submitted</ColumnHeader>
            <ColumnHeader>Last change</ColumnHeader>
          </>
        }
      >
        {rows.map((order) => (
          <tr key={order.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium break-words">
              {order.title}
            </th>
            <td className="p-2">
              <Link
                to={`/copilot/admin/workspaces/${order.workspaceId}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {order.workspaceName}
              </Link>
            </td>
            <td className="p-2">{COPILOT_ORDER_STATUS_LABELS[order.status]}</td>
            <td className="p-2">{order.submittedAt ? formatDateTime(order.submittedAt) : "—"}</td>
            <td className="p-2">{formatDateTime(order.updatedAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
