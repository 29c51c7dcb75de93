import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SaveIcon, SendIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import {
  COPILOT_ORDERS_URL,
  CopilotOrderLoader,
  formatOrderTime,
  refreshCopilotOrders,
} from "~/components/copilot/copilot-orders";
import { DescribeRoleForm, DraftForm, fieldsUnder } from "~/components/copilot/draft-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorBody, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";
import { DRAFTING_TEXTS, type DraftResult, type OrderDraft } from "../../../../common/copilot-drafting";
import {
  COPILOT_ORDER_MESSAGES,
  COPILOT_ORDER_PATHS,
  type CopilotOrder,
  type CopilotOrderListItem,
} from "../../../../common/copilot-orders";
import type { Route } from "./+types/submitorder";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Submit an Order",
    description: "Describe a role; the assistant drafts the job order for you to review and submit.",
    path: COPILOT_ORDER_PATHS.submit,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const SECTION = "space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6";

/**
 * /copilot/client/submitorder (issue 22): a few sentences become a complete, editable order; it is
 * saved as a draft (the workspace's own) or submitted to the agency's recruiters. `?order=<id>`
 * reopens a draft, or a submitted order no recruiter has accepted yet.
 */
export default function CopilotSubmitOrderPage() {
  const [params] = useSearchParams();
  const orderId = params.get("order");
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Submit an order</h1>
        <p className="mt-2 text-slate-600">
          Describe the role, review the assistant&apos;s draft and change anything. Nothing reaches the agency
          until you submit.
        </p>
      </div>
      {orderId ? <SavedOrder key={orderId} id={orderId} /> : <NewOrder />}
      <DraftsList current={orderId} />
    </div>
  );
}

function NewOrder() {
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const [result, setResult] = useState<DraftResult | null>(null);
  const [version, setVersion] = useState(0);

  async function draft(event: FormEvent) {
    event.preventDefault();
    setDrafting(true);
    setAlert(null);
    setTextError(undefined);
    try {
      const response = await apiRequest("POST", `${COPILOT_ORDERS_URL}/draft`, { text });
      setResult((await response.json()) as DraftResult);
      setVersion((value) => value + 1);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.text) setTextError(fields.text);
      else setAlert(serverErrorMessage(error) ?? "We could not draft the order. Please try again.");
    } finally {
      setDrafting(false);
    }
  }

  return (
    <>
      <section aria-labelledby="describe-heading" className={SECTION}>
        <h2 id="describe-heading" className="font-semibold text-slate-900 text-xl">
          Describe the role
        </h2>
        <DescribeRoleForm text={text} onText={setText} error={textError} drafting={drafting} onSubmit={draft}>
          {alert ? <Notice tone="error">{alert}</Notice> : null}
        </DescribeRoleForm>
      </section>
      {result ? (
        <OrderEditor
          key={version}
          initial={result.draft}
          order={null}
          note={
            result.drafter === "model" && result.model
              ? DRAFTING_TEXTS.modelDrafter(result.model)
              : DRAFTING_TEXTS.builtInDrafter
          }
        />
      ) : null}
    </>
  );
}

function SavedOrder({ id }: { id: string }) {
  return (
    <CopilotOrderLoader
      id={id}
      afterFailure={
        <Link to={COPILOT_ORDER_PATHS.submit} className="underline">
          Start a new order
        </Link>
      }
    >
      {(order) =>
        order.status === "drafted" || (order.status === "submitted" && !order.accepted) ? (
          <OrderEditor
            key={order.updatedAt}
            initial={order.draft}
            order={order}
            note={
              order.status === "drafted"
                ? `Draft saved ${formatOrderTime(order.updatedAt)}. Nothing has been sent to the agency.`
                : "Submitted: the recruiters see your changes as soon as you save them, until one of them accepts the order."
            }
          />
        ) : (
          <Notice tone="info">
            {COPILOT_ORDER_MESSAGES.notEditable}{" "}
            <Link to={`${COPILOT_ORDER_PATHS.status}?order=${id}`} className="underline">
              See its progress
            </Link>
          </Notice>
        )
      }
    </CopilotOrderLoader>
  );
}

type Alert = { tone: "success" | "error"; text: string; link?: string };

