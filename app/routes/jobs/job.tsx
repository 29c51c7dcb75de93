import { data, isRouteErrorResponse } from "react-router";
import { agencyToday } from "~/components/jobs/job-dates";
import { JobDetails } from "~/components/jobs/job-details";
import { jobHref } from "~/components/jobs/job-links";
import { jobMetaDescription, jobPageTitle } from "~/components/jobs/job-meta";
import { JobUnavailable, UNAVAILABLE_HEADINGS } from "~/components/jobs/job-unavailable";
import { SimilarJobs } from "~/components/jobs/similar-jobs";
import {
  LazyErrorPage as ErrorPage,
  LazyNotFoundPage as NotFoundPage,
} from "~/components/layout/lazy-error-pages";
import { JsonLd } from "~/components/seo/json-ld";
import { publicAppUrl } from "~/lib/app-config.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { BRAND } from "../../../common/brand";
import { renderMarkdown } from "../../../server/markdown/markdown";
import { getPublishedJob, type JobDetail, similarJobs } from "../../../server/modules/jobs";
import type { Route } from "./+types/job";

/** What a card and the page header show; the Markdown source stays on the server. */
function publicFields({ description: _description, createdAt: _createdAt, ...job }: JobDetail) {
  return job;
}

export async function loader({ params }: Route.LoaderArgs) {
  const job = await getPublishedJob(params.id);
  if (!job) throw data(null, { status: 404 });
  const similar = await similarJobs(job);
  const today = agencyToday();

  if (job.status === "filled" || job.status === "closed") {
    // 410 Gone: search engines drop the page; people still learn what happened and where to look.
    return data(
      { kind: "unavailable" as const, status: job.status, job: publicFields(job), similar, today },
      { status: 410 },
    );
  }

  const descriptionHtml = renderMarkdown(job.description);
  return {
    kind: "open" as const,
    job: publicFields(job),
    description: jobMetaDescription(job),
    descriptionHtml,
    similar,
    today,
    jobPosting: jobPostingJsonLd({
      ...job,
      appUrl: publicAppUrl(),
      descriptionHtml,
      datePosted: job.postedAt ?? job.createdAt.toISOString().slice(0, 10),
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: `404 Page Not Found | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
  }
  const { job } = loaderData;
  if (loaderData.kind === "unavailable") {
    return pageMeta({
      title: `${UNAVAILABLE_HEADINGS[loaderData.status]}: ${jobPageTitle(job)}`,
      description: `${job.title} at ${job.company} is no longer open. Browse similar open jobs at ${BRAND.name}.`,
      path: jobHref(job.id),
      appUrl: appUrlFrom(matches),
      noindex: true,
    });
  }
  return pageMeta({
    title: jobPageTitle(job),
    description: loaderData.description,
    path: jobHref(job.id),
    appUrl: appUrlFrom(matches),
  });
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { similar, today } = loaderData;
  if (loaderData.kind === "unavailable") {
    return (
      <>
        <JobUnavailable job={loaderData.job} status={loaderData.status} />
        <SimilarJobs jobs={similar} today={today} title="Similar open positions" />
      </>
    );
  }
  return (
    <>
      <JsonLd data={loaderData.jobPosting} />
      <JobDetails job={loaderData.job} descriptionHtml={loaderData.descriptionHtml} today={today} />
      <SimilarJobs jobs={similar} today={today} title="Similar jobs" />
    </>
  );
}

/** An unknown or unpublished job is the 404 page inside this route, so the site layout stays mounted. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
