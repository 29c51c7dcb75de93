import { describe, expect, it } from "vitest";
import { SERVED_STATES } from "../../../common/coverage";
import { renderStaticHtml } from "../static/render-static.server";
import { buildCoverageMap } from "./coverage-map.server";
import { CoverageMapSvg } from "./coverage-map-svg";
import { CoverageSection } from "./coverage-section";

function servedStateNames(html: string): string[] {
  return [
    ...html.matchAll(/<path d="[^"]*" role="img" tabindex="0" data-served="" data-state="([^"]+)"/g),
  ].map((match) => match[1] as string);
}

describe("CoverageSection", () => {
  it("renders the map with each served state focusable and named by its title", () => {
    const svg = renderStaticHtml(<CoverageMapSvg map={buildCoverageMap()} />);
    const html = renderStaticHtml(<CoverageSection map={{ html: svg }} />);
    expect(servedStateNames(html)).toEqual([...SERVED_STATES]);
    for (const state of SERVED_STATES) expect(html).toContain(`<title>${state}</title>`);
    expect(html.match(/<path d="[^"]*"( aria-hidden| role="img")?[^>]* data-state="/g)).toHaveLength(51);
    expect(html).toContain('aria-label="Map of the United States with the 21 states we serve highlighted"');
  });

  it("still shows the figures and the served states without the map", () => {
    const html = renderStaticHtml(<CoverageSection map={null} />);
    expect(html).not.toContain("Map of the United States");
    expect(html).not.toContain("data-state=");
    for (const label of ["States Served", "Cities Covered", "Candidates Reached"])
      expect(html).toContain(label);
    for (const state of SERVED_STATES) expect(html).toContain(`>${state}</li>`);
  });
});
