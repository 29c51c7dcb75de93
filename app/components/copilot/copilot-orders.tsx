import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { httpStatusOf } from "~/lib/api-errors";
import { copilotCandidatesLink } from "../../../common/copilot-candidates";
import {
  COPILOT_ORDER_MESSAGES,
  COPILOT_ORDER_PATHS,
  COPILOT_ORDER_STATUS_LABELS,
  type CopilotOrder,
  type CopilotOrderListItem,
} from "../../../common/copilot-orders";

/** The assistant's orders API (server/api/copilot-orders.ts). */
export const COPILOT_ORDERS_URL = "/api/copilot/orders";

/** After a change, every cached list, count and order is read again. */
export function refreshCopilotOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(COPILOT_ORDERS_URL),
  });
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 26, 2026, 4:51 PM" from an ISO time. */
export const formatOrderTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * One of the workspace's orders, read again whenever a page opens (recruiters change it too): a
 * skeleton while it loads, the failure (another workspace's or unknown: "couldn't find") with
 * `afterFailure`, else `children` with the order.
 */
export function CopilotOrderLoader({
  id,
  afterFailure,
  children,
}: {
  id: string;
  afterFailure?: ReactNode;
  children: (order: CopilotOrder) => ReactNode;
}) {
  const order = useQuery<CopilotOrder>({
    queryKey: [`${COPILOT_ORDERS_URL}/${id}`],
    ...SHARED_RECORD_QUERY,
    retry: false,
  });
  if (order.isPending) return <Skeleton className="h-64 w-full" />;
  if (order.isError) {
    return (
      <Notice tone="error">
        {httpStatusOf(order.error) === 404
          ? COPILOT_ORDER_MESSAGES.notFound
          : "We could not load the order. Please try again."}{" "}
        {afterFailure}
      </Notice>
    );
  }
  return children(order.data);
}

/** "See candidates" for one submitted order, named for it (several sit on one page). */
export function SeeCandidatesLink({
  order,
  current = false,
}: {
  order: CopilotOrderListItem;
  current?: boolean;
}) {
  return (
    <Link
      to={copilotCandidatesLink(order.id)}
      aria-current={current ? "page" : undefined}
      className="font-semibold text-brand-700 text-sm underline"
    >
      See candidates<span className="sr-only"> for {order.title}</span>
    </Link>
  );
}

/**
 * The workspace's submitted orders (drafts have no candidates), newest change first, each with its
 * step and the way to its ranked candidates; `limit` shows only the first few.
 */
export function SubmittedOrdersList({ current = null, limit }: { current?: string | null; limit?: number }) {
  const orders = useQuery<{ orders: CopilotOrderListItem[] }>({
    queryKey: [COPILOT_ORDERS_URL],
    ...SHARED_RECORD_QUERY,
  });
  if (orders.isPending) return <Skeleton className="h-24 w-full" />;
  if (orders.isError)
    return <Notice tone="error">We could not load your orders. Please reload the page.</Notice>;
  const submitted = orders.data.orders.filter((order) => order.status !== "drafted").slice(0, limit);
  if (submitted.length === 0) {
    return (
      <p className="text-slate-600">
        No submitted orders yet: candidates are ranked once an order is submitted.{" "}
        <Link to={COPILOT_ORDER_PATHS.submit} className="font-semibold text-brand-700 underline">
          Submit an order
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {submitted.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
          <span className="min-w-0 break-words font-medium text-slate-900">
            {order.title}{" "}
            <span className="font-normal text-slate-600 text-sm">
              · {COPILOT_ORDER_STATUS_LABELS[order.status]}
            </span>
          </span>
          <SeeCandidatesLink order={order} current={order.id === current} />
        </li>
      ))}
    </ul>
  );
}
