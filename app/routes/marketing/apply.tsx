import { useState } from "react";
import { ApplicationForm, type ApplicationOutcome } from "~/components/applications/application-form";
import { ApplicationReceived } from "~/components/applications/application-received";
import type { FormProblem } from "~/components/forms/form-outcome";
import { PageHero } from "~/components/marketing/page-hero";
import { SquareBulletList } from "~/components/marketing/square-bullet-list";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { answerRefusals } from "~/lib/use-case-action.server";
import { APPLICATION_RESULTS, RESUME_FIELD } from "../../../common/application-options";
import { submitApplication } from "../../../server/modules/applications";
import { getPublishedJob, listOpenJobOptions } from "../../../server/modules/jobs";
import type { Route } from "./+types/apply";

/** ?job={id} fixes the position when it is open; otherwise the visitor picks one or applies generally. */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("job")?.trim();
  const job = requested ? await getPublishedJob(requested) : undefined;
  const open =
    job?.status === "open"
      ? { id: job.id, title: job.title, company: job.company, location: job.location }
      : null;
  const jobNotice =
    !requested || open ? null : job ? APPLICATION_RESULTS.jobNotOpen : APPLICATION_RESULTS.jobNotFound;
  return { job: open, jobNotice, jobOptions: open ? [] : await listOpenJobOptions() };
}

export type ApplyActionResult = { outcome: ApplicationOutcome } | { problem: FormProblem };

/** The form without JavaScript posts here (multipart); the API's rules, limits and emails apply. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerRefusals(
    async () => {
      const result = await submitApplication({ request, ip: context.clientIp });
      const outcome: ApplicationOutcome = {
        status: result.status,
        message: result.message,
        email: result.email,
        jobTitle: result.job?.title ?? null,
      };
      return { outcome } satisfies ApplyActionResult;
    },
    (problem): ApplyActionResult => ({ problem }),
    { fileField: RESUME_FIELD },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const job = loaderData?.job;
  return pageMeta({
    title: job ? `Apply: ${job.title}` : "Apply for a Job",
    description:
      "Apply to Sunshine Staffing in minutes: your contact details and your resume (PDF or DOCX). A recruiter reviews every application and gets back to you.",
    path: "/apply",
    appUrl: appUrlFrom(matches),
  });
}

const WHAT_HAPPENS_NEXT = [
  "A recruiter reads your resume, usually within two business days.",
  "If it's a fit, we call or email you to set up a short conversation.",
  "Your resume is private: only our recruiters can open it.",
];

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, jobNotice, jobOptions } = loaderData;
  const result = actionData as ApplyActionResult | undefined;
  const [outcome, setOutcome] = useState<ApplicationOutcome | undefined>();
  const shownOutcome = outcome ?? (result && "outcome" in result ? result.outcome : undefined);

  return (
    <PageHero
      eyebrow="Careers"
      title={job ? `Apply: ${job.title}` : "Apply for a job"}
      description={
        <>
          <p>Tell us how to reach you and attach your resume. It takes about two minutes.</p>
          {jobNotice ? (
            <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900 text-base">
              {jobNotice}
            </p>
          ) : null}
          <SquareBulletList items={WHAT_HAPPENS_NEXT} />
        </>
      }
      aside={
        shownOutcome ? (
          <ApplicationReceived outcome={shownOutcome} />
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ApplicationForm
              job={job}
              jobOptions={jobOptions}
              serverProblem={result && "problem" in result ? result.problem : undefined}
              onSubmitted={setOutcome}
            />
          </div>
        )
      }
    />
  );
}
