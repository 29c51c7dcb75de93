import { type FormEvent, useState } from "react";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import {
  BILLING_SECTION,
  type BillingSubscription,
  billingDate,
  COPILOT_BILLING_URL,
  useStoreOverview,
} from "~/components/copilot/copilot-billing";
import { RadioCards } from "~/components/forms/radio-cards";
import { SubmitButton } from "~/components/forms/submit-button";
import { TitledForm } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import type { CopilotPlanChangePreview } from "../../../../common/copilot-billing";
import {
  COPILOT_PLANS,
  type CopilotPlanId,
  copilotPlan,
  formatPlanPrice,
} from "../../../../common/copilot-plans";

/** Changing plan: the new plan chosen, the prorated amounts previewed, then confirmed. */
export function ChangePlanSection({ subscription }: { subscription: BillingSubscription }) {
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
