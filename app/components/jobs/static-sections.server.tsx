import { renderStaticHtml } from "../static/render-static.server";
import { JobsCta, JobsHero } from "./jobs-page-sections";

export type JobsStaticSections = { hero: string; cta: string };

let rendered: JobsStaticSections | undefined;

/**
 * The parts of /jobs without state or handlers, as HTML rendered once per process, so their copy
 * stays out of the page's JavaScript (docs/decisions/0003-public-page-javascript-budget.md).
 */
export function jobsStaticSections(): JobsStaticSections {
  rendered ??= { hero: renderStaticHtml(<JobsHero />), cta: renderStaticHtml(<JobsCta />) };
  return rendered;
}
