/**
 * One candidate of an order's ranked list on /copilot/client/candidates (issue 22, ADR 0027): the
 * ranking's card, where the client stands with them, and the actions (shortlist, pass with a reason,
 * request an introduction or an interview, clear), each answered with the card as it is now.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDialogActions, ConfirmDialogPanel } from "~/components/candidate/confirm-dialog";
import { COPILOT_ORDERS_URL } from "~/components/copilot/copilot-orders";
import { experienceOf, RankedCandidateCard } from "~/components/copilot/ranked-candidate-card";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import {
  COPILOT_CANDIDATE_LIMITS,
  COPILOT_CANDIDATE_MESSAGES,
  COPILOT_REQUEST_KIND_LABELS,
  type CopilotCandidateCard,
  type CopilotCandidatesView,
  type CopilotRequestKind,
} from "../../../common/copilot-candidates";

export const candidatesUrl = (orderId: string) => `${COPILOT_ORDERS_URL}/${orderId}/candidates`;

/**
 * After a decision, the orders' lists and counts are read again (an order becomes "shortlist
 * ready"); the ranking itself is not, so the cards keep their places and focus stays where it was.
 */
export function refreshOrderLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key.startsWith(COPILOT_ORDERS_URL) && !key.endsWith("/candidates");
    },
  });
}

export type Outcome = { tone: "success" | "error"; text: string };

const requestOpen = (card: CopilotCandidateCard) =>
  card.request !== null && card.request.status !== "declined";

const REQUEST_STATUS_WORDS = {
  pending: "waiting for the candidate",
  accepted: "accepted",
  declined: "declined",
};

/** One candidate: the ranking's card, then where the client stands with them and what they can do. */
export function CandidateItem({
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