/** The draft's fields and the two ways out: save (a draft stays the workspace's own) or submit. */
function OrderEditor({
  initial,
  order,
  note,
}: {
  initial: OrderDraft;
  order: CopilotOrder | null;
  note: string;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [pending, setPending] = useState<"save" | "submit" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const submitted = order?.status === "submitted";

  useEffect(() => {
    if (!order) heading.current?.focus();
  }, [order]);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  async function save(submit: boolean) {
    if (pending) return;
    setPending(submit ? "submit" : "save");
    setAlert(null);
    setErrors({});
    try {
      const response = order
        ? await apiRequest("PATCH", `${COPILOT_ORDERS_URL}/${order.id}`, { draft, submit })
        : await apiRequest("POST", COPILOT_ORDERS_URL, { draft, submit });
      const saved = (await response.json()) as CopilotOrder;
      await refreshCopilotOrders(queryClient);
      if (submit || submitted) {
        toast({
          title: submit ? "Order submitted" : "Order updated",
          description: submit ? COPILOT_ORDER_MESSAGES.submitted : COPILOT_ORDER_MESSAGES.updated,
        });
        await navigate(`${COPILOT_ORDER_PATHS.status}?order=${saved.id}`);
        return;
      }
      toast({ title: "Draft saved", description: COPILOT_ORDER_MESSAGES.saved });
      if (!order) setParams({ order: saved.id });
      else setAlert({ tone: "success", text: COPILOT_ORDER_MESSAGES.saved });
    } catch (error) {
      setErrors(fieldsUnder(serverFieldErrors(error), "draft"));
      const link = serverErrorBody(error)?.link;
      setAlert({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not save the order. Please try again.",
        link: typeof link === "string" ? link : undefined,
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="order-heading" className={SECTION}>
      <h2 id="order-heading" ref={heading} tabIndex={-1} className="font-semibold text-slate-900 text-xl">
        {order ? `Order: ${order.draft.title}` : "Review and edit the draft"}
      </h2>
      <Notice tone="info">{note} Every field is yours to change.</Notice>
      <form
        className="space-y-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(!submitted);
        }}
      >
        <DraftForm draft={draft} onChange={setDraft} errors={errors} forSubmission />
        {alert ? (
          <div ref={alertRef} tabIndex={-1}>
            <Notice tone={alert.tone}>
              {alert.text}
              {alert.link ? (
                <>
                  {" "}
                  <Link to={alert.link} className="font-semibold underline">
                    {alert.link.endsWith("/billing") ? "See plans and usage" : "Go to billing"}
                  </Link>
                </>
              ) : null}
            </Notice>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {submitted ? (
            <SubmitButton
              pending={pending === "save"}
              pendingLabel="Saving…"
              icon={<SaveIcon aria-hidden="true" />}
            >
              Save changes
            </SubmitButton>
          ) : (
            <>
              <SubmitButton
                pending={pending === "submit"}
                pendingLabel="Submitting…"
                icon={<SendIcon aria-hidden="true" />}
              >
                Submit to the agency
              </SubmitButton>
              <Button
                type="button"
                variant="outline"
                disabled={pending !== null}
                onClick={() => void save(false)}
              >
                <SaveIcon aria-hidden="true" />
                {pending === "save" ? "Saving…" : "Save draft"}
              </Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

/** The workspace's drafts, to reopen one. */
function DraftsList({ current }: { current: string | null }) {
  const drafts = useQuery<{ orders: CopilotOrderListItem[] }>({
    queryKey: [`${COPILOT_ORDERS_URL}?status=drafted`],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <section aria-labelledby="drafts-heading" className={SECTION}>
      <h2 id="drafts-heading" className="font-semibold text-slate-900 text-xl">
        Your drafts
      </h2>
      {drafts.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : drafts.isError ? (
        <Notice tone="error">We could not load your drafts. Please reload the page.</Notice>
      ) : drafts.data.orders.length === 0 ? (
        <p className="text-slate-600">No drafts. Drafts you save appear here until you submit them.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {drafts.data.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="block break-words font-medium text-slate-900">{order.title}</span>
                <span className="text-slate-600 text-sm">Saved {formatOrderTime(order.updatedAt)}</span>
              </span>
              {order.id === current ? (
                <span className="text-slate-600 text-sm">Open above</span>
              ) : (
                <Link
                  to={`${COPILOT_ORDER_PATHS.submit}?order=${order.id}`}
                  className="font-semibold text-brand-700 underline"
                  aria-label={`Open the draft ${order.title}`}
                >
                  Open
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {current ? (
        <Link to={COPILOT_ORDER_PATHS.submit} className="inline-block font-semibold text-brand-700 underline">
          Start a new order
        </Link>
      ) : null}
    </section>
  );
}
