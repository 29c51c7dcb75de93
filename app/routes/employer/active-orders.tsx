import { Form, Link } from "react-router";
import { Panel } from "~/components/employer/panel";
import { SelectField } from "~/components/forms/text-field";
import { OrderStatusBadge, PipelineSummary } from "~/components/job-orders/order-parts";
import { Button } from "~/components/ui/button";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer } from "../../../common/employer-options";
import {
  JOB_ORDER_STATUS_LABELS,
  JOB_ORDER_STATUSES,
  JOB_ORDER_TYPE_LABELS,
} from "../../../common/job-orders";
import { listCompanyOrders } from "../../../server/modules/job-orders";
import type { Route } from "./+types/active-orders";

/** /employer/active-orders: the company's orders, newest change first, filtered by status (?status=). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const orders = await listCompanyOrders(session, new URL(request.url).searchParams);
  return { ...orders, canManage: canEmployer(session.role, "manageOrders") };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Active Orders",
    description: "Your company's job orders with Sunshine Staffing.",
    path: "/employer/active-orders",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const STATUS_OPTIONS = JOB_ORDER_STATUSES.map((value) => ({ value, label: JOB_ORDER_STATUS_LABELS[value] }));
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });

export default function ActiveOrdersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, status, canManage } = loaderData;
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(to) })}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Active Orders</h1>
        {canManage ? (
          <Button asChild>
            <Link to="/employer/submit-order">Submit an Order</Link>
          </Button>
        ) : null}
      </div>
      <Panel id="orders" title={`Your orders (${total})`}>
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter orders">
          <SelectField
            id="orders-status"
            name="status"
            label="Status"
            anyLabel="All statuses"
            options={STATUS_OPTIONS}
            defaultValue={status ?? ""}
            className="min-w-48"
          />
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </Form>
        {rows.length === 0 ? (
          <p className="text-slate-600 text-sm">
            {status ? "No orders have this status." : "Your company has no orders yet."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((order) => (
              <li
                key={order.id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={`/employer/active-orders/${order.id}`}
                    className="break-words font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {order.title}
                  </Link>
                  <p className="text-slate-600 text-sm">
                    {JOB_ORDER_TYPE_LABELS[order.orderType]} · {order.positions}{" "}
                    {order.positions === 1 ? "position" : "positions"}
                    {order.submittedAt ? ` · submitted ${DATE.format(new Date(order.submittedAt))}` : ""}
                  </p>
                  <p className="text-sm">
                    <PipelineSummary pipeline={order.pipeline} />
                  </p>
                </div>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
        {total > pageSize ? (
          <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
            {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : null}
            {page * pageSize < total ? <Link to={pageLink(page + 1)}>Next page</Link> : null}
          </nav>
        ) : null}
      </Panel>
    </div>
  );
}
