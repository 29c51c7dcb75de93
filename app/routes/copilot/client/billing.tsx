import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { downloadFromApi } from "~/components/candidate/api-download";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { useClientAccount } from "~/components/copilot/copilot-account";
import {
  BILLING_READ_ONLY_NOTE,
  BILLING_SECTION,
  billingDate,
  COPILOT_BILLING_URL,
  cardWords,
  isSubscribed,
  managesBilling,
  PlanUsage,
  TEXT_LINK,
  useBillingOverview,
  useSeats,
  useStoreOverview,
} from "~/components/copilot/copilot-billing";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { RadioCards } from "~/components/forms/radio-cards";
import { SubmitButton } from "~/components/forms/submit-button";
import { OutcomeNotice, TitledForm } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  COPILOT_BILLING_PATHS,
  COPILOT_SUBSCRIPTION_STATUS_LABELS,
  type CopilotBillingOverview,
  type CopilotInvoiceSummary,
  type CopilotPlanChangePreview,
} from "../../../../common/copilot-billing";
import {
  COPILOT_PLANS,
  type CopilotPlanId,
  copilotPlan,
  formatPlanPrice,
} from "../../../../common/copilot-plans";
import type { Route } from "./+types/billing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Billing",
    description: "Your plan, its usage this period, your invoices, and plan changes.",
    path: COPILOT_BILLING_PATHS.billing,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type Subscription = NonNullable<CopilotBillingOverview["subscription"]>;

/**
 * Billing (issue 22): the plan and its status, usage this period, the card, invoices with their
 * PDFs, and, for owners and billing members, changing plan (previewed, prorated), cancelling at the
 * period's end (or keeping the subscription) and paying a failed renewal again.
 */
export default function CopilotBillingPage() {
  const { role } = useClientAccount();
  const overview = useBillingOverview();
  const seats = useSeats();
  const location = useLocation();
  const arrived = (location.state as { notice?: unknown } | null)?.notice;
  const canManage = managesBilling(role);

  return (
    <div className="space-y-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Billing</h1>
      {typeof arrived === "string" ? <Notice tone="success">{arrived}</Notice> : null}
      {canManage ? null : <Notice tone="info">{BILLING_READ_ONLY_NOTE}</Notice>}
      {overview.isPending ? (
        <QueryLoading what="your billing" />
      ) : overview.isError ? (
        <QueryLoadFailed what="your billing" error={overview.error} retry={() => void overview.refetch()} />
      ) : (
        <>
          <PlanSection overview={overview.data} canManage={canManage} />
          <section aria-labelledby="usage-heading" className={BILLING_SECTION}>
            <h2 id="usage-heading" className="font-semibold text-slate-900 text-xl">
              Usage this period
            </h2>
            <PlanUsage overview={overview.data} seats={seats.data} />
          </section>
          {canManage && overview.data.subscription?.status === "active" ? (
            <>
              <ChangePlan subscription={overview.data.subscription} />
              <Cancellation subscription={overview.data.subscription} />
            </>
          ) : null}
          <Invoices invoices={overview.data.invoices} />
        </>
      )}
    </div>
  );
}

