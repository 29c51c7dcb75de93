import type { ResumeSpacing, ResumeTemplate } from "../resume-document";

/**
 * What makes each template look like itself. All four are single-column with real text, standard
 * headings and one reading order (what applicant tracking systems read best); they differ in the
 * header, the headings, where dates go and how dense the page is. Sizes in points.
 */
export type TemplateStyle = {
  margins: { side: number; top: number; bottom: number };
  sizes: { name: number; headline: number; contact: number; heading: number; body: number; detail: number };
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  header: {
    align: "left" | "center";
    nameColor: "accent" | "ink";
    headlineColor: "accent" | "muted";
    /** A rule across the page under the contact line. */
    rule?: { width: number; color: "accent" | "ink" | "light" };
  };
  heading: {
    caps: boolean;
    color: "accent" | "ink";
    rule?: { placement: "above" | "below"; width: number; color: "accent" | "ink" | "light" };
  };
  /**
   * stacked: title and dates on one line, employer under it; inline: "Title — Employer, Place" and
   * dates on one line; dates-below: title alone, then employer, place and dates on one line.
   */
  entry: "stacked" | "inline" | "dates-below";
  /** Vertical gaps before a section, an entry, the first line after a heading, and each bullet. */
  gaps: { section: number; entry: number; afterHeading: number; bullet: number; header: number };
  /** Bullet text's hanging indent from the bullet. */
  bulletIndent: number;
};

export const TEMPLATE_STYLES: Record<ResumeTemplate, TemplateStyle> = {
  classic: {
    margins: { side: 54, top: 50, bottom: 50 },
    sizes: { name: 22, headline: 11.5, contact: 9.5, heading: 11, body: 10, detail: 9.5 },
    lineHeight: 1.32,
    header: { align: "center", nameColor: "ink", headlineColor: "muted" },
    heading: { caps: true, color: "ink", rule: { placement: "below", width: 0.75, color: "ink" } },
    entry: "stacked",
    gaps: { section: 14, entry: 8, afterHeading: 6, bullet: 1.5, header: 4 },
    bulletIndent: 12,
  },
  modern: {
    margins: { side: 50, top: 46, bottom: 46 },
    sizes: { name: 26, headline: 12, contact: 9.5, heading: 12.5, body: 10, detail: 9.5 },
    lineHeight: 1.35,
    header: { align: "left", nameColor: "accent", headlineColor: "muted" },
    heading: { caps: false, color: "accent", rule: { placement: "below", width: 1, color: "light" } },
    entry: "stacked",
    gaps: { section: 16, entry: 9, afterHeading: 7, bullet: 2, header: 5 },
    bulletIndent: 12,
  },
  compact: {
    margins: { side: 36, top: 34, bottom: 34 },
    sizes: { name: 18, headline: 10, contact: 8.5, heading: 9.5, body: 9, detail: 8.5 },
    lineHeight: 1.22,
    header: { align: "left", nameColor: "ink", headlineColor: "accent" },
    heading: { caps: true, color: "accent", rule: { placement: "below", width: 0.5, color: "accent" } },
    entry: "inline",
    gaps: { section: 9, entry: 5, afterHeading: 4, bullet: 0.5, header: 2 },
    bulletIndent: 10,
  },
  executive: {
    margins: { side: 60, top: 56, bottom: 56 },
    sizes: { name: 24, headline: 12.5, contact: 9.5, heading: 11, body: 10.5, detail: 10 },
    lineHeight: 1.38,
    header: { align: "left", nameColor: "ink", headlineColor: "accent", rule: { width: 2, color: "accent" } },
    heading: { caps: true, color: "ink", rule: { placement: "above", width: 0.5, color: "light" } },
    entry: "dates-below",
    gaps: { section: 16, entry: 10, afterHeading: 7, bullet: 2, header: 6 },
    bulletIndent: 13,
  },
};

/** The person's spacing choice scales the gaps and, a little, the line height. */
export const SPACING_SCALE: Record<ResumeSpacing, { gaps: number; lineHeight: number }> = {
  tight: { gaps: 0.7, lineHeight: 0.95 },
  normal: { gaps: 1, lineHeight: 1 },
  roomy: { gaps: 1.35, lineHeight: 1.06 },
};

export const INK = "#111827";
export const MUTED = "#4b5563";
export const LIGHT_RULE = "#d1d5db";

/** Letter 8.5 × 11 in, A4 210 × 297 mm, in points. */
export const PAGE_SIZES = { letter: { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } };
