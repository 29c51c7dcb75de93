import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { COPILOT_ORDERS_URL, SubmittedOrdersList } from "~/components/copilot/copilot-orders";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { experienceOf, RankedCandidateCard } from "~/components/copilot/ranked-candidate-card";
import {
  type WeightInputs,
  WeightInputsPanel,
  weightFieldErrors,
  weightInputsOf,
  weightsOf,
} from "~/components/copilot/weights-form";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  COPILOT_CANDIDATE_LIMITS,
  COPILOT_CANDIDATE_MESSAGES,
  COPILOT_CANDIDATES_PATH,
  COPILOT_REQUEST_KIND_LABELS,
  type CopilotCandidateCard,
  type CopilotCandidatesView,
  type CopilotRequestKind,
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

const candidatesUrl = (orderId: string) => `${COPILOT_ORDERS_URL}/${orderId}/candidates`;

/**
 * After a decision, the orders' lists and counts are read again (an order becomes "shortlist
 * ready"); the ranking itself is not, so the cards keep their places and focus stays where it was.
 */
function refreshOrderLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key.startsWith(COPILOT_ORDERS_URL) && !key.endsWith("/candidates");
    },
  });
}

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

type Outcome = { tone: "success" | "error"; text: string };

const requestOpen = (card: CopilotCandidateCard) =>
  card.request !== null && card.request.status !== "declined";

const REQUEST_STATUS_WORDS = {
  pending: "waiting for the candidate",
  accepted: "accepted",
  declined: "declined",
};

/** One candidate: the ranking's card, then where the client stands with them and what they can do. */
function CandidateItem({
  orderId,
  card,
  canAct,
}: {
  orderId: string;
  card: CopilotCandidateCard;
  canAct: boolean;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const base = `${candidatesUrl(orderId)}/${encodeURIComponent(card.ref)}`;

  // The new state is told where focus lands: the buttons that led to it may be gone.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  /** Sends one action; the card it returns replaces this one in the ranking. Throws on failure. */
  async function send(method: "POST" | "DELETE", path: string, body?: unknown) {
    const response = await apiRequest(method, `${base}/${path}`, body);
    const updated = (await response.json()) as CopilotCandidateCard;
    queryClient.setQueryData<CopilotCandidatesView>([candidatesUrl(orderId)], (view) =>
      view
        ? {
            ...view,
            candidates: view.candidates.map((candidate) =>
              candidate.ref === card.ref ? { ...updated, rank: candidate.rank } : candidate,
            ),
          }
        : view,
    );
    void refreshOrderLists(queryClient);
  }

  async function quick(method: "POST" | "DELETE", path: string, success: string) {
    setSending(true);
    try {
      await send(method, path);
      setOutcome({ tone: "success", text: success });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "Something went wrong. Please try again.",
      });
    } finally {
      setSending(false);
    }
  }

  const { decision, request, identity } = card;
  const open = requestOpen(card);
  const experience = experienceOf(card);
  const name = identity?.name ?? "Anonymous candidate";
  return (
    <RankedCandidateCard
      candidate={card}
      title={name}
      subtitle={experience || "Experience not stated in the resume"}
      criteriaOpen
    >
      <ul aria-label="Where you stand" className="mt-3 flex flex-wrap gap-2 text-sm">
        {card.applied ? <Badge>Applied to this job</Badge> : null}
        {decision?.status === "shortlisted" ? <Badge>Shortlisted by {decision.by}</Badge> : null}
        {decision?.status === "passed" ? <Badge>Passed by {decision.by}</Badge> : null}
        {request ? (
          <Badge>
            {COPILOT_REQUEST_KIND_LABELS[request.kind]} requested: {REQUEST_STATUS_WORDS[request.status]}
          </Badge>
        ) : null}
      </ul>
      {decision?.status === "passed" && decision.reason ? (
        <p className="mt-2 break-words text-slate-700 text-sm">Your reason: {decision.reason}</p>
      ) : null}
      {card.sharedAssessments.length > 0 ? (
        <p className="mt-2 break-words text-slate-700 text-sm">
          <span className="font-semibold text-slate-900">Shared assessments: </span>
          {card.sharedAssessments.map((result) => `${result.name} (score ${result.score})`).join(", ")}
        </p>
      ) : null}
      {identity ? (
        <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">The candidate accepted: who they are</p>
          <p className="break-words text-slate-800">
            {[identity.name, identity.email, identity.phone].join(" · ")}
            {identity.city || identity.state
              ? ` · ${[identity.city, identity.state].filter(Boolean).join(", ")}`
              : ""}
          </p>
        </div>
      ) : null}
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className="mt-3 rounded-sm text-sm focus:outline-2 focus:outline-brand-700"
      >
        {outcome ? (
          <p className={outcome.tone === "error" ? "text-red-800" : "text-green-900"}>{outcome.text}</p>
        ) : null}
      </div>
      {canAct ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {decision?.status !== "shortlisted" ? (
            <Button
              variant="outline"
              disabled={sending}
              aria-label={`Shortlist ${name}, ranked ${card.rank}`}
              onClick={() => void quick("POST", "shortlist", COPILOT_CANDIDATE_MESSAGES.shortlisted)}
            >
              Shortlist
            </Button>
          ) : null}
          {decision?.status !== "passed" && !open ? (
            <TextDialog
              trigger="Pass"
              triggerLabel={`Pass on ${name}, ranked ${card.rank}`}
              title="Pass on this candidate"
              description="Tell the recruiters why; they read your reason."
              field={{
                id: `pass-reason-${card.ref}`,
                label: "Reason",
                hint: `${COPILOT_CANDIDATE_LIMITS.reasonMin} to ${COPILOT_CANDIDATE_LIMITS.reasonMax} characters.`,
                name: "reason",
                optional: false,
              }}
              submit="Pass"
              onSubmit={async (reason) => {
                await send("POST", "pass", { reason });
                setOutcome({ tone: "success", text: COPILOT_CANDIDATE_MESSAGES.passed });
              }}
            />
          ) : null}
          {open
            ? null
            : (["introduction", "interview"] as const).map((kind) => (
                <RequestDialog
                  key={kind}
                  kind={kind}
                  name={name}
                  rank={card.rank}
                  fieldId={`request-${kind}-${card.ref}`}
                  onSubmit={async (message) => {
                    await send("POST", "request", { kind, message });
                    setOutcome({ tone: "success", text: COPILOT_CANDIDATE_MESSAGES.requested[kind] });
                  }}
                />
              ))}
          {decision && !open ? (
            <Button
              variant="ghost"
              disabled={sending}
              aria-label={`Clear your decision on ${name}, ranked ${card.rank}`}
              onClick={() => void quick("DELETE", "decision", COPILOT_CANDIDATE_MESSAGES.cleared)}
            >
              Clear decision
            </Button>
          ) : null}
        </div>
      ) : null}
    </RankedCandidateCard>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 font-medium text-brand-800">
      {children}
    </li>
  );
}

