import { describe, expect, it } from "vitest";
import { readResumeFontMetrics } from "../../scripts/lib/resume-font-metrics";
import { RESUME_FONT_METRICS, RESUME_METRICS_CHARACTERS } from "./font-metrics.generated";

describe("generated resume font metrics", () => {
  it("match the embedded font files (run `npm run resumes:font-metrics` after changing a font)", async () => {
    const fresh = await readResumeFontMetrics();
    expect(RESUME_METRICS_CHARACTERS).toBe(fresh.characters);
    expect(RESUME_FONT_METRICS).toEqual(fresh.fonts);
  });

  it("cover ASCII, Latin-1 and the punctuation word processors paste", () => {
    for (const char of "AZaz09 @&é ñ ü ’‘“”–—•…") expect(RESUME_METRICS_CHARACTERS).toContain(char);
  });
});
