import type { JobCardData } from "~/components/jobs/job-card";
import { agencyToday } from "~/components/jobs/job-dates";
import { renderStaticHtml } from "../static/render-static.server";
import { FeaturedJobList } from "./featured-job-list";

/**
 * The featured jobs as HTML for <ServerHtml>: cards are links and text only, so the home page does
 * not ship the job card's code (docs/decisions/0003-public-page-javascript-budget.md).
 */
export function renderFeaturedJobs(jobs: JobCardData[] | null, today: string = agencyToday()): string {
  return renderStaticHtml(<FeaturedJobList jobs={jobs} today={today} />);
}