function PlanSection({ overview, canManage }: { overview: CopilotBillingOverview; canManage: boolean }) {
  const { subscription, card } = overview;
  return (
    <section aria-labelledby="plan-heading" className={BILLING_SECTION}>
      <h2 id="plan-heading" className="font-semibold text-slate-900 text-xl">
        Your plan
      </h2>
      {subscription && isSubscribed(overview) ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-slate-600 text-sm">Plan</dt>
              <dd className="mt-1 font-semibold text-lg text-slate-900">
                {copilotPlan(subscription.plan).name},{" "}
                {formatPlanPrice(copilotPlan(subscription.plan).monthlyPriceCents)} a month
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 text-sm">Status</dt>
              <dd className="mt-1 font-semibold text-lg text-slate-900">{statusWords(subscription)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 text-sm">
                {subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on"}
              </dt>
              <dd className="mt-1 font-semibold text-lg text-slate-900">
                {billingDate(subscription.currentPeriodEnd)}
              </dd>
            </div>
          </dl>
          <StatusNotice subscription={subscription} canManage={canManage} />
        </>
      ) : (
        <p className="text-slate-700">
          {subscription ? "Your subscription has ended." : "Your workspace has no plan yet."}{" "}
          <Link to={COPILOT_BILLING_PATHS.subscribe} className={TEXT_LINK}>
            Choose a plan
          </Link>
        </p>
      )}
      <p className="text-slate-700">
        Card: {card ? cardWords(card) : "none on file"}.{" "}
        <Link to={COPILOT_BILLING_PATHS.paymentSetup} className={TEXT_LINK}>
          {canManage ? (card ? "Replace card" : "Add a card") : "See the card"}
        </Link>
      </p>
    </section>
  );
}

function statusWords(subscription: Subscription): string {
  if (subscription.status === "active" && subscription.cancelAtPeriodEnd)
    return "Active, cancelling at period end";
  return COPILOT_SUBSCRIPTION_STATUS_LABELS[subscription.status];
}

/** A failed payment's consequences and the way out; a cancellation's end date. */
function StatusNotice({ subscription, canManage }: { subscription: Subscription; canManage: boolean }) {
  const retry = useApiSubmit();
  const storeOverview = useStoreOverview();

  function onRetry() {
    void retry.submit(() => apiRequest("POST", `${COPILOT_BILLING_URL}/retry-payment`), {
      success: async (response) => {
        await storeOverview(response);
        return "The payment went through. Thank you.";
      },
      failure: "We could not take the payment. Please try again.",
    });
  }

  const failed = subscription.status === "past_due" || subscription.status === "read_only";
  return (
    <>
      {subscription.status === "past_due" ? (
        <Notice tone="error" title="The last payment failed">
          {subscription.graceUntil
            ? `The workspace keeps working until ${billingDate(subscription.graceUntil)}; after that it is read-only until the payment goes through.`
            : "The workspace keeps working for a few days; after that it is read-only until the payment goes through."}
        </Notice>
      ) : null}
      {subscription.status === "read_only" ? (
        <Notice tone="error" title="Your workspace is read-only">
          A payment failed and its grace period is over. Pay it to submit orders and invite colleagues again.
        </Notice>
      ) : null}
      {subscription.status === "active" && subscription.cancelAtPeriodEnd ? (
        <Notice tone="info">
          Your subscription is cancelled at the end of this period, on{" "}
          {billingDate(subscription.currentPeriodEnd)}. Until then everything keeps working.
        </Notice>
      ) : null}
      {retry.outcome ? <OutcomeNotice outcome={retry.outcome} /> : null}
      {failed && canManage ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onRetry} disabled={retry.sending}>
            {retry.sending ? "Paying..." : "Retry the payment"}
          </Button>
          <Link to={COPILOT_BILLING_PATHS.paymentSetup} className={TEXT_LINK}>
            Use another card first
          </Link>
        </div>
      ) : null}
    </>
  );
}

