import type { AppLoadContext } from "react-router";
import { serverHtml } from "../static/document-html.server";
import { renderStaticHtml } from "../static/render-static.server";
import { JobsCta, JobsHero } from "./jobs-page-sections";

let rendered: { hero: string; cta: string } | undefined;

/**
 * The parts of /jobs without state or handlers, as HTML rendered once per process, so their copy
 * stays out of the page's JavaScript (docs/decisions/0003-public-page-javascript-budget.md).
 */
export function jobsStaticSections(context: AppLoadContext) {
  rendered ??= { hero: renderStaticHtml(<JobsHero />), cta: renderStaticHtml(<JobsCta />) };
  return { hero: serverHtml(context, rendered.hero), cta: serverHtml(context, rendered.cta) };
}
