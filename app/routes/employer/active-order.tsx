import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { Details, Panel } from "~/components/employer/panel";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import {
  OrderHistory,
  OrderStatusBadge,
  orderDetailRows,
  PipelineSummary,
} from "~/components/job-orders/order-parts";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer } from "../../../common/employer-options";
import {
  CANCELLABLE_ORDER_STATUSES,
  EDITABLE_ORDER_STATUSES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_MESSAGES,
  WORKED_ORDER_STATUSES,
} from "../../../common/job-order-schemas";
import type { JobOrderStatus } from "../../../common/job-orders";
import { getCompanyOrder } from "../../../server/modules/job-orders";
import type { Route } from "./+types/active-order";

/** /employer/active-orders/:id: one of the company's orders (another company's is the 404 page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const detail = await refusalsAsPageResponses(() => getCompanyOrder(session, params.id));
  return { ...detail, canManage: canEmployer(session.role, "manageOrders") };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta({
    title: data ? `Order: ${data.order.title}` : "Order",
    description: "One of your company's job orders.",
    path: "/employer/active-orders",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const SAVED_MESSAGES: Record<string, string> = {
  draft: JOB_ORDER_MESSAGES.saved,
  submitted: JOB_ORDER_MESSAGES.submitted,
  updated: JOB_ORDER_MESSAGES.updated,
};

type Message = { tone: "success" | "error"; text: string };

export default function ActiveOrderPage({ loaderData }: Route.ComponentProps) {
  const { order, pipeline, events, companyStatus, canManage } = loaderData;
  const [searchParams] = useSearchParams();
  const saved = SAVED_MESSAGES[searchParams.get("saved") ?? ""];
  const [message, setMessage] = useState<Message | null>(saved ? { tone: "success", text: saved } : null);
  const waitsForApproval = companyStatus !== "approved" && order.status === "submitted";

  return (
    <div className="space-y-6">
      <Link
        to="/employer/active-orders"
        className="text-brand-800 text-sm underline-offset-2 hover:underline"
      >
        ← Active Orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="break-words font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          {order.title}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {waitsForApproval ? <Notice tone="info">{JOB_ORDER_MESSAGES.awaitingApproval}</Notice> : null}
      {order.cancelReason ? <Notice tone="info">Cancelled: {order.cancelReason}</Notice> : null}
      {canManage ? <OrderActions orderId={order.id} status={order.status} onDone={setMessage} /> : null}
      <Panel id="order-terms" title="The order">
        <Details rows={orderDetailRows(order)} />
        {order.description ? (
          <p className="mt-4 whitespace-pre-line break-words text-slate-700 text-sm">{order.description}</p>
        ) : null}
      </Panel>
      <Panel id="order-pipeline" title="Candidates">
        <p className="text-sm">
          {order.jobId ? (
            <PipelineSummary pipeline={pipeline} />
          ) : (
            "Candidates appear once a recruiter publishes the order."
          )}
        </p>
      </Panel>
      <Panel id="order-history" title="History">
        <OrderHistory events={events} />
      </Panel>
    </div>
  );
}

function OrderActions({
  orderId,
  status,
  onDone,
}: {
  orderId: string;
  status: JobOrderStatus;
  onDone: (message: Message) => void;
}) {
  const editable = EDITABLE_ORDER_STATUSES.includes(status);
  const worked = WORKED_ORDER_STATUSES.includes(status);
  if (!CANCELLABLE_ORDER_STATUSES.includes(status)) return null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        {editable ? (
          <Button asChild variant="outline">
            <Link to={`/employer/submit-order?draft=${orderId}`}>
              {status === "draft" ? "Continue Draft" : "Edit Order"}
            </Link>
          </Button>
        ) : null}
        <CancelOrder orderId={orderId} onDone={onDone} />
      </div>
      {worked ? <RequestChanges orderId={orderId} onDone={onDone} /> : null}
    </div>
  );
}

/** A note sent with a POST; the field's message or the refusal shown, the page reloaded on success. */
function useNoteForm(
  url: string,
  field: "reason" | "note",
  onDone: (message: Message) => void,
  success: string,
) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>): Promise<boolean> {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(field) ?? "").trim();
    setSending(true);
    setError(undefined);
    try {
      await apiRequest("POST", url, { [field]: text });
      onDone({ tone: "success", text: success });
      await revalidator.revalidate();
      return true;
    } catch (failure) {
      const message = serverFieldErrors(failure)[field];
      if (message) setError(message);
      else
        onDone({
          tone: "error",
          text: serverErrorMessage(failure) ?? "We could not send it. Please try again.",
        });
      return false;
    } finally {
      setSending(false);
    }
  }
  return { error, sending, send };
}

function CancelOrder({ orderId, onDone }: { orderId: string; onDone: (message: Message) => void }) {
  const [open, setOpen] = useState(false);
  const { error, sending, send } = useNoteForm(
    `/api/employers/orders/${orderId}/cancel`,
    "reason",
    onDone,
    JOB_ORDER_MESSAGES.cancelled,
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" className="border-red-700 text-red-800 hover:border-red-800">
          Cancel Order
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel
        title="Cancel this order?"
        description="The agency stops working on it. Tell the recruiter why; this can't be undone."
      >
        <form
          method="post"
          noValidate
          onSubmit={(event) => void send(event).then((done) => done && setOpen(false))}
          className="space-y-4"
        >
          <TextareaField
            id="cancel-reason"
            name="reason"
            label="Reason"
            rows={3}
            maxLength={JOB_ORDER_LIMITS.note}
            error={error}
          />
          <ConfirmDialogActions sending={sending}>
            <SubmitButton className={DANGER_BUTTON_CLASS} pending={sending} pendingLabel="Cancelling...">
              Cancel Order
            </SubmitButton>
          </ConfirmDialogActions>
        </form>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}

function RequestChanges({ orderId, onDone }: { orderId: string; onDone: (message: Message) => void }) {
  const { error, sending, send } = useNoteForm(
    `/api/employers/orders/${orderId}/change-requests`,
    "note",
    onDone,
    JOB_ORDER_MESSAGES.changesRequested,
  );
  return (
    <Panel id="order-changes" title="Request changes">
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          void send(event).then((done) => done && form.reset());
        }}
        className="space-y-4"
      >
        <TextareaField
          id="change-note"
          name="note"
          label="What should change?"
          hint="Your recruiter gets this by email; it stays in the order's history."
          rows={3}
          maxLength={JOB_ORDER_LIMITS.note}
          error={error}
        />
        <SubmitButton pending={sending} pendingLabel="Sending...">
          Request Changes
        </SubmitButton>
      </form>
    </Panel>
  );
}
