import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { httpStatusOf } from "~/lib/api-errors";
import { COPILOT_ORDER_MESSAGES, type CopilotOrder } from "../../../common/copilot-orders";

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
