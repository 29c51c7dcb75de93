import { Dialog } from "radix-ui";
import { useState } from "react";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import {
  BillingSection,
  type BillingSubscription,
  billingDate,
  COPILOT_BILLING_URL,
  useStoreOverview,
} from "~/components/copilot/copilot-billing";
import { OutcomeNotice } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";

/** Cancelling at the period's end (after a confirmation), or keeping a cancelled subscription. */
export function CancellationSection({ subscription }: { subscription: BillingSubscription }) {
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
    <BillingSection headingId="cancel-heading" title="Cancel the subscription">
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
    </BillingSection>
  );
}
