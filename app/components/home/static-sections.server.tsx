import type { AppLoadContext } from "react-router";
import { serverHtml } from "../static/document-html.server";
import { renderStaticHtml } from "../static/render-static.server";
import { loadCoverageMap } from "./coverage-map.server";
import { CoverageMapSvg } from "./coverage-map-svg";
import { HeroSection } from "./hero-section";
import { IndustriesSection } from "./industries-section";
import { PartnersSection } from "./partners-section";
import { StaffingSolutionsSection } from "./staffing-solutions-section";
import { StatisticsSection } from "./statistics-section";

let rendered: { hero: string; partners: string } | undefined;
let coverageMap: string | undefined;

/** The map's markup, rendered once per process (a map that could not be built is tried again next time). */
function coverageMapHtml(): string | null {
  if (coverageMap === undefined) {
    const map = loadCoverageMap();
    if (map) coverageMap = renderStaticHtml(<CoverageMapSvg map={map} />);
  }
  return coverageMap ?? null;
}

/**
 * The home page's sections without state or handlers, as HTML rendered once per process: the hero
 * with sections 1–3 (statistics, staffing solutions, industries), section 7 (partners) and the
 * coverage map's SVG (null when it cannot be built). See
 * docs/decisions/0003-public-page-javascript-budget.md.
 */
export function homeStaticSections(context: AppLoadContext) {
  rendered ??= {
    hero: renderStaticHtml(
      <>
        <HeroSection />
        <StatisticsSection />
        <StaffingSolutionsSection />
        <IndustriesSection />
      </>,
    ),
    partners: renderStaticHtml(<PartnersSection />),
  };
  const map = coverageMapHtml();
  return {
    hero: serverHtml(context, rendered.hero),
    partners: serverHtml(context, rendered.partners),
    coverageMap: map === null ? null : serverHtml(context, map),
  };
}
