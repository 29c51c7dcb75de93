import { Link } from "react-router";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import {
  type BillingSubscription,
  billingDate,
  COPILOT_BILLING_URL,
  TEXT_LINK,
  useStoreOverview,
} from "~/components/copilot/copilot-billing";
import { OutcomeNotice } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";

/** A failed payment's consequences and the way out; a cancellation's end date. */
export function SubscriptionStatusNotice({
  subscription,
  canManage,
}: {
  subscription: BillingSubscription;
  canManage: boolean;
}) {
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
