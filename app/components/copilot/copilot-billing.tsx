import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useClientAccount } from "~/components/copilot/copilot-account";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import type { CopilotSeats } from "../../../common/copilot-accounts";
import {
  COPILOT_BILLING_PATHS,
  type CopilotBillingOverview,
  type CopilotCard,
} from "../../../common/copilot-billing";
import { type CopilotPlanId, type CopilotRole, copilotPlan } from "../../../common/copilot-plans";

/**
 * The client pages' view of billing (issue 22, ADR 0022): the overview and seat queries, who may
 * change billing, card entry, and the plan-and-usage panel the dashboard and the billing page share.
 */

export const COPILOT_BILLING_URL = "/api/copilot/billing";
export const COPILOT_SEATS_URL = "/api/copilot/seats";

/** The workspace's plan, card, usage and invoices (refetched whenever a page opens). */
export function useBillingOverview() {
  const { workspace } = useClientAccount();
  return useQuery<CopilotBillingOverview>({
    queryKey: [COPILOT_BILLING_URL, workspace.id],
    ...SHARED_RECORD_QUERY,
  });
}

/** Members and open invitations against the plan's seats. */
export function useSeats() {
  const { workspace } = useClientAccount();
  return useQuery<CopilotSeats>({ queryKey: [COPILOT_SEATS_URL, workspace.id], ...SHARED_RECORD_QUERY });
}

/** Stores an overview the API answered with (every billing change answers with the new one). */
export function useStoreOverview(): (response: Response) => Promise<CopilotBillingOverview> {
  const { workspace } = useClientAccount();
  const queryClient = useQueryClient();
  return async (response) => {
    const overview = (await response.json()) as CopilotBillingOverview;
    queryClient.setQueryData([COPILOT_BILLING_URL, workspace.id], overview);
    await queryClient.invalidateQueries({ queryKey: [COPILOT_SEATS_URL, workspace.id] });
    return overview;
  };
}

/** Owners and billing members change the plan and card; members see them (the API says the same). */
export const managesBilling = (role: CopilotRole) => role !== "member";

export const BILLING_READ_ONLY_NOTE =
  "Only the workspace owner or a billing member can change the plan, the card or the subscription. Ask one of them, or ask the owner to give you the billing role.";

/** The workspace's subscription, once it has had one. */
export type BillingSubscription = NonNullable<CopilotBillingOverview["subscription"]>;

/** A subscription that lets the workspace work or pay (anything but none or cancelled). */
export const isSubscribed = (overview: CopilotBillingOverview) =>
  overview.subscription !== null && overview.subscription.status !== "cancelled";

/**
 * Sends the browser to the provider's hosted card entry; it comes back to subscribe (with the plan)
 * or to payment-setup, with card=saved or card=cancelled.
 */
export async function goToCardEntry(plan?: CopilotPlanId): Promise<void> {
  const response = await apiRequest("POST", `${COPILOT_BILLING_URL}/card-entry`, plan ? { plan } : {});
  const { url } = (await response.json()) as { url: string };
  window.location.assign(url);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** An ISO instant as the client pages show a date: "November 26, 2026". */
export const billingDate = (iso: string) => longDate.format(new Date(iso));

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/** "Visa ending in 4242, expires 12/2034". */
export function cardWords(card: CopilotCard): string {
  const brand = BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
}

/** What the provider's card page came back with (?card=saved or cancelled). */
export function CardReturnNotice({ returned, card }: { returned: string | null; card: CopilotCard | null }) {
  if (returned === "saved") {
    return card ? (
      <Notice tone="success">Your card is saved: {cardWords(card)}.</Notice>
    ) : (
      <Notice tone="info">
        Your card is being confirmed by the payment provider. Reload the page in a moment.
      </Notice>
    );
  }
  if (returned === "cancelled") {
    return <Notice tone="info">You left the card page without saving a card.</Notice>;
  }
  return null;
}

export const BILLING_SECTION = "space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6";

/** A panel of the billing page, named by its heading. */
export function BillingSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={BILLING_SECTION}>
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
export const TEXT_LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function UsageLine({
  label,
  used,
  allowed,
  unit,
}: {
  label: string;
  used: number;
  allowed: number;
  unit: string;
}) {
  const full = used >= allowed;
  const percent = Math.min(100, Math.round((used / Math.max(allowed, 1)) * 100));
  return (
    <div>
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="mt-1">
        <span className="font-semibold text-lg text-slate-900">
          {used} of {allowed}
        </span>{" "}
        <span className="text-slate-600 text-sm">{unit}</span>
        {full ? <span className="ml-2 font-semibold text-red-800 text-sm">Limit reached</span> : null}
        <span aria-hidden="true" className="mt-2 block h-2 rounded-full bg-slate-100">
          <span
            className={`block h-2 rounded-full ${full ? "bg-red-700" : "bg-brand-700"}`}
            style={{ width: `${percent}%` }}
          />
        </span>
      </dd>
    </div>
  );
}

/**
 * Usage this period against the plan: orders used of those allowed, seats taken (members and open
 * invitations) of the plan's. Without a plan: where to choose one.
 */
export function PlanUsage({
  overview,
  seats,
}: {
  overview: CopilotBillingOverview;
  seats: CopilotSeats | undefined;
}) {
  const { subscription, usage } = overview;
  if (!subscription || !usage || subscription.status === "cancelled") {
    return (
      <p className="text-slate-700">
        {subscription ? "Your subscription has ended." : "No plan yet."} Until you choose one, the workspace
        has one seat, yours, and cannot submit orders.{" "}
        <Link to={COPILOT_BILLING_PATHS.subscribe} className={TEXT_LINK}>
          Choose a plan
        </Link>
      </p>
    );
  }
  const limitReached = usage.ordersSubmitted >= usage.ordersPerMonth || (seats && seats.used >= seats.limit);
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        {copilotPlan(subscription.plan).name} plan, this period {billingDate(subscription.currentPeriodStart)}{" "}
        to {billingDate(subscription.currentPeriodEnd)}.
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <UsageLine
          label="Orders this period"
          used={usage.ordersSubmitted}
          allowed={usage.ordersPerMonth}
          unit="orders submitted"
        />
        {seats ? (
          <UsageLine
            label="Seats"
            used={seats.used}
            allowed={usage.seats}
            unit="members and open invitations"
          />
        ) : null}
      </dl>
      {limitReached ? (
        <p className="text-slate-700 text-sm">
          A bigger plan has more orders and seats.{" "}
          <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
            Change your plan
          </Link>
        </p>
      ) : null}
    </div>
  );
}
