import { Form, Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  RecordRowHeader,
  StatusFilter,
} from "~/components/admin/table-controls";
import { OrderStatusBadge, PipelineSummary } from "~/components/job-orders/order-parts";
import { Button } from "~/components/ui/button";
import { loadAdminList } from "~/lib/admin-guard.server";
import { CLIENT_STATUS_LABELS } from "../../../common/clients";
import { COPILOT_ORDER_SOURCE } from "../../../common/copilot-orders";
import {
  JOB_ORDER_STATUS_LABELS,
  JOB_ORDER_STATUSES,
  JOB_ORDER_URGENCY_LABELS,
} from "../../../common/job-orders";
import { listRequisitions } from "../../../server/modules/job-orders";
import type { Route } from "./+types/requisitions";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listRequisitions);
}

export const meta = () => [{ title: "Requisitions · Admin" }];

// Drafts stay the company's own: the console never lists them.
const STATUS_OPTIONS = JOB_ORDER_STATUSES.filter((value) => value !== "draft").map((value) => ({
  value,
  label: JOB_ORDER_STATUS_LABELS[value],
}));

/**
 * Job orders clients submitted, through the employer portal or the AI hiring assistant, newest
 * first: accept, publish, move along.
 */
export default function AdminRequisitions({ loaderData }: Route.ComponentProps) {
  const { rows, status, companyId, page, pageSize, total } = loaderData;
  const company = companyId ? rows[0]?.company : null;
  return (
    <>
      <PageTitle>Requisitions</PageTitle>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter requisitions">
        <StatusFilter id="requisition-status" value={status ?? ""} options={STATUS_OPTIONS} />
        {companyId ? <input type="hidden" name="company" value={companyId} /> : null}
        <Button type="submit">Filter</Button>
      </Form>
      {companyId ? (
        <p className="mt-2 text-sm">
          Orders of {company?.legalName ?? "one company"} ·{" "}
          <Link to={status ? `?status=${status}` : "?"} className="text-ocean-700 underline">
            all companies
          </Link>
        </p>
      ) : null}
      <ConsoleTable
        caption="Requisitions, newest submission first"
        columns={5}
        empty={rows.length === 0 ? "No requisitions match." : null}
        head={
          <>
            <ColumnHeader>Order</ColumnHeader>
            <ColumnHeader>Company</ColumnHeader>
            <ColumnHeader>Submitted</ColumnHeader>
            <ColumnHeader>Pipeline</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {rows.map((order) => (
          <tr key={order.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/requisitions/${order.id}`}
              title={order.title}
              detail={`${order.positions} × · ${JOB_ORDER_URGENCY_LABELS[order.urgency]}`}
            />
            <td className="p-2">
              {order.company ? (
                <>
                  <Link
                    to={`?company=${order.company.id}`}
                    className="text-ocean-700 underline-offset-2 hover:underline"
                  >
                    {order.company.legalName}
                  </Link>
                  {order.company.status === "approved" ? null : (
                    <span className="block text-slate-600 text-xs">
                      {CLIENT_STATUS_LABELS[order.company.status]}
                    </span>
                  )}
                </>
              ) : order.copilot ? (
                <>
                  {order.copilot.workspaceName}
                  <span className="block text-slate-600 text-xs">{COPILOT_ORDER_SOURCE}</span>
                </>
              ) : null}
            </td>
            <td className="p-2">{order.submittedAt ? formatDateTime(order.submittedAt) : ""}</td>
            <td className="p-2">
              <PipelineSummary pipeline={order.pipeline} />
            </td>
            <td className="p-2">
              <OrderStatusBadge status={order.status} />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
