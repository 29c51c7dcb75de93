import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { CANDIDATE_APPLICATIONS_URL, SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { ApplicationAssessment } from "../../../common/assessments";
import type { ApplicationStage, OfferStatus } from "../../../common/recruiting";
import type { CandidateOffer } from "../../../server/modules/pipeline";
import type { Route } from "./+types/applications";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Applications",
    description: "Where each of your applications stands, with offers to answer.",
    path: "/candidate/applications",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type CandidateApplication = {
  id: string;
  job: { id: string; title: string; company: string; location: string } | null;
  source: string;
  stage: ApplicationStage;
  stageLabel: string;
  createdAt: string;
  stageChangedAt: string;
  history: { stage: ApplicationStage; label: string; at: string }[];
  offer: CandidateOffer | null;
  /** Results within 12 months of applying: the application counts as assessed. */
  assessments: ApplicationAssessment[];
};

const OFFER_STATUS_TEXT: Record<OfferStatus, string> = {
  extended: "Waiting for your answer",
  accepted: "You accepted this offer",
  declined: "You declined this offer",
  withdrawn: "This offer was withdrawn",
};

/** Formats in the browser's own locale and zone, read after hydration (the server knows neither). */
function useLocalFormat() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready
    ? (value: string) =>
        new Date(value).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : null;
}

const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" });

type Confirmation = {
  title: string;
  description: string;
  confirmLabel: string;
  url: string;
  success: string;
  danger?: boolean;
};

