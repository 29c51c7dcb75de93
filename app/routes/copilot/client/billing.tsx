import { useLocation } from "react-router";
import { CancellationSection } from "~/components/copilot/billing/cancellation-section";
import { ChangePlanSection } from "~/components/copilot/billing/change-plan-section";
import { InvoicesSection } from "~/components/copilot/billing/invoices-section";
import { PlanSection } from "~/components/copilot/billing/plan-section";
import { useClientAccount } from "~/components/copilot/copilot-account";
import {
  BILLING_READ_ONLY_NOTE,
  BillingSection,
  managesBilling,
  PlanUsage,
  useBillingOverview,
  useSeats,
} from "~/components/copilot/copilot-billing";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { Notice } from "~/components/ui/notice";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";
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
          <BillingSection headingId="usage-heading" title="Usage this period">
            <PlanUsage overview={overview.data} seats={seats.data} />
          </BillingSection>
          {canManage && overview.data.subscription?.status === "active" ? (
            <>
              <ChangePlanSection subscription={overview.data.subscription} />
              <CancellationSection subscription={overview.data.subscription} />
            </>
          ) : null}
          <InvoicesSection invoices={overview.data.invoices} />
        </>
      )}
    </div>
  );
}