function ChangePlan({ subscription }: { subscription: Subscription }) {
  const storeOverview = useStoreOverview();
  const others = COPILOT_PLANS.filter((plan) => plan.id !== subscription.plan);
  const [plan, setPlan] = useState<CopilotPlanId | "">("");
  const [preview, setPreview] = useState<CopilotPlanChangePreview | null>(null);
  const previewing = useApiSubmit();
  const confirming = useApiSubmit();

  function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPreview(null);
    if (!plan) {
      previewing.setErrors({ "new-plan": "Choose the plan to move to." });
      return;
    }
    void previewing.submit(() => apiRequest("POST", `${COPILOT_BILLING_URL}/plan-change/preview`, { plan }), {
      success: async (response) => {
        setPreview((await response.json()) as CopilotPlanChangePreview);
        return null;
      },
      failure: "We could not work out the new amount. Please try again.",
    });
  }

  function onConfirm() {
    if (!preview) return;
    const { to, prorationDate } = preview;
    void confirming.submit(
      () => apiRequest("POST", `${COPILOT_BILLING_URL}/plan-change`, { plan: to, prorationDate }),
      {
        success: async (response) => {
          setPreview(null);
          setPlan("");
          await storeOverview(response);
          return `Your plan is now ${copilotPlan(to).name}.`;
        },
        failure: "We could not change the plan. Please try again.",
      },
    );
  }

  return (
    <section className={BILLING_SECTION}>
      <TitledForm
        method="post"
        onSubmit={onPreview}
        headingId="change-plan"
        title="Change plan"
        outcome={confirming.outcome ?? previewing.outcome}
      >
        <RadioCards
          id="new-plan"
          name="plan"
          legend="New plan"
          options={others.map((option) => ({
            value: option.id,
            label: `${option.name}, ${formatPlanPrice(option.monthlyPriceCents)} a month`,
            hint: `${option.ordersPerMonth} orders a month, ${option.seats} seats`,
          }))}
          value={plan}
          onChange={(value) => {
            setPlan(value);
            setPreview(null);
            previewing.setErrors({});
          }}
          error={previewing.errors["new-plan"] ?? previewing.errors.plan}
          columns="sm:grid-cols-2"
        />
        <p className="text-slate-600 text-sm">
          The change applies at once: the unused time of your plan is credited and the rest of this period on
          the new plan is charged, to the second.
        </p>
        <SubmitButton variant="outline" pending={previewing.sending} pendingLabel="Working it out...">
          Preview the change
        </SubmitButton>
      </TitledForm>
      {preview ? (
        <div className="space-y-3 rounded-lg border border-brand-700/30 bg-brand-50 p-4">
          <h3 className="font-semibold text-slate-900">
            {copilotPlan(preview.from).name} to {copilotPlan(preview.to).name}, until{" "}
            {billingDate(preview.currentPeriodEnd)}
          </h3>
          <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-slate-600">Unused time on {copilotPlan(preview.from).name}</dt>
            <dd className="font-medium text-slate-900">{formatPlanPrice(preview.unusedCents)}</dd>
            <dt className="text-slate-600">The rest of this period on {copilotPlan(preview.to).name}</dt>
            <dd className="font-medium text-slate-900">{formatPlanPrice(preview.remainingCents)}</dd>
            <dt className="text-slate-600">
              {preview.netCents >= 0 ? "Charged now" : "Credit for your next invoices"}
            </dt>
            <dd className="font-semibold text-slate-900">{formatPlanPrice(Math.abs(preview.netCents))}</dd>
          </dl>
          <p className="text-slate-600 text-sm">
            Then {formatPlanPrice(copilotPlan(preview.to).monthlyPriceCents)} a month from{" "}
            {billingDate(preview.currentPeriodEnd)}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={onConfirm} disabled={confirming.sending}>
              {confirming.sending ? "Changing..." : `Confirm the change to ${copilotPlan(preview.to).name}`}
            </Button>
            <Button variant="outline" onClick={() => setPreview(null)} disabled={confirming.sending}>
              Keep {copilotPlan(preview.from).name}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Cancellation({ subscription }: { subscription: Subscription }) {
  const storeOverview = useStoreOverview();
  const { sending, outcome, submit } = useApiSubmit();
  const [open, setOpen] = useState(false);
  const end = billingDate(subscription.currentPeriodEnd);

  function setCancel(cancel: boolean) {
    void submit(() => apiRequest("PUT", `${COPILOT_BILLING_URL}/cancel-at-period-end`, { cancel }), {
      success: async (response) => {
        setOpen(false);
        await storeOverview(response);
        return cancel
          ? `Your subscription ends on ${end}. You can keep it until then.`
          : "Your subscription continues; it renews as usual.";
      },
      failure: "We could not change the cancellation. Please try again.",
    });
  }

  return (
    <section aria-labelledby="cancel-heading" className={BILLING_SECTION}>
      <h2 id="cancel-heading" className="font-semibold text-slate-900 text-xl">
        Cancel the subscription
      </h2>
      {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      {subscription.cancelAtPeriodEnd ? (
        <>
          <p className="text-slate-700">Your subscription ends on {end}. Changed your mind?</p>
          <Button onClick={() => setCancel(false)} disabled={sending}>
            {sending ? "Saving..." : "Keep my subscription"}
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Cancelling stops the renewal: the workspace keeps working until {end}, and nothing more is
            charged.
          </p>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <Button variant="outline">Cancel at period end</Button>
            </Dialog.Trigger>
            <ConfirmDialogPanel
              title="Cancel at the end of this period?"
              description={`The workspace keeps working until ${end}. After that it has one seat and cannot submit orders until you choose a plan again.`}
            >
              <ConfirmDialogActions sending={sending}>
                <Button className={DANGER_BUTTON_CLASS} onClick={() => setCancel(true)} disabled={sending}>
                  {sending ? "Cancelling..." : "Cancel at period end"}
                </Button>
              </ConfirmDialogActions>
            </ConfirmDialogPanel>
          </Dialog.Root>
        </>
      )}
    </section>
  );
}

const INVOICE_STATUS: Record<CopilotInvoiceSummary["status"], string> = { open: "Unpaid", paid: "Paid" };

function Invoices({ invoices }: { invoices: CopilotInvoiceSummary[] }) {
  return (
    <section aria-labelledby="invoices-heading" className={BILLING_SECTION}>
      <h2 id="invoices-heading" className="font-semibold text-slate-900 text-xl">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="text-slate-700">No invoices yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Invoices, newest first</caption>
            <thead className="border-slate-200 border-b text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Number
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {invoice.number}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{billingDate(invoice.issuedAt)}</td>
                  <td className="py-3 pr-4 text-slate-900">
                    {formatPlanPrice(invoice.totalCents)}
                    {invoice.amountRefundedCents > 0
                      ? ` (${formatPlanPrice(invoice.amountRefundedCents)} refunded)`
                      : ""}
                  </td>
                  <td className="py-3 pr-4 text-slate-700">{INVOICE_STATUS[invoice.status]}</td>
                  <td className="py-3 text-right">
                    <Button
                      variant="outline"
                      aria-label={`Download invoice ${invoice.number} as a PDF`}
                      onClick={() =>
                        void downloadFromApi(
                          `${COPILOT_BILLING_URL}/invoices/${invoice.id}/pdf`,
                          `invoice-${invoice.number}.pdf`,
                          "We could not download the invoice. Please try again.",
                        )
                      }
                    >
                      PDF
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
