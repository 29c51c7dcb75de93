import type { ResumeDesign, ResumeFont } from "../resume-document";
import type { LayoutItem, LayoutText } from "../resume-layout-types";
import {
  INK,
  LIGHT_RULE,
  MUTED,
  PAGE_SIZES,
  SPACING_SCALE,
  TEMPLATE_STYLES,
  type TemplateStyle,
} from "./templates";
import { printableText, textWidth, verticalMetrics } from "./text-measure";
import { type Run, wrapRuns } from "./wrap-runs";

/**
 * The pieces the page is built from. A block is what pagination moves as a whole (a heading, an
 * entry's header, one bullet, one line of a paragraph); `keepWithNext` keeps it on the page of the
 * block after it, so no heading or entry header is left alone at the bottom of a page.
 */
export type Block = {
  height: number;
  /** x on the page; y from the block's top. */
  items: LayoutItem[];
  /** Gap above the block, dropped at the top of a page. */
  spaceBefore: number;
  keepWithNext: boolean;
};

/** A design turned into numbers: the template's style, scaled by the spacing choice. */
export type Setting = {
  font: ResumeFont;
  style: TemplateStyle;
  accent: string;
  page: { width: number; height: number };
  left: number;
  contentWidth: number;
  lineHeight: number;
  gap: (name: keyof TemplateStyle["gaps"]) => number;
};

export function settingOf(design: ResumeDesign): Setting {
  const style = TEMPLATE_STYLES[design.template];
  const scale = SPACING_SCALE[design.spacing];
  const page = PAGE_SIZES[design.pageSize];
  return {
    font: design.font,
    style,
    accent: design.accent,
    page,
    left: style.margins.side,
    contentWidth: page.width - 2 * style.margins.side,
    lineHeight: style.lineHeight * scale.lineHeight,
    gap: (name) => style.gaps[name] * scale.gaps,
  };
}

export function colorOf(setting: Setting, color: "accent" | "ink" | "muted" | "light"): string {
  return { accent: setting.accent, ink: INK, muted: MUTED, light: LIGHT_RULE }[color];
}

type LineOptions = {
  /** From the content's left edge. */
  indent?: number;
  align?: "left" | "center";
  /** Set at the right margin of the first line (dates). */
  right?: Run;
  /** Drawn in the indent of the first line (a bullet). */
  marker?: Run;
};

/** Text set on lines, each line's items with y from the line group's top; one group per line. */
export function textLines(setting: Setting, runs: Run[], options: LineOptions = {}): Block[] {
  const { indent = 0, align = "left", right, marker } = options;
  const size = Math.max(...runs.map((run) => run.size), right?.size ?? 0);
  const lineBox = size * setting.lineHeight;
  const baseline = baselineIn(setting.font, size, lineBox);
  const width = setting.contentWidth - indent;
  const rightText = right ? printableText(right.text) : "";
  const rightWidth = right ? textWidth(rightText, setting.font, right.style, right.size) : 0;
  const firstWidth = rightText ? width - rightWidth - size : width;
  const left = setting.left + indent;
  return wrapRuns(runs, setting.font, firstWidth, width).map((line, index) => {
    const start = align === "center" ? left + (width - line.width) / 2 : left;
    const items: LayoutItem[] = line.pieces.map((piece) =>
      textItem(setting, piece.run, piece.text, start + piece.x, baseline),
    );
    if (index === 0 && marker)
      items.unshift(textItem(setting, marker, marker.text, setting.left + 1, baseline));
    if (index === 0 && right && rightText) {
      items.push(
        textItem(setting, right, rightText, setting.left + setting.contentWidth - rightWidth, baseline),
      );
    }
    return { height: lineBox, items, spaceBefore: 0, keepWithNext: false };
  });
}

/** Lines (or blocks) stacked into one block that moves as a whole. */
export function stacked(parts: Block[], spaceBefore = 0, keepWithNext = false): Block {
  let top = 0;
  const items: LayoutItem[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) top += part.spaceBefore;
    for (const item of part.items) items.push(shifted(item, top));
    top += part.height;
  }
  return { height: top, items, spaceBefore, keepWithNext };
}

export function shifted(item: LayoutItem, by: number): LayoutItem {
  return item.kind === "text" ? { ...item, y: item.y + by } : { ...item, y1: item.y1 + by, y2: item.y2 + by };
}

/** A rule across the content width, as a block of its own height. */
export function ruleBlock(setting: Setting, width: number, color: string, padding: number): Block {
  const y = padding + width / 2;
  const x1 = setting.left;
  const x2 = setting.left + setting.contentWidth;
  return {
    height: 2 * padding + width,
    items: [{ kind: "rule", x1, y1: y, x2, y2: y, width, color }],
    spaceBefore: 0,
    keepWithNext: false,
  };
}

function textItem(setting: Setting, run: Run, text: string, x: number, y: number): LayoutText {
  return {
    kind: "text",
    x,
    y,
    text,
    font: setting.font,
    style: run.style,
    size: run.size,
    color: run.color,
    ...(run.field ? { field: run.field } : {}),
    ...(run.href ? { href: run.href } : {}),
  };
}

/** The baseline of text of this size centred in a line box. */
function baselineIn(font: ResumeFont, size: number, lineBox: number): number {
  const { ascent, descent } = verticalMetrics(font);
  return (lineBox - (ascent - descent) * size) / 2 + ascent * size;
}
