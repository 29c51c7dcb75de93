import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { SelectField } from "~/components/forms/text-field";
import {
  OrderHistory,
  OrderStatusBadge,
  orderDetailRows,
  PipelineSummary,
} from "~/components/job-orders/order-parts";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { CLIENT_STATUS_LABELS } from "../../../common/clients";
import {
  COPILOT_REQUEST_KIND_LABELS,
  type CopilotRequisitionCandidate,
} from "../../../common/copilot-candidates";
import type { OrderDraft } from "../../../common/copilot-drafting";
import { COPILOT_ORDER_SOURCE } from "../../../common/copilot-orders";
import {
  JOB_ORDER_MESSAGES,
  STAFF_ORDER_MOVES,
  WORKED_ORDER_STATUSES,
} from "../../../common/job-order-schemas";
import { JOB_ORDER_STATUS_LABELS } from "../../../common/job-orders";
import { TALENT_REQUEST_STATUS_LABELS } from "../../../common/talent-database";
import { requisitionForRecruiters } from "../../../server/modules/copilot-candidates";
import type { Route } from "./+types/requisition";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => requisitionForRecruiters(params.id));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.order.title ?? "Requisition"} · Requisitions · Admin` },
];

type Message = { tone: "success" | "error"; text: string };

/**
 * One requisition: the order as the client wrote it, its company, pipeline and history, and the
 * recruiter's actions (accept, publish as a job in one click, then the status). Every change goes
 * through /api/admin/requisitions and is audited.
 */
export default function AdminRequisition({ loaderData }: Route.ComponentProps) {
  const { order, company, companyStatus, copilot, pipeline, events, copilotCandidates } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);

  async function send(url: string, body: unknown, success: string) {
    setSending(true);
    const result = await adminSend("POST", url, body);
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
    setSending(false);
  }
  const act = (path: string, body: unknown, success: string) =>
    send(`/api/admin/requisitions/${order.id}/${path}`, body, success);

  const moves = STAFF_ORDER_MOVES[order.status] ?? [];
  const publishable = WORKED_ORDER_STATUSES.includes(order.status) && !order.jobId;

  return (
    <>
      <Link to="/admin/requisitions" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Requisitions
      </Link>
      <div className="mt-2">
        <PageTitle actions={<OrderStatusBadge status={order.status} />}>{order.title}</PageTitle>
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <p className="text-sm">
        For{" "}
        {company ? (
          <>
            <Link to={`/admin/clients/${company.id}`} className="text-ocean-700 underline">
              {company.legalName}
            </Link>{" "}
            ({companyStatus ? CLIENT_STATUS_LABELS[companyStatus] : ""})
          </>
        ) : copilot ? (
          <>
            <strong>{copilot.workspaceName}</strong> · Source: {COPILOT_ORDER_SOURCE}
            {copilot.workspaceStatus === "suspended" ? " (workspace suspended)" : ""}
          </>
        ) : null}
        {order.acceptedBy ? ` · accepted by ${order.acceptedBy}` : ""}
      </p>
      {order.cancelReason ? (
        <Notice tone="info" className="mt-4">
          Cancelled by the client: {order.cancelReason}
        </Notice>
      ) : null}

      <section aria-labelledby="requisition-actions" className="mt-6 space-y-3">
        <h2 id="requisition-actions" className="font-semibold text-slate-900">
          Actions
        </h2>
        {order.status === "submitted" ? (
          companyStatus === "approved" || copilot?.workspaceStatus === "active" ? (
            <Button
              type="button"
              disabled={sending}
              onClick={() => void act("accept", undefined, "Requisition accepted.")}
            >
              Accept Requisition
            </Button>
          ) : company ? (
            <Notice tone="info">
              {JOB_ORDER_MESSAGES.companyNotApproved}{" "}
              <Link to={`/admin/clients/${company.id}`} className="underline">
                Open the client
              </Link>
            </Notice>
          ) : (
            <Notice tone="info">{JOB_ORDER_MESSAGES.workspaceSuspended}</Notice>
          )
        ) : null}
        {publishable ? (
          <Button
            type="button"
            disabled={sending}
            onClick={() => void act("publish", undefined, "Published on the job board.")}
          >
            Publish as Job
          </Button>
        ) : null}
        {order.jobId ? (
          <p className="text-sm">
            Published as{" "}
            <Link to={`/admin/jobs/${order.jobId}`} className="text-ocean-700 underline">
              this job
            </Link>{" "}
            (
            <Link to={`/jobs/${order.jobId}`} className="text-ocean-700 underline">
              on /jobs
            </Link>
            )
          </p>
        ) : null}
        {moves.length > 0 ? (
          <StatusForm
            moves={moves}
            sending={sending}
            onSubmit={(status) =>
              act("status", { status }, `Status changed to ${JOB_ORDER_STATUS_LABELS[status]}.`)
            }
          />
        ) : null}
      </section>

      <section aria-labelledby="requisition-terms" className="mt-6">
        <h2 id="requisition-terms" className="font-semibold text-slate-900">
          The order
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {orderDetailRows(order).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-900">{term}</dt>
              <dd className="break-words text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        {order.description ? (
          <p className="mt-3 whitespace-pre-line text-slate-700 text-sm">{order.description}</p>
        ) : null}
        {copilot ? <CopilotDraftDetails draft={copilot.draft} /> : null}
        <p className="mt-3 text-sm">
          Pipeline: <PipelineSummary pipeline={pipeline} />
        </p>
      </section>

      {copilot ? (
        <ClientCandidates
          candidates={copilotCandidates}
          sending={sending}
          onAnswer={(candidate, requestId, answer) =>
            send(
              `/api/admin/talent-requests/${requestId}/answer`,
              { answer },
              `Recorded: ${candidate} ${answer === "accepted" ? "accepted" : "declined"} the request.`,
            )
          }
        />
      ) : null}

      <section aria-labelledby="requisition-history" className="mt-6">
        <h2 id="requisition-history" className="mb-2 font-semibold text-slate-900">
          History
        </h2>
        <OrderHistory events={events} />
      </section>
    </>
  );
}

function StatusForm({
  moves,
  sending,
  onSubmit,
}: {
  moves: readonly (keyof typeof JOB_ORDER_STATUS_LABELS)[];
  sending: boolean;
  onSubmit: (status: (typeof moves)[number]) => Promise<void>;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = new FormData(event.currentTarget).get("status");
    if (typeof status === "string" && moves.includes(status as (typeof moves)[number])) {
      void onSubmit(status as (typeof moves)[number]);
    }
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label="Change the status"
    >
      <SelectField
        id="requisition-new-status"
        name="status"
        label="Move to"
        options={moves.map((value) => ({ value, label: JOB_ORDER_STATUS_LABELS[value] }))}
        defaultValue={moves[0]}
      />
      <Button type="submit" variant="outline" disabled={sending}>
        Change Status
      </Button>
    </form>
  );
}

/** What an AI hiring assistant order adds to the requisition's columns: the client's nice-to-haves and screening questions. */
function CopilotDraftDetails({ draft }: { draft: OrderDraft }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">Nice-to-have skills</dt>
      <dd className="break-words text-slate-700">{draft.niceToHaveSkills.join(", ") || "None"}</dd>
      <dt className="font-medium text-slate-900">Screening questions</dt>
      <dd className="break-words text-slate-700">
        {draft.screeningQuestions.length > 0 ? (
          <ul className="list-disc pl-5">
            {draft.screeningQuestions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        ) : (
          "None"
        )}
      </dd>
    </dl>
  );
}

const DECISION_LABELS = { shortlisted: "Shortlisted", passed: "Passed" } as const;

/**
 * An AI hiring assistant order's candidates the client decided on or asked for, named (recruiters
 * contact them; the client sees who they are only once the candidate accepts). A candidate who
 * answers a recruiter rather than their portal has the answer recorded here.
 */
function ClientCandidates({
  candidates,
  sending,
  onAnswer,
}: {
  candidates: CopilotRequisitionCandidate[];
  sending: boolean;
  onAnswer: (candidate: string, requestId: string, answer: "accepted" | "declined") => Promise<void>;
}) {
  return (
    <section aria-labelledby="requisition-client-candidates" className="mt-6">
      <h2 id="requisition-client-candidates" className="mb-2 font-semibold text-slate-900">
        Client&apos;s candidates
      </h2>
      {candidates.length === 0 ? (
        <p className="text-slate-600 text-sm">
          The client has not shortlisted, passed on or asked for anyone yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {candidates.map((candidate) => (
            <li key={candidate.candidateId} className="space-y-1 py-3">
              <p className="break-words">
                <Link
                  to={`/admin/candidate-database/${candidate.candidateId}`}
                  className="font-semibold text-ocean-700 underline"
                >
                  {candidate.name}
                </Link>{" "}
                · {candidate.email} · {candidate.phone}
              </p>
              {candidate.decision ? (
                <p className="break-words text-slate-700">
                  {DECISION_LABELS[candidate.decision.status]} by {candidate.decision.by}
                  {candidate.decision.reason ? `: ${candidate.decision.reason}` : ""}
                </p>
              ) : null}
              {candidate.request ? (
                <p className="break-words text-slate-700">
                  {COPILOT_REQUEST_KIND_LABELS[candidate.request.kind]} requested by{" "}
                  {candidate.request.requestedBy}: {TALENT_REQUEST_STATUS_LABELS[candidate.request.status]}
                  {candidate.request.message ? ` · “${candidate.request.message}”` : ""}
                </p>
              ) : null}
              {candidate.request?.status === "pending" ? (
                <AnswerButtons
                  name={candidate.name}
                  sending={sending}
                  onAnswer={(answer) => {
                    if (candidate.request) void onAnswer(candidate.name, candidate.request.id, answer);
                  }}
                />
              ) : null}
              <p className="text-slate-600">
                <time dateTime={candidate.at}>{formatDateTime(candidate.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The candidate's answer given to a recruiter, recorded on their behalf (audited). */
function AnswerButtons({
  name,
  sending,
  onAnswer,
}: {
  name: string;
  sending: boolean;
  onAnswer: (answer: "accepted" | "declined") => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">Record {name}&apos;s answer</legend>
      <span className="text-slate-600">The candidate told you:</span>
      <Button type="button" variant="outline" disabled={sending} onClick={() => onAnswer("accepted")}>
        Accepted
      </Button>
      <Button type="button" variant="outline" disabled={sending} onClick={() => onAnswer("declined")}>
        Declined
      </Button>
    </fieldset>
  );
}
