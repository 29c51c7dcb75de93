import { renderStaticHtml } from "../static/render-static.server";
import { HeroSection } from "./hero-section";
import { IndustriesSection } from "./industries-section";
import { PartnersSection } from "./partners-section";
import { StaffingSolutionsSection } from "./staffing-solutions-section";
import { StatisticsSection } from "./statistics-section";

export type HomeStaticSections = { hero: string; partners: string };

let rendered: HomeStaticSections | undefined;

/**
 * The home page's sections without state or handlers, as HTML rendered once per process: the hero
 * with sections 1–3 (statistics, staffing solutions, industries), and section 7 (partners).
 * See docs/decisions/0003-public-page-javascript-budget.md.
 */
export function homeStaticSections(): HomeStaticSections {
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
  return rendered;
}
