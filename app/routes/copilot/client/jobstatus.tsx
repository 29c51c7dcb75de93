import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import {
  COPILOT_ORDERS_URL,
  CopilotOrderLoader,
  formatOrderTime,
  refreshCopilotOrders,
  SeeCandidatesLink,
} from "~/components/copilot/copilot-orders";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { formatPaySuggestion, type OrderDraft } from "../../../../common/copilot-drafting";
import {
  COPILOT_DRAFT_PART_LABELS,
  COPILOT_EVENT_LABELS,
  COPILOT_ORDER_PATHS,
  COPILOT_ORDER_STATUS_LABELS,
  COPILOT_ORDER_STATUSES,
  type CopilotOrder,
  type CopilotOrderEvent,
  type CopilotOrderListItem,
  type CopilotOrderStatus,
} from "../../../../common/copilot-orders";
import type { Route } from "./+types/jobstatus";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Job Status",
    description: "Where each of your orders stands, and what happened to it.",
    path: COPILOT_ORDER_PATHS.status,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const SECTION = "space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6";

const isStatus = (value: string | null): value is CopilotOrderStatus =>
  (COPILOT_ORDER_STATUSES as readonly string[]).includes(value ?? "");

/**
 * /copilot/client/jobstatus (issue 22): the workspace's orders with their progress as steps;
 * `?order=<id>` opens one with its timeline (who did what, when); `?status=<step>` narrows the list.
 */
export default function CopilotJobStatusPage() {
  const [params] = useSearchParams();
  const orderId = params.get("order");
  const status = params.get("status");
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Job status</h1>
        <p className="mt-2 text-slate-600">
          Each order&apos;s progress, from your draft to the filled role, and everything that happened on the
          way.
        </p>
      </div>
      {orderId ? <OrderDetail key={orderId} id={orderId} /> : null}
      <OrderList status={isStatus(status) ? status : null} current={orderId} />
    </div>
  );
}

