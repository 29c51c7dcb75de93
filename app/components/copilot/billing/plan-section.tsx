import { Link } from "react-router";
import {
  BillingSection,
  type BillingSubscription,
  billingDate,
  cardWords,
  isSubscribed,
  TEXT_LINK,
} from "~/components/copilot/copilot-billing";
import {
  COPILOT_BILLING_PATHS,
  COPILOT_SUBSCRIPTION_STATUS_LABELS,
  type CopilotBillingOverview,
} from "../../../../common/copilot-billing";
import { copilotPlan, formatPlanPrice } from "../../../../common/copilot-plans";
import { SubscriptionStatusNotice } from "./subscription-status-notice";

/** The billing page's "Your plan": the plan, its status and renewal date, and the card on file. */
export function PlanSection({
  overview,
  canManage,
}: {
  overview: CopilotBillingOverview;
  canManage: boolean;
}) {
  const { subscription, card } = overview;
  return (
    <BillingSection headingId="plan-heading" title="Your plan">
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
          <SubscriptionStatusNotice subscription={subscription} canManage={canManage} />
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
    </BillingSection>
  );
}

function statusWords(subscription: BillingSubscription): string {
  if (subscription.status === "active" && subscription.cancelAtPeriodEnd)
    return "Active, cancelling at period end";
  return COPILOT_SUBSCRIPTION_STATUS_LABELS[subscription.status];
}
