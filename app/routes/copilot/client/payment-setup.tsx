import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useClientAccount } from "~/components/copilot/copilot-account";
import {
  BILLING_READ_ONLY_NOTE,
  BILLING_SECTION,
  CardReturnNotice,
  cardWords,
  goToCardEntry,
  managesBilling,
  TEXT_LINK,
  useBillingOverview,
} from "~/components/copilot/copilot-billing";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";
import type { Route } from "./+types/payment-setup";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Payment Method",
    description: "The card your AI hiring assistant subscription is charged to.",
    path: COPILOT_BILLING_PATHS.paymentSetup,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * Payment setup (issue 22): the card on file, and adding or replacing it on the provider's hosted
 * page, which comes back here with ?card=saved or ?card=cancelled.
 */
export default function CopilotPaymentSetupPage() {
  const { role } = useClientAccount();
  const overview = useBillingOverview();
  const [params] = useSearchParams();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canManage = managesBilling(role);

  async function openCardEntry() {
    setOpening(true);
    setFailure(null);
    try {
      await goToCardEntry();
    } catch (error) {
      setFailure(serverErrorMessage(error) ?? "We could not open the card page. Please try again.");
      setOpening(false);
    }
  }

  const card = overview.data?.card ?? null;
  const status = overview.data?.subscription?.status;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Payment method</h1>
        <p className="mt-2 text-slate-600">
          The card your subscription is charged to. You enter it on our payment provider&apos;s secure page;
          we never see or keep the full number.
        </p>
      </div>
      <section aria-labelledby="card-heading" className={BILLING_SECTION}>
        <h2 id="card-heading" className="font-semibold text-slate-900 text-xl">
          Card on file
        </h2>
        {overview.isPending ? (
          <QueryLoading what="your card" />
        ) : overview.isError ? (
          <QueryLoadFailed what="your card" error={overview.error} retry={() => void overview.refetch()} />
        ) : (
          <>
            <CardReturnNotice returned={params.get("card")} card={card} />
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            {card ? (
              <p className="text-lg text-slate-900">{cardWords(card)}</p>
            ) : (
              <p className="text-slate-700">No card on file yet.</p>
            )}
            {status === "past_due" || status === "read_only" ? (
              <Notice tone="error" title="A payment failed">
                After updating the card, pay the failed invoice on the{" "}
                <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
                  billing page
                </Link>
                .
              </Notice>
            ) : null}
            {canManage ? (
              <Button onClick={() => void openCardEntry()} disabled={opening}>
                {opening ? "Opening the card page..." : card ? "Replace card" : "Add a card"}
              </Button>
            ) : (
              <p className="text-slate-600 text-sm">{BILLING_READ_ONLY_NOTE}</p>
            )}
          </>
        )}
      </section>
      <p className="text-slate-700">
        {overview.data?.subscription && overview.data.subscription.status !== "cancelled" ? (
          <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
            Back to billing
          </Link>
        ) : (
          <Link to={COPILOT_BILLING_PATHS.subscribe} className={TEXT_LINK}>
            Choose a plan
          </Link>
        )}
      </p>
    </div>
  );
}
