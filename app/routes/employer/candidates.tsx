import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { DecisionDialog } from "~/components/employer/decision-dialog";
import { Panel } from "~/components/employer/panel";
import { SelectField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { EmployerSubmission } from "../../../common/candidate-submissions";
import { canEmployer } from "../../../common/employer-options";
import {
  SUBMISSION_REJECTION_REASON_LABELS,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionRejectionReason,
} from "../../../common/job-orders";
import {
  listCompanySubmissions,
  submissionListQuerySchema,
} from "../../../server/modules/candidate-submissions";
import type { Route } from "./+types/candidates";

/** /employer/candidates: the candidates recruiters submitted to the company's orders, and decisions on them. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  if (!canEmployer(session.role, "manageCandidates")) return { allowed: false as const };
  const query = submissionListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filtered = Boolean(query.order || query.status);
  const [submissions, all] = await Promise.all([
    listCompanySubmissions(session, query),
    filtered ? listCompanySubmissions(session, {}) : null,
  ]);
  const orders = new Map((all ?? submissions).map((row) => [row.order.id, row.order.title]));
  return {
    allowed: true as const,
    submissions,
    orders: [...orders].map(([value, label]) => ({ value, label })),
    order: query.order ?? "",
    status: query.status ?? "",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidates",
    description: "Candidates your recruiters submitted to your orders.",
    path: "/employer/candidates",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const STATUS_OPTIONS = SUBMISSION_STATUSES.map((value) => ({
  value,
  label: SUBMISSION_STATUS_LABELS[value],
}));
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });

export default function EmployerCandidates({ loaderData }: Route.ComponentProps) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Candidates</h1>
      {!loaderData.allowed ? (
        <Notice tone="info">
          Your role doesn&apos;t include reviewing candidates. Owners and hiring managers decide on them.
        </Notice>
      ) : (
        <>
          {message ? <Notice tone="success">{message}</Notice> : null}
          <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filter candidates">
            <SelectField
              id="filter-order"
              name="order"
              label="Order"
              anyLabel="All orders"
              options={loaderData.orders}
              defaultValue={loaderData.order}
            />
            <SelectField
              id="filter-status"
              name="status"
              label="Status"
              anyLabel="Any status"
              options={STATUS_OPTIONS}
              defaultValue={loaderData.status}
            />
            <Button type="submit" variant="outline">
              Filter
            </Button>
          </Form>
          {loaderData.submissions.length === 0 ? (
            <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
              No candidates here yet. When your recruiter submits someone to one of your orders, they appear
              here and we email you.
            </p>
          ) : (
            <ul className="space-y-4">
              {loaderData.submissions.map((submission) => (
                <li key={submission.id}>
                  <SubmissionCard submission={submission} onDone={setMessage} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function SubmissionCard({
  submission,
  onDone,
}: {
  submission: EmployerSubmission;
  onDone: (text: string) => void;
}) {
  const { candidate } = submission;
  const undecided = submission.status === "awaiting_decision" || submission.status === "info_requested";
  const decision = submission.lastDecision;
  const summary: [string, string][] = [
    ["Order", submission.order.title],
    ["Recent title", candidate.recentTitle ?? "Not given"],
    ["Skills", candidate.skills.length ? candidate.skills.join(", ") : "Not given"],
    ...(candidate.location ? [["Location", candidate.location] as [string, string]] : []),
    ["Submitted", DATE.format(new Date(submission.submittedAt))],
  ];
  return (
    <Panel id={`submission-${submission.id}`} title={candidate.name}>
      <div className="space-y-4">
        <p className="inline-block rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 text-sm">
          {SUBMISSION_STATUS_LABELS[submission.status]}
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {summary.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-900">{term}</dt>
              <dd className="break-words text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Recruiter&apos;s note</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{submission.recruiterNote}</p>
        </div>
        {decision?.note || decision?.reasonCode ? (
          <p className="text-slate-700 text-sm">
            <span className="font-medium text-slate-900">Your last note:</span>{" "}
            {decision.reasonCode
              ? `${SUBMISSION_REJECTION_REASON_LABELS[decision.reasonCode as SubmissionRejectionReason]}. `
              : ""}
            {decision.note}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {submission.resume ? (
            <Button asChild variant="outline">
              <a href={submission.resume.href} download>
                <DownloadIcon aria-hidden="true" /> Resume
                <span className="sr-only"> of {candidate.name}</span>
              </a>
            </Button>
          ) : null}
          {undecided ? (
            <>
              <DecisionDialog
                submissionId={submission.id}
                candidateName={candidate.name}
                decision="approve_for_interview"
                onDone={onDone}
              />
              <DecisionDialog
                submissionId={submission.id}
                candidateName={candidate.name}
                decision="reject"
                onDone={onDone}
              />
              {submission.status === "awaiting_decision" ? (
                <DecisionDialog
                  submissionId={submission.id}
                  candidateName={candidate.name}
                  decision="request_info"
                  onDone={onDone}
                />
              ) : null}
            </>
          ) : null}
          {submission.status === "approved_for_interview" && !submission.hasOpenInterview ? (
            <Button asChild>
              <Link to={`/employer/interviews?candidate=${submission.id}#request-interview`}>
                Request an interview
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
