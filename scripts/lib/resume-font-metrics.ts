import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { RESUME_FONT_FILES } from "../../common/resume-builder/font-files";
import type { FontMetricsTable } from "../../common/resume-builder/font-metrics-types";
import { RESUME_FONTS, type ResumeFont } from "../../common/resume-document";
import type { ResumeFontStyle } from "../../common/resume-layout-types";

/**
 * Reads the resume fonts' advance widths for the characters a resume uses: printable ASCII,
 * Latin-1 and the typographic punctuation people paste from word processors. Characters a font
 * lacks are left out for every font, so the layout treats them the same whatever the font.
 */
const CANDIDATE_CHARACTERS = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ..."‘’‚“”„–—•…€™†‡‰‹›′″−"].join("");

export type FontMetricsData = { characters: string; fonts: FontMetricsTable };

const STYLES: ResumeFontStyle[] = ["regular", "bold", "italic"];
const require = createRequire(import.meta.url);

export async function readResumeFontMetrics(): Promise<FontMetricsData> {
  const loaded = await Promise.all(
    RESUME_FONTS.flatMap((font) =>
      STYLES.map(async (style) => {
        const bytes = await readFile(require.resolve(RESUME_FONT_FILES[font][style]));
        return { font, style, face: fontkit.create(bytes) };
      }),
    ),
  );
  const characters = [...CANDIDATE_CHARACTERS]
    .filter((char) => loaded.every(({ face }) => face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)))
    .join("");
  const fonts = {} as FontMetricsTable;
  for (const { font, style, face } of loaded) {
    fonts[font] ??= { unitsPerEm: face.unitsPerEm } as FontMetricsTable[ResumeFont];
    fonts[font][style] = {
      ascent: face.ascent,
      descent: face.descent,
      widths: [...characters].map((char) => face.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth),
    };
  }
  return { characters, fonts };
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
}