/** The steps, the current one marked; a closed order shows where it ended. */
function Steps({ status, label }: { status: CopilotOrderStatus; label: string }) {
  const current = COPILOT_ORDER_STATUSES.indexOf(status);
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2">
      {COPILOT_ORDER_STATUSES.map((step, index) => {
        // A closed order may have ended at any step (withdrawn, or closed unfilled): none is shown as done.
        const done = status !== "closed" && index < current;
        const here = index === current;
        return (
          <li
            key={step}
            aria-current={here ? "step" : undefined}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs ${
              here
                ? "border-brand-700 bg-brand-700 font-semibold text-white"
                : done
                  ? "border-brand-200 bg-brand-50 text-brand-800"
                  : "border-slate-200 text-slate-600"
            }`}
          >
            {done ? <CheckIcon aria-hidden="true" className="size-3" /> : null}
            {COPILOT_ORDER_STATUS_LABELS[step]}
            {done ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function OrderList({ status, current }: { status: CopilotOrderStatus | null; current: string | null }) {
  const url = status ? `${COPILOT_ORDERS_URL}?status=${status}` : COPILOT_ORDERS_URL;
  const orders = useQuery<{ orders: CopilotOrderListItem[] }>({ queryKey: [url], ...SHARED_RECORD_QUERY });
  return (
    <section aria-labelledby="orders-heading" className={SECTION}>
      <h2 id="orders-heading" className="font-semibold text-slate-900 text-xl">
        {status ? `Orders: ${COPILOT_ORDER_STATUS_LABELS[status]}` : "Your orders"}
      </h2>
      {status ? (
        <Link to={COPILOT_ORDER_PATHS.status} className="inline-block text-brand-700 text-sm underline">
          Show every order
        </Link>
      ) : null}
      {orders.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : orders.isError ? (
        <Notice tone="error">We could not load your orders. Please reload the page.</Notice>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-slate-600">
          No orders{status ? " at this step" : " yet"}.{" "}
          <Link to={COPILOT_ORDER_PATHS.submit} className="font-semibold text-brand-700 underline">
            Submit an order
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.data.orders.map((order) => (
            <li key={order.id} className="space-y-2 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`${COPILOT_ORDER_PATHS.status}?order=${order.id}`}
                  aria-current={order.id === current ? "page" : undefined}
                  className="break-words font-semibold text-brand-700 underline"
                >
                  {order.title}
                </Link>
                <span className="text-slate-600 text-sm">
                  {order.submittedAt
                    ? `Submitted ${formatOrderTime(order.submittedAt)}`
                    : `Saved ${formatOrderTime(order.updatedAt)}`}
                </span>
              </div>
              <Steps status={order.status} label={`Progress of ${order.title}`} />
              {order.status !== "drafted" ? <SeeCandidatesLink order={order} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderDetail({ id }: { id: string }) {
  return <CopilotOrderLoader id={id}>{(order) => <OrderSummary data={order} />}</CopilotOrderLoader>;
}

function OrderSummary({ data }: { data: CopilotOrder }) {
  const changeable = data.status === "submitted" && !data.accepted;
  const pay = formatPaySuggestion(data.draft.pay);
  const place = [data.draft.location.city, data.draft.location.state].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="order-detail-heading" className={SECTION}>
      <h2 id="order-detail-heading" className="break-words font-semibold text-slate-900 text-xl">
        {data.draft.title}
      </h2>
      <p className="text-slate-700">
        Status: <strong>{COPILOT_ORDER_STATUS_LABELS[data.status]}</strong>
        {data.accepted && data.status === "submitted" ? " · accepted by a recruiter" : ""}
      </p>
      <Steps status={data.status} label="Progress" />
      {data.status === "drafted" ? (
        <Notice tone="info">
          This order is a draft: nothing has been sent to the agency.{" "}
          <Link to={`${COPILOT_ORDER_PATHS.submit}?order=${data.id}`} className="font-semibold underline">
            Open the draft
          </Link>
        </Notice>
      ) : null}
      {data.status !== "drafted" ? (
        <p>
          <SeeCandidatesLink order={data} />
        </p>
      ) : null}
      {changeable ? <ChangeSubmitted order={data} /> : null}
      {data.jobId ? (
        <p className="text-slate-700">
          Published on our job board:{" "}
          <Link to={`/jobs/${data.jobId}`} className="font-semibold text-brand-700 underline">
            see the job posting
          </Link>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Summary</dt>
        <dd className="break-words text-slate-700">{data.draft.summary || "Not given"}</dd>
        <dt className="font-medium text-slate-900">Must-have skills</dt>
        <dd className="break-words text-slate-700">{data.draft.mustHaveSkills.join(", ") || "None"}</dd>
        <dt className="font-medium text-slate-900">Location</dt>
        <dd className="break-words text-slate-700">{place || "Not given"}</dd>
        <dt className="font-medium text-slate-900">Pay</dt>
        <dd className="text-slate-700">{pay ?? "Not given"}</dd>
      </dl>
      <h3 className="font-semibold text-slate-900">Timeline</h3>
      <Timeline events={data.events} />
    </section>
  );
}

function Timeline({ events }: { events: CopilotOrderEvent[] }) {
  return (
    <ol aria-label="Timeline" className="space-y-3 border-slate-200 border-l-2 pl-4">
      {events.map((event) => (
        <li key={event.id}>
          <p className="font-medium text-slate-900">
            {event.kind === "status_changed" && event.status
              ? `Moved to ${COPILOT_ORDER_STATUS_LABELS[event.status]}`
              : COPILOT_EVENT_LABELS[event.kind]}
            {event.changed.length > 0
              ? `: ${event.changed.map((part) => COPILOT_DRAFT_PART_LABELS[part as keyof OrderDraft] ?? part).join(", ")}`
              : ""}
          </p>
          <p className="text-slate-600 text-sm">
            {event.who} · <time dateTime={event.at}>{formatOrderTime(event.at)}</time>
          </p>
          {event.note ? <p className="text-slate-700 text-sm">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Edit or withdraw, while no recruiter has accepted the order. */
function ChangeSubmitted({ order }: { order: CopilotOrder }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function withdraw() {
    setSending(true);
    try {
      await apiRequest("POST", `${COPILOT_ORDERS_URL}/${order.id}/withdraw`);
      setOpen(false);
      await refreshCopilotOrders(queryClient);
    } catch (error) {
      setOpen(false);
      setMessage({ tone: "error", text: serverErrorMessage(error) ?? "We could not withdraw the order." });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        No recruiter has accepted this order yet: you can still change it or take it back.
      </p>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={`${COPILOT_ORDER_PATHS.submit}?order=${order.id}`}>Edit the order</Link>
        </Button>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="outline">Withdraw</Button>
          </Dialog.Trigger>
          <ConfirmDialogPanel
            title={`Withdraw ${order.draft.title}?`}
            description="The recruiters stop working on it and it is closed. It still counts against this month's orders."
          >
            <ConfirmDialogActions sending={sending}>
              <Button className={DANGER_BUTTON_CLASS} onClick={() => void withdraw()} disabled={sending}>
                {sending ? "Withdrawing..." : "Withdraw the order"}
              </Button>
            </ConfirmDialogActions>
          </ConfirmDialogPanel>
        </Dialog.Root>
      </div>
    </div>
  );
}
