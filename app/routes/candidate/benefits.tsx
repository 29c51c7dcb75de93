import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { BenefitElectionView, BenefitPlanView, CandidateBenefits } from "../../../common/benefits";
import { longDate } from "../../../common/formats";
import type { BenefitKind } from "../../../common/recruiting";
import type { Route } from "./+types/benefits";

const BENEFITS_URL = "/api/candidates/benefits";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Benefits",
    description: "Enroll in or waive medical, dental, vision and 401(k) benefits.",
    path: "/candidate/benefits",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

function windowText(window: CandidateBenefits["window"]): string {
  if (!window.opensOn || !window.closesOn) return "No enrollment window is scheduled right now.";
  const range = `${longDate(window.opensOn)} through ${longDate(window.closesOn)}`;
  if (window.open)
    return `Enrollment is open from ${range}. You can enroll, change plans or waive until it closes.`;
  return `Enrollment is closed. The enrollment window runs from ${range}; outside it your elections cannot change.`;
}

/** The contractor's benefits: the window, eligibility, the plans per kind and their elections. */
export default function CandidateBenefitsPage() {
  const candidate = usePortalCandidate();
  const key = [BENEFITS_URL, candidate.id] as const;
  const benefits = useQuery<CandidateBenefits>({ queryKey: key, ...SHARED_RECORD_QUERY });
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function elect(
    kind: BenefitKind,
    body: { election: "enrolled"; planId: string } | { election: "waived" },
    done: string,
  ) {
    if (pending) return;
    setPending(`${kind}:${body.election === "enrolled" ? body.planId : "waived"}`);
    setOutcome(null);
    try {
      const response = await apiRequest("PUT", `${BENEFITS_URL}/${kind}`, body);
      queryClient.setQueryData(key, (await response.json()) as CandidateBenefits);
      setOutcome({ tone: "success", text: done });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not save your choice. Please try again.",
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Benefits</h1>
        <p className="mt-2 text-slate-600">
          Medical, dental, vision and 401(k) retirement plans for contractors on assignment with us. Your
          elections become deductions on your paystubs: the fixed plans cost the amount shown each weekly pay
          period, and the 401(k) takes its percentage of your gross pay.
        </p>
      </div>
      {benefits.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Loading your benefits</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : benefits.isError ? (
        <Notice tone="error" title="We could not load your benefits">
          {serverErrorMessage(benefits.error) ?? "Please try again."}
          <Button className="mt-3 block" variant="outline" onClick={() => void benefits.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <>
          <div className="space-y-3">
            <Notice
              tone="info"
              title={benefits.data.window.open ? "Enrollment is open" : "Enrollment is closed"}
            >
              {windowText(benefits.data.window)}
            </Notice>
            <Notice tone={benefits.data.eligibility.eligible ? "success" : "info"} title="Your eligibility">
              {benefits.data.eligibility.reason}
            </Notice>
          </div>
          <div aria-live="polite">{outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}</div>
          {benefits.data.plans.map((group) => (
            <KindSection
              key={group.kind}
              kind={group.kind}
              label={group.label}
              plans={group.plans}
              election={benefits.data.elections.find((row) => row.kind === group.kind)}
              canChange={benefits.data.window.open && benefits.data.eligibility.eligibleOn !== null}
              pending={pending}
              onEnroll={(plan) =>
                void elect(
                  group.kind,
                  { election: "enrolled", planId: plan.id },
                  `You are enrolled in ${plan.name}.`,
                )
              }
              onWaive={() =>
                void elect(
                  group.kind,
                  { election: "waived" },
                  `You waived ${group.label.toLowerCase()} coverage.`,
                )
              }
            />
          ))}
        </>
      )}
    </div>
  );
}

function KindSection({
  kind,
  label,
  plans,
  election,
  canChange,
  pending,
  onEnroll,
  onWaive,
}: {
  kind: BenefitKind;
  label: string;
  plans: BenefitPlanView[];
  election: BenefitElectionView | undefined;
  canChange: boolean;
  pending: string | null;
  onEnroll: (plan: BenefitPlanView) => void;
  onWaive: () => void;
}) {
  const headingId = `benefit-${kind}`;
  const current =
    election === undefined
      ? "No election yet."
      : election.election === "waived"
        ? "You waived this coverage."
        : `You are enrolled in ${election.planName ?? "a plan"}.`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
            {label}
          </h2>
          <p className="mt-1 text-slate-700">
            <span className="font-medium">Your election:</span> {current}
          </p>
        </div>
        {canChange && plans.length > 0 && election?.election !== "waived" ? (
          <Button variant="outline" disabled={pending !== null} onClick={onWaive}>
            {pending === `${kind}:waived` ? "Saving..." : `Waive ${label.toLowerCase()}`}
          </Button>
        ) : null}
      </div>
      {plans.length === 0 ? (
        <p className="mt-4 text-slate-600">No {label.toLowerCase()} plan is offered at the moment.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {plans.map((plan) => {
            const enrolled = election?.election === "enrolled" && election.planId === plan.id;
            return (
              <li key={plan.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-slate-900">
                      {plan.name}
                      {enrolled ? (
                        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-900 text-xs">
                          Enrolled
                        </span>
                      ) : null}
                    </h3>
                    <p className="mt-1 font-medium text-slate-900">{plan.costLabel}</p>
                    {plan.description ? (
                      <p className="mt-1 text-slate-600 text-sm">{plan.description}</p>
                    ) : null}
                    {!plan.eligible && plan.eligibleOn ? (
                      <p className="mt-1 text-slate-700 text-sm">
                        You can enroll from {longDate(plan.eligibleOn)}.
                      </p>
                    ) : null}
                  </div>
                  {canChange && plan.eligible && !enrolled ? (
                    <Button
                      disabled={pending !== null}
                      onClick={() => onEnroll(plan)}
                      aria-label={`Enroll in ${plan.name}`}
                    >
                      {pending === `${kind}:${plan.id}` ? "Saving..." : "Enroll"}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
