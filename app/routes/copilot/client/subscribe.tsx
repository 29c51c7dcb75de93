import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useClientAccount } from "~/components/copilot/copilot-account";
import {
  BILLING_READ_ONLY_NOTE,
  BILLING_SECTION,
  CardReturnNotice,
  COPILOT_BILLING_URL,
  cardWords,
  goToCardEntry,
  isSubscribed,
  managesBilling,
  TEXT_LINK,
  useBillingOverview,
  useStoreOverview,
} from "~/components/copilot/copilot-billing";
import { PlanCard } from "~/components/copilot/plan-card";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import type { FormOutcomeMessage } from "~/components/forms/titled-form";
import { OutcomeNotice } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorLink, serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_BILLING_PATHS, type CopilotCard } from "../../../../common/copilot-billing";
import {
  COPILOT_PLANS,
  type CopilotPlan,
  copilotPlan,
  formatPlanPrice,
} from "../../../../common/copilot-plans";
import type { Route } from "./+types/subscribe";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Choose a Plan",
    description: "The AI hiring assistant's plans: monthly price, orders a month and seats.",
    path: COPILOT_BILLING_PATHS.subscribe,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const planOf = (value: string | null): CopilotPlan | undefined =>
  COPILOT_PLANS.find((plan) => plan.id === value);

/**
 * Subscribe (issue 22): the plans; choosing one asks for a card on the provider's hosted page when
 * none is on file (it comes back here with ?plan=…&card=saved), then charges the first month.
 */
export default function CopilotSubscribePage() {
  const { role } = useClientAccount();
  const overview = useBillingOverview();
  const [params] = useSearchParams();
  const chosen = planOf(params.get("plan"));
  const canManage = managesBilling(role);
  const subscribed = overview.data ? isSubscribed(overview.data) : false;
  const current = overview.data?.subscription;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Choose a plan</h1>
        <p className="mt-2 text-slate-600">
          Monthly plans, charged by card. Change plan or cancel at any time from the billing page.
        </p>
      </div>
      {overview.isPending ? (
        <QueryLoading what="your subscription" />
      ) : overview.isError ? (
        <QueryLoadFailed
          what="your subscription"
          error={overview.error}
          retry={() => void overview.refetch()}
        />
      ) : subscribed && current ? (
        <Notice tone="info" title={`Your workspace is on the ${copilotPlan(current.plan).name} plan`}>
          Change plan, see invoices or cancel on the{" "}
          <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
            billing page
          </Link>
          .
        </Notice>
      ) : !canManage ? (
        <Notice tone="info">{BILLING_READ_ONLY_NOTE}</Notice>
      ) : null}

      <section aria-labelledby="plans-heading" className="space-y-4">
        <h2 id="plans-heading" className="font-semibold text-slate-900 text-xl">
          Plans
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {COPILOT_PLANS.map((plan) => {
            const isChosen = chosen?.id === plan.id;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                className={isChosen ? "border-brand-700 ring-2 ring-brand-700" : undefined}
              >
                {canManage && overview.data && !subscribed ? (
                  <Button asChild className="mt-4" variant={isChosen ? "default" : "outline"}>
                    <Link
                      to={`?plan=${plan.id}`}
                      aria-current={isChosen ? "true" : undefined}
                      preventScrollReset
                    >
                      {isChosen ? `${plan.name} chosen` : `Choose ${plan.name}`}
                    </Link>
                  </Button>
                ) : null}
              </PlanCard>
            );
          })}
        </ul>
      </section>

      {chosen && canManage && overview.data && !subscribed ? (
        <ConfirmSubscription key={chosen.id} plan={chosen} card={overview.data.card} />
      ) : null}
    </div>
  );
}

/** The chosen plan: add a card on the provider's page, or pay the first month with the card on file. */
function ConfirmSubscription({ plan, card }: { plan: CopilotPlan; card: CopilotCard | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const storeOverview = useStoreOverview();
  const [sending, setSending] = useState<"pay" | "card" | null>(null);
  const [outcome, setOutcome] = useState<FormOutcomeMessage | null>(null);
  const returned = params.get("card");
  const price = formatPlanPrice(plan.monthlyPriceCents);

  async function pay() {
    setSending("pay");
    setOutcome(null);
    try {
      const response = await apiRequest("POST", `${COPILOT_BILLING_URL}/subscription`, { plan: plan.id });
      await storeOverview(response);
      await navigate(COPILOT_BILLING_PATHS.billing, {
        state: { notice: `You are subscribed to the ${plan.name} plan. Your first invoice is below.` },
      });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not start the subscription. Please try again.",
        link: serverErrorLink(error),
      });
      setSending(null);
    }
  }

  async function enterCard() {
    setSending("card");
    setOutcome(null);
    try {
      await goToCardEntry(plan.id);
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not open the card page. Please try again.",
      });
      setSending(null);
    }
  }

  return (
    <section aria-labelledby="confirm-heading" className={BILLING_SECTION}>
      <h2 id="confirm-heading" className="font-semibold text-slate-900 text-xl">
        Subscribe to {plan.name}
      </h2>
      <CardReturnNotice returned={returned} card={card} />
      {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      {card ? (
        <>
          <p className="text-slate-700">
            We charge {price} now to your {cardWords(card)}, then {price} every month on the same day. Change
            plan or cancel at the period&apos;s end at any time.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void pay()} disabled={sending !== null}>
              {sending === "pay" ? "Subscribing..." : `Pay ${price} and subscribe`}
            </Button>
            <Button variant="outline" onClick={() => void enterCard()} disabled={sending !== null}>
              {sending === "card" ? "Opening the card page..." : "Use another card"}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Add a card to subscribe: you enter it on our payment provider&apos;s secure page (your bank may
            ask you to confirm it there), then come back here to pay {price} for the first month.
          </p>
          <Button onClick={() => void enterCard()} disabled={sending !== null}>
            {sending === "card" ? "Opening the card page..." : "Add a card"}
          </Button>
        </>
      )}
    </section>
  );
}
