import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  assessmentCall,
  attemptUrl,
  currentCredential,
  type SittingCredential,
} from "~/components/assessments/assessment-api";
import {
  AssessmentAccommodations,
  AssessmentFacts,
  AssessmentSections,
} from "~/components/assessments/assessment-facts";
import { ResultView } from "~/components/assessments/result-view";
import { Sitting } from "~/components/assessments/sitting";
import { rememberedVisitorEmail, StartPanel } from "~/components/assessments/start-panel";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { useStoredCandidateSession } from "~/components/candidate/use-stored-candidate-session";
import { Breadcrumbs } from "~/components/marketing/breadcrumbs";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { AssessmentAttemptView, AssessmentListing } from "../../../common/assessments";
import { getPublicAssessment } from "../../../server/modules/assessments";
import type { Route } from "./+types/assessment";

export async function loader({ params }: Route.LoaderArgs) {
  return refusalsAsPageResponses(async () => ({ assessment: await getPublicAssessment(params.slug) }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { assessment } = loaderData;
  return pageMeta({
    title: assessment.title,
    description: `${assessment.measures} ${assessment.itemsPerSitting} questions, ${assessment.minutes} minutes, taken online.`,
    path: `/assessment/${assessment.slug}`,
    appUrl: appUrlFrom(matches),
  });
}

const RULES = (assessment: AssessmentListing) => [
  `You have ${assessment.minutes} minutes for ${assessment.itemsPerSitting} questions. The timer is kept by our server: it runs on even if you close the page, and answers after the end are not accepted.`,
  `One sitting per ${assessment.retakeDays} days: starting counts as your sitting.`,
  "Each answer is saved as you give it. If your connection drops or you reload the page, you carry on where you were.",
  "Leaving the page (switching tabs or windows) and pasting into the written answer are recorded and shown to our staff with your answers.",
  "Answer alone and in your own words. You can move between questions and change answers until you submit or the time runs out.",
];

type Loaded =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "missing"; message: string }
  | { state: "ready"; view: AssessmentAttemptView; credential: SittingCredential; notice: string | null };

/**
 * /assessment/:slug (issue 21): the intro and start, then the sitting (…?attempt=<id>, so a reload
 * resumes it), then the result. The intro is rendered on the server; the sitting runs in the browser
 * with the candidate's token or the visitor's cookie.
 */
export default function AssessmentPage({ loaderData }: Route.ComponentProps) {
  const { assessment } = loaderData;
  const session = useStoredCandidateSession();
  const params = useQueryParams();
  const navigate = useNavigate();
  const attemptId = params.get("attempt");
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });

  // A sitting named in the address: read it (after the stored session is known, for its credential).
  const loadedId = loaded.state === "ready" ? loaded.view.id : null;
  useEffect(() => {
    if (!attemptId || session === undefined || loadedId === attemptId) return;
    let current = true;
    const credential = currentCredential();
    setLoaded({ state: "loading" });
    assessmentCall<AssessmentAttemptView>(credential, "GET", attemptUrl(attemptId)).then(
      (view) => current && setLoaded({ state: "ready", view, credential, notice: null }),
      (error) =>
        current &&
        setLoaded({
          state: "missing",
          message:
            httpStatusOf(error) === 404 || httpStatusOf(error) === 401
              ? (serverErrorMessage(error) ?? "We couldn't find that sitting.")
              : "We could not load your sitting. Check your connection and reload the page.",
        }),
    );
    return () => {
      current = false;
    };
  }, [attemptId, session, loadedId]);

  function started(view: AssessmentAttemptView, credential: SittingCredential) {
    setLoaded({ state: "ready", view, credential, notice: null });
    void navigate(`?attempt=${encodeURIComponent(view.id)}`, { replace: true, preventScrollReset: true });
  }

  const ready = loaded.state === "ready" ? loaded : null;
  const inSitting = ready?.view.status === "in_progress";

  // The result replaces the sitting: its heading takes the focus.
  useEffect(() => {
    if (ready && ready.view.status !== "in_progress") document.getElementById("result-heading")?.focus();
  }, [ready]);

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <Breadcrumbs items={[{ label: "Assessments", to: "/assessment" }, { label: assessment.title }]} />
        <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {assessment.title}
        </h1>
        {inSitting ? null : <p className="mt-4 text-lg text-slate-700">{assessment.measures}</p>}
      </div>
      {ready && inSitting ? (
        <Sitting
          view={ready.view}
          credential={ready.credential}
          onClosed={(view, notice) => setLoaded({ ...ready, view, notice })}
        />
      ) : ready ? (
        <>
          {ready.notice ? <Notice tone="info">{ready.notice}</Notice> : null}
          <ResultView
            view={ready.view}
            signedIn={"candidateToken" in ready.credential}
            email={rememberedVisitorEmail()}
          />
        </>
      ) : loaded.state === "loading" || (attemptId && loaded.state === "idle") ? (
        <p role="status" className="text-slate-700">
          Loading your sitting…
        </p>
      ) : (
        <>
          {loaded.state === "missing" ? (
            <Notice tone="error" title="We couldn't open that sitting">
              {loaded.message}{" "}
              <Link to={`/assessment/${assessment.slug}`} className="font-medium underline">
                Back to the start
              </Link>
            </Notice>
          ) : null}
          <AssessmentFacts assessment={assessment} />
          <section aria-labelledby="sections-heading" className="space-y-3">
            <h2 id="sections-heading" className="font-bold text-2xl text-slate-900">
              Sections
            </h2>
            <AssessmentSections assessment={assessment} />
          </section>
          <section aria-labelledby="rules-heading" className="space-y-3">
            <h2 id="rules-heading" className="font-bold text-2xl text-slate-900">
              Before you start
            </h2>
            <ul className="list-disc space-y-2 pl-5 text-slate-700">
              {RULES(assessment).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p className="text-slate-700">
              The pass mark is {assessment.passThreshold}%. The result counts for 12 months.
            </p>
          </section>
          <section aria-labelledby="accommodations-heading" className="space-y-3">
            <h2 id="accommodations-heading" className="font-bold text-2xl text-slate-900">
              Accommodations
            </h2>
            <AssessmentAccommodations assessment={assessment} />
          </section>
          <section
            aria-labelledby="start-heading"
            className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-8"
          >
            <h2 id="start-heading" className="font-bold text-2xl text-slate-900">
              Start
            </h2>
            <StartPanel assessment={assessment} session={session} onStarted={started} />
          </section>
          <p>
            <Button asChild variant="outline">
              <Link to="/assessment">All assessments</Link>
            </Button>
          </p>
        </>
      )}
    </div>
  );
}
