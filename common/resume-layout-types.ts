import type { ResumeFont } from "./resume-document";

/**
 * What the resume layout engine produces: positioned lines of text and rules on pages, in PDF
 * points (1/72 in) from the page's top-left corner. The live preview draws exactly these items
 * (SVG) and the PDF export draws exactly these items (pdf-lib), so the two look the same, page
 * breaks included. Items are in reading order: the PDF's content follows it.
 */

export type ResumeFontStyle = "regular" | "bold" | "italic";

export type LayoutText = {
  kind: "text";
  /** Left edge of the text. */
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  font: ResumeFont;
  style: ResumeFontStyle;
  size: number;
  /** #rrggbb */
  color: string;
  /** Where a click on the preview takes the editor: a field path as the checks use it. */
  field?: string;
  /** A link (mailto:, tel:, https:) the PDF makes clickable. */
  href?: string;
};

export type LayoutRule = {
  kind: "rule";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
};

export type LayoutItem = LayoutText | LayoutRule;

export type LayoutPage = { items: LayoutItem[] };

export type ResumeLayout = {
  /** Page size in points: Letter 612 × 792, A4 595.28 × 841.89. */
  width: number;
  height: number;
  pages: LayoutPage[];
};
