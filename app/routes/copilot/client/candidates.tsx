import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { CandidateItem, candidatesUrl } from "~/components/copilot/candidate-item";
import { SubmittedOrdersList } from "~/components/copilot/copilot-orders";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import {
  type WeightInputs,
  WeightInputsPanel,
  weightFieldErrors,
  weightInputsOf,
  weightsOf,
} from "~/components/copilot/weights-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  COPILOT_CANDIDATE_MESSAGES,
  COPILOT_CANDIDATES_PATH,
  type CopilotCandidatesView,
} from "../../../../common/copilot-candidates";
import {
  COPILOT_ORDER_MESSAGES,
  COPILOT_ORDER_PATHS,
  COPILOT_ORDER_STATUS_LABELS,
} from "../../../../common/copilot-orders";
import type { Route } from "./+types/candidates";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidates",
    description: "The agency's talent pool ranked for each of your orders, with the reasons.",
    path: COPILOT_CANDIDATES_PATH,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const SECTION = "min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6";

/**
 * /copilot/client/candidates (issue 22): the workspace's submitted orders to choose from;
 * `?order=<id>` shows that order's candidates, ranked and anonymised, with the weights that rank
 * them and the client's decisions (shortlist, pass, request an introduction or an interview).
 */
export default function CopilotCandidatesPage() {
  const [params] = useSearchParams();
  const orderId = params.get("order");
  return (
    <div className="min-w-0 space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Candidates</h1>
        <p className="mt-2 text-slate-600">
          For each order you submitted, the agency&apos;s talent pool and the order&apos;s applicants, ranked
          with the reasons. Candidates stay anonymous until you ask to meet one and they accept.
        </p>
      </div>
      {orderId ? <OrderCandidates key={orderId} id={orderId} /> : null}
      <section aria-labelledby="candidate-orders-heading" className={SECTION}>
        <h2 id="candidate-orders-heading" className="font-semibold text-slate-900 text-xl">
          Your submitted orders
        </h2>
        <SubmittedOrdersList current={orderId} />
      </section>
    </div>
  );
}

function OrderCandidates({ id }: { id: string }) {
  const view = useQuery<CopilotCandidatesView>({
    queryKey: [candidatesUrl(id)],
    ...SHARED_RECORD_QUERY,
    retry: false,
  });
  if (view.isPending) return <QueryLoading what="the ranked candidates" />;
  if (view.isError) {
    const status = httpStatusOf(view.error);
    if (status === 404) return <Notice tone="error">{COPILOT_ORDER_MESSAGES.notFound}</Notice>;
    if (status === 409) {
      return (
        <Notice tone="info">
          {serverErrorMessage(view.error) ?? COPILOT_CANDIDATE_MESSAGES.draft}{" "}
          <Link to={`${COPILOT_ORDER_PATHS.submit}?order=${id}`} className="font-semibold underline">
            Open the draft
          </Link>
        </Notice>
      );
    }
    return (
      <QueryLoadFailed what="the ranked candidates" error={view.error} retry={() => void view.refetch()} />
    );
  }
  return <RankedOrder view={view.data} />;
}

function RankedOrder({ view }: { view: CopilotCandidatesView }) {
  const { order, canAct, candidates } = view;
  const first = candidates[0];
  return (
    <section aria-labelledby="ranked-order-heading" className={SECTION}>
      <h2 id="ranked-order-heading" className="break-words font-semibold text-slate-900 text-xl">
        {order.title}
      </h2>
      <p className="text-slate-700">
        Status: <strong>{COPILOT_ORDER_STATUS_LABELS[order.status]}</strong> ·{" "}
        <Link to={`${COPILOT_ORDER_PATHS.status}?order=${order.id}`} className="text-brand-700 underline">
          Progress and timeline
        </Link>
      </p>
      {canAct ? null : (
        <Notice tone="info">
          {order.actionable ? COPILOT_CANDIDATE_MESSAGES.billingRole : COPILOT_CANDIDATE_MESSAGES.closed} You
          can read the ranking, but not change it.
        </Notice>
      )}
      <WeightsForm view={view} />
      <p role="status" className="text-slate-700">
        {first
          ? `Considered ${view.considered} candidates; showing ${candidates.length}, best first.`
          : "No candidates match this order yet. As candidates who allow ranking join the talent pool or apply to the job, they appear here."}
      </p>
      {candidates.length > 0 ? (
        <ol aria-label="Ranked candidates" className="space-y-4">
          {candidates.map((candidate) => (
            <li key={candidate.ref}>
              <CandidateItem orderId={order.id} card={candidate} canAct={canAct} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The order's weights: applying them saves them and re-ranks the list. */
function WeightsForm({ view }: { view: CopilotCandidatesView }) {
  const queryClient = useQueryClient();
  const [weights, setWeights] = useState<WeightInputs>(() => weightInputsOf(view.weights));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    try {
      const response = await apiRequest("PUT", `${candidatesUrl(view.order.id)}/weights`, {
        weights: weightsOf(weights),
      });
      const ranked = (await response.json()) as CopilotCandidatesView;
      queryClient.setQueryData([candidatesUrl(view.order.id)], ranked);
      setErrors({});
      setOutcome({ tone: "success", text: COPILOT_CANDIDATE_MESSAGES.weightsSaved });
    } catch (error) {
      const fields = weightFieldErrors(serverFieldErrors(error));
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setOutcome({ tone: "error", text: serverErrorMessage(error) ?? "We could not save the weights." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={apply} aria-label="Criterion weights" className="space-y-3">
      <WeightInputsPanel
        weights={weights}
        onChange={setWeights}
        errors={errors}
        disabled={!view.canAct}
        hint="Apply them to save them for this order and re-rank the list."
      >
        {view.canAct ? (
          <SubmitButton className="mt-3" pending={pending} pendingLabel="Ranking…">
            Apply weights
          </SubmitButton>
        ) : null}
      </WeightInputsPanel>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </form>
  );
}
