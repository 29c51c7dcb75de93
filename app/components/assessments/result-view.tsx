import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { AssessmentAttemptView } from "../../../common/assessments";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** Pass or not, with an icon and words (never the colour alone). */
export function PassBadge({ passed }: { passed: boolean }) {
  const Icon = passed ? CheckCircle2Icon : XCircleIcon;
  return (
    <span
      className={
        passed
          ? "inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 font-semibold text-green-900 text-sm"
          : "inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-800 text-sm"
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {passed ? "Passed" : "Not passed"}
    </span>
  );
}

/**
 * A closed sitting's result: the score per section and overall, pass or not and its meaning. A visitor
 * is invited to keep it with a candidate account under the same address; a candidate finds it in the
 * portal.
 */
export function ResultView({
  view,
  signedIn,
  email,
}: {
  view: AssessmentAttemptView;
  signedIn: boolean;
  /** The visitor's address, when this browser proved it (it fills the registration form). */
  email: string | null;
}) {
  const { result } = view;
  const returnTo = `/assessment/${view.assessment.slug}?attempt=${view.id}`;
  const registration = `/candidate/registration?${new URLSearchParams({ ...(email ? { email } : {}), returnTo })}`;
  return (
    <section
      aria-labelledby="result-heading"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id="result-heading" tabIndex={-1} className="font-bold text-2xl text-slate-900 focus:outline-none">
        Your result
      </h2>
      {result ? (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <p className="font-bold text-4xl text-slate-900">
              {result.overall}%<span className="sr-only"> overall</span>
            </p>
            <PassBadge passed={result.passed} />
            <p className="text-slate-600 text-sm">Pass mark: {result.passThreshold}%</p>
          </div>
          <p className="text-lg text-slate-800">{result.meaning}</p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Score per section</caption>
            <thead>
              <tr className="border-slate-200 border-b">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Section
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {result.sections.map((section) => (
                <tr key={section.key} className="border-slate-100 border-b">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {section.title}
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums">{section.score}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.writtenScoreReviewed ? (
            <p className="text-slate-600 text-sm">Our staff reviewed the score of your written reply.</p>
          ) : null}
        </>
      ) : (
        <p className="text-slate-700">
          Your sitting has closed. Its result is being worked out: reload the page in a moment.
        </p>
      )}
      {signedIn ? (
        <p className="text-slate-700">
          The result is in your portal for 12 months, where you choose whether employers may see it.{" "}
          <Link to="/candidate/dashboard" className={LINK}>
            Go to your dashboard
          </Link>
        </p>
      ) : (
        <div className="space-y-3 rounded-xl bg-brand-50 p-5">
          <h3 className="font-semibold text-lg text-slate-900">Keep this result</h3>
          <p className="break-words text-slate-800">
            Create a free candidate account with the same email address{email ? ` (${email})` : ""}: the
            result joins your account when you verify the address, counts for your applications for 12 months,
            and you choose whether employers may see it.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={registration}>Create your account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/candidate/login?${new URLSearchParams({ returnTo })}`}>Sign in</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