/** The candidate's applications: stage history, offers to accept or decline, and withdrawal. */
export default function CandidateApplicationsPage() {
  const format = useLocalFormat();
  const query = useQuery<{ applications: CandidateApplication[] }>({
    queryKey: [CANDIDATE_APPLICATIONS_URL],
    ...SHARED_RECORD_QUERY,
  });
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function confirm() {
    if (!confirmation) return;
    setSending(true);
    try {
      await apiRequest("POST", confirmation.url);
      setOutcome({ tone: "success", text: confirmation.success });
      setConfirmation(null);
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "That did not work. Please try again.",
      });
      setConfirmation(null);
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: [CANDIDATE_APPLICATIONS_URL] });
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Applications</h1>
        <p className="mt-2 text-slate-600">
          Where each application stands, with every step and its time. Offers appear here to accept or
          decline.
        </p>
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {query.error ? (
        <div className="space-y-3">
          <Notice tone="error" title="We could not load your applications">
            Check your connection, then try again.
          </Notice>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      ) : !query.data || !format ? (
        <div className="space-y-4" aria-busy="true">
          <p role="status" className="sr-only">
            Loading your applications…
          </p>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : query.data.applications.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
          No applications yet.{" "}
          <Link to="/candidate/job-search" className="font-medium text-brand-800 underline">
            Find a job to apply to
          </Link>
          .
        </p>
      ) : (
        <ul className="space-y-4">
          {query.data.applications.map((application) => {
            const title = application.job
              ? `${application.job.title} at ${application.job.company}`
              : application.source === "upload-resume"
                ? "Talent pool profile"
                : "General application";
            const canWithdraw = application.stage !== "placed" && application.stage !== "withdrawn";
            const offer = application.offer;
            return (
              <li key={application.id}>
                <article
                  aria-labelledby={`application-${application.id}`}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-testid="candidate-application"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h2
                        id={`application-${application.id}`}
                        className="font-semibold text-lg text-slate-900"
                      >
                        {title}
                      </h2>
                      {application.job ? (
                        <p className="text-slate-600 text-sm">{application.job.location}</p>
                      ) : null}
                    </div>
                    <p className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-900 text-sm">
                      <span className="sr-only">Stage: </span>
                      {application.stageLabel}
                    </p>
                  </div>
                  {application.assessments.length > 0 ? (
                    <ul aria-label="Assessments" className="mt-3 flex flex-wrap gap-2">
                      {application.assessments.map((assessed) => (
                        <li
                          key={assessed.assessmentSlug}
                          className="rounded-full border border-green-700/30 bg-green-50 px-3 py-1 text-green-900 text-sm"
                        >
                          <span className="font-semibold">Assessed</span>: {assessed.title}, {assessed.score}%
                          ({assessed.passed ? "passed" : "not passed"})
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <h3 className="mt-4 font-medium text-slate-900">History</h3>
                  <ol className="mt-2 space-y-1 text-sm">
                    {application.history.map((event) => (
                      <li key={`${event.stage}-${event.at}`} className="flex flex-wrap justify-between gap-2">
                        <span>{event.label}</span>
                        <time dateTime={event.at} className="text-slate-600">
                          {format(event.at)}
                        </time>
                      </li>
                    ))}
                  </ol>
                  {offer ? (
                    <section
                      aria-label="Offer"
                      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
                    >
                      <h3 className="font-semibold text-base text-slate-900">
                        Offer: {offer.roleTitle} at {offer.client}
                      </h3>
                      <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
                        {offer.location ? (
                          <>
                            <dt className="text-slate-600">Location</dt>
                            <dd>{offer.location}</dd>
                          </>
                        ) : null}
                        <dt className="text-slate-600">Starts</dt>
                        <dd>{formatDay(offer.startDate)}</dd>
                        {offer.endDate ? (
                          <>
                            <dt className="text-slate-600">Ends</dt>
                            <dd>{formatDay(offer.endDate)}</dd>
                          </>
                        ) : null}
                        <dt className="text-slate-600">Pay</dt>
                        <dd>${offer.payRate} an hour</dd>
                        <dt className="text-slate-600">Status</dt>
                        <dd>{OFFER_STATUS_TEXT[offer.status]}</dd>
                      </dl>
                      {offer.status === "extended" ? (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button
                            onClick={() =>
                              setConfirmation({
                                title: "Accept this offer?",
                                description: `You accept the ${offer.roleTitle} role at ${offer.client}, starting ${formatDay(offer.startDate)}, at $${offer.payRate} an hour.`,
                                confirmLabel: "Accept offer",
                                url: `/api/candidates/offers/${offer.id}/accept`,
                                success:
                                  "You accepted the offer. Your recruiter will be in touch about your first day.",
                              })
                            }
                          >
                            Accept offer
                          </Button>
                          <Button
                            variant="outline"
                            onClick={() =>
                              setConfirmation({
                                title: "Decline this offer?",
                                description: `You turn down the ${offer.roleTitle} role at ${offer.client}. This cannot be undone.`,
                                confirmLabel: "Decline offer",
                                url: `/api/candidates/offers/${offer.id}/decline`,
                                success: "You declined the offer.",
                                danger: true,
                              })
                            }
                          >
                            Decline offer
                          </Button>
                        </div>
                      ) : null}
                    </section>
                  ) : null}
                  {canWithdraw ? (
                    <div className="mt-4">
                      <Button
                        variant="outline"
                        onClick={() =>
                          setConfirmation({
                            title: "Withdraw this application?",
                            description: `You withdraw “${title}”. Recruiters stop considering it, and this cannot be undone.`,
                            confirmLabel: "Withdraw application",
                            url: `${CANDIDATE_APPLICATIONS_URL}/${application.id}/withdraw`,
                            success: "Your application is withdrawn.",
                            danger: true,
                          })
                        }
                      >
                        Withdraw
                        <span className="sr-only"> application: {title}</span>
                      </Button>
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog.Root
        open={confirmation !== null}
        onOpenChange={(open) => (open ? null : setConfirmation(null))}
      >
        <ConfirmDialogPanel title={confirmation?.title} description={confirmation?.description}>
          <ConfirmDialogActions sending={sending}>
            <Button
              type="button"
              disabled={sending}
              onClick={() => void confirm()}
              className={confirmation?.danger ? DANGER_BUTTON_CLASS : undefined}
            >
              {confirmation?.confirmLabel}
            </Button>
          </ConfirmDialogActions>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </div>
  );
}
