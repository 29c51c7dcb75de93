import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PassBadge } from "~/components/assessments/result-view";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import type { CandidateAssessmentResult, CandidateAssessmentResults } from "../../../common/assessments";
import { SHARED_RECORD_QUERY } from "./shared-records";

export const CANDIDATE_ASSESSMENTS_URL = "/api/candidates/assessments";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Dates in the browser's own locale, read after hydration (the server knows neither). */
function useDateFormat() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (value: string) =>
    ready ? new Date(value).toLocaleDateString(undefined, { dateStyle: "medium" }) : "…";
}

function SharingSwitch({ result }: { result: CandidateAssessmentResult }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The switch moves at once; it moves back if the server refuses.
  const [shared, setShared] = useState(result.sharedWithEmployers);
  async function change(next: boolean) {
    setShared(next);
    setSending(true);
    setProblem(null);
    try {
      const response = await apiRequest("PUT", `${CANDIDATE_ASSESSMENTS_URL}/${result.id}/sharing`, {
        shared: next,
      });
      const updated = (await response.json()) as CandidateAssessmentResult;
      queryClient.setQueryData<CandidateAssessmentResults>([CANDIDATE_ASSESSMENTS_URL], (current) =>
        current
          ? {
              ...current,
              results: current.results.map((entry) => (entry.id === updated.id ? updated : entry)),
            }
          : current,
      );
    } catch (error) {
      setShared(!next);
      setProblem(serverErrorMessage(error) ?? "Your choice could not be saved. Please try again.");
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="space-y-1">
      <CheckboxField
        id={`share-${result.id}`}
        role="switch"
        label={
          <>
            Share with employers
            <span className="block text-slate-600 text-xs">
              {shared
                ? "Employers you are put forward to can see this score."
                : "Only you and our recruiters see this score."}
            </span>
          </>
        }
        checked={shared}
        disabled={sending}
        aria-describedby={problem ? `share-${result.id}-problem` : undefined}
        onChange={(event) => void change(event.target.checked)}
      />
      {problem ? (
        <p id={`share-${result.id}-problem`} role="alert" className="font-medium text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The candidate's assessment results (issue 21), on the dashboard and the profile: each score with
 * pass or not, when it was taken and until when it counts, the switch that lets employers see it, and
 * any sitting still in progress with its Resume link.
 */
export function AssessmentResults({ headingId }: { headingId: string }) {
  const query = useQuery<CandidateAssessmentResults>({
    queryKey: [CANDIDATE_ASSESSMENTS_URL],
    ...SHARED_RECORD_QUERY,
  });
  const format = useDateFormat();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        Assessment results
      </h2>
      {query.isError ? (
        <Notice tone="error" title="We could not load your assessment results">
          Reload the page to try again.
        </Notice>
      ) : !query.data ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          {query.data.inProgress.map((sitting) => (
            <Notice key={sitting.id} tone="info" title={`${sitting.assessment.title}: in progress`}>
              <Link to={`/assessment/${sitting.assessment.slug}?attempt=${sitting.id}`} className={LINK}>
                Resume<span className="sr-only"> the {sitting.assessment.title}</span>
              </Link>
            </Notice>
          ))}
          {query.data.results.length === 0 ? (
            <p className="text-slate-700">
              No results yet. A skills assessment taken once counts for your applications for 12 months.{" "}
              <Link to="/assessment" className={LINK}>
                See the assessments
              </Link>
            </p>
          ) : (
            <ul className="space-y-4">
              {query.data.results.map((result) => (
                <li key={result.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{result.assessment.title}</h3>
                    <PassBadge passed={result.passed} />
                  </div>
                  <p className="text-slate-700">
                    <strong className="text-2xl text-slate-900">{result.overall}%</strong> · taken{" "}
                    <time dateTime={result.takenAt}>{format(result.takenAt)}</time> · counts until{" "}
                    <time dateTime={result.validUntil}>{format(result.validUntil)}</time>
                  </p>
                  <p className="text-slate-700 text-sm">{result.meaning}</p>
                  <ul className="grid gap-1 text-sm sm:grid-cols-2">
                    {result.sections.map((section) => (
                      <li key={section.key} className="flex justify-between gap-3">
                        <span>{section.title}</span>
                        <span className="font-semibold tabular-nums">{section.score}%</span>
                      </li>
                    ))}
                  </ul>
                  <SharingSwitch result={result} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