function RequestDialog({
  kind,
  name,
  rank,
  fieldId,
  onSubmit,
}: {
  kind: CopilotRequestKind;
  name: string;
  rank: number;
  fieldId: string;
  onSubmit: (message: string) => Promise<void>;
}) {
  const words = kind === "introduction" ? "an introduction" : "an interview";
  return (
    <TextDialog
      trigger={`Request ${kind}`}
      triggerLabel={`Request ${kind}: ${name}, ranked ${rank}`}
      title={`Request ${words}`}
      description="A recruiter asks the candidate; you'll see who they are once they accept."
      field={{
        id: fieldId,
        label: "Message for the recruiters",
        hint: `Up to ${COPILOT_CANDIDATE_LIMITS.messageMax} characters.`,
        name: "message",
        optional: true,
      }}
      submit="Send request"
      onSubmit={onSubmit}
    />
  );
}

/**
 * A button opening a dialog with one text field (a pass's reason, a request's message). The
 * server's word on the field shows under it; on success the dialog closes and the caller's card
 * takes focus (the button may be gone); on Cancel focus returns to the button.
 */
function TextDialog({
  trigger,
  triggerLabel,
  title,
  description,
  field,
  submit,
  onSubmit,
}: {
  trigger: string;
  triggerLabel: string;
  title: string;
  description: string;
  field: { id: string; label: string; hint: string; name: string; optional: boolean };
  submit: string;
  onSubmit: (text: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const done = useRef(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    setAlert(null);
    try {
      await onSubmit(text);
      done.current = true;
      setOpen(false);
      setText("");
    } catch (failure) {
      const fieldError = serverFieldErrors(failure)[field.name];
      if (fieldError) setError(fieldError);
      else setAlert(serverErrorMessage(failure) ?? "Something went wrong. Please try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          done.current = false;
          setError(undefined);
          setAlert(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          if (done.current) event.preventDefault();
        }}
      >
        <form noValidate onSubmit={send} className="space-y-4">
          <TextareaField
            id={field.id}
            name={field.name}
            label={field.label}
            optional={field.optional}
            hint={field.hint}
            error={error}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <FormAlert message={alert} />
          <ConfirmDialogActions sending={sending}>
            <SubmitButton pending={sending} pendingLabel="Sending…">
              {submit}
            </SubmitButton>
          </ConfirmDialogActions>
        </form>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}
