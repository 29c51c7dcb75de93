import type { ResumeFont } from "../resume-document";
import type { ResumeFontStyle } from "../resume-layout-types";
import { RESUME_FONT_METRICS, RESUME_METRICS_CHARACTERS } from "./font-metrics.generated";

/**
 * Text widths from the embedded fonts' own advance widths, glyph by glyph: no kerning and no
 * ligatures, exactly as pdf-lib draws the PDF (and as the preview is told to draw).
 */

const INDEX_OF_CHARACTER = new Map([...RESUME_METRICS_CHARACTERS].map((char, index) => [char, index]));

/** Per font and style, the width of each known character at 1 pt, by char code (fast lookup). */
const widthTables = new Map<ResumeFont, Partial<Record<ResumeFontStyle, Float64Array>>>();

function widthTable(font: ResumeFont, style: ResumeFontStyle): Float64Array {
  let tables = widthTables.get(font);
  if (!tables) {
    tables = {};
    widthTables.set(font, tables);
  }
  let table = tables[style];
  if (!table) {
    const { unitsPerEm, [style]: metrics } = RESUME_FONT_METRICS[font];
    table = new Float64Array(MAX_CODE + 1);
    for (const [char, index] of INDEX_OF_CHARACTER) {
      table[char.charCodeAt(0)] = (metrics.widths[index] ?? 0) / unitsPerEm;
    }
    tables[style] = table;
  }
  return table;
}

const MAX_CODE = Math.max(...[...RESUME_METRICS_CHARACTERS].map((char) => char.charCodeAt(0)));

/** Width in points of text already made printable (see printableText). */
export function textWidth(text: string, font: ResumeFont, style: ResumeFontStyle, size: number): number {
  const table = widthTable(font, style);
  let units = 0;
  for (let index = 0; index < text.length; index++) units += table[text.charCodeAt(index)] ?? 0;
  return units * size;
}

/** Ascent and descent (negative) of a font's regular style, as fractions of the font size. */
export function verticalMetrics(font: ResumeFont): { ascent: number; descent: number } {
  const { unitsPerEm, regular } = RESUME_FONT_METRICS[font];
  return { ascent: regular.ascent / unitsPerEm, descent: regular.descent / unitsPerEm };
}

/** Characters every resume font has, with their widths known. */
export function isPrintable(char: string): boolean {
  return INDEX_OF_CHARACTER.has(char);
}

const LOOK_ALIKES: Record<string, string> = {
  "\t": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2015": "—",
  "\u2032": "'",
  "\u2033": '"',
  "\u25cf": "•",
  "\u25aa": "•",
  "\u2219": "·",
};

/**
 * The text as the fonts can draw it: look-alike punctuation mapped to what they have, accented
 * letters they lack reduced to the base letter ("Nguyễn" → "Nguyen"), line breaks and other
 * unknown characters dropped. The layout draws only printable text, so the preview, the PDF and the
 * measured widths agree.
 */
export function printableText(text: string): string {
  let result = "";
  for (const char of text) {
    if (isPrintable(char)) result += char;
    else if (char === "\n" || char === "\r") result += " ";
    else result += LOOK_ALIKES[char] ?? baseLetters(char);
  }
  return result;
}

function baseLetters(char: string): string {
  return [...char.normalize("NFKD")].filter(isPrintable).join("");
}
