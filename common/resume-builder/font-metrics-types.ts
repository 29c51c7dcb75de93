import type { ResumeFont } from "../resume-document";
import type { ResumeFontStyle } from "../resume-layout-types";

/** One style of a font: ascent and descent (descent negative) and the widths, in font units. */
export type StyleMetrics = { ascent: number; descent: number; widths: number[] };

export type FontMetricsTable = Record<
  ResumeFont,
  { unitsPerEm: number } & Record<ResumeFontStyle, StyleMetrics>
>;
