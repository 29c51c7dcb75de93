import { memo, useEffect } from "react";
import type { ResumeFont } from "../../../common/resume-document";
import type { LayoutItem, LayoutPage, LayoutText, ResumeLayout } from "../../../common/resume-layout-types";
import { focusField } from "./field-paths";
import { loadPreviewFont, previewFontFamily } from "./preview-fonts";

/**
 * The pages as the PDF will have them: the layout engine's items drawn as SVG, in points, with the
 * PDF's fonts, kerning and ligatures off (the PDF places glyphs by their advance widths alone).
 * Clicking a line focuses the field it came from.
 *
 * Every keystroke makes a new layout, but most of it is as it was: a page whose items are all
 * equal is not drawn again, and on a changed page only the changed lines are.
 */
export const ResumePreview = memo(function ResumePreview({
  layout,
  font,
}: {
  layout: ResumeLayout;
  font: ResumeFont;
}) {
  useEffect(() => loadPreviewFont(font), [font]);

  function onClick(event: React.MouseEvent<HTMLElement>) {
    const field = (event.target as Element).closest("[data-field]")?.getAttribute("data-field");
    if (field) focusField(field);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a shortcut for pointer users; every field is in the form, reached by keyboard.
    <div data-testid="resume-preview" onClick={onClick} className="space-y-6">
      {layout.pages.map((page, index) => (
        <PreviewPage
          // biome-ignore lint/suspicious/noArrayIndexKey: pages have no identity but their number.
          key={index}
          page={page}
          number={index + 1}
          count={layout.pages.length}
          width={layout.width}
          height={layout.height}
        />
      ))}
    </div>
  );
});

type PageProps = { page: LayoutPage; number: number; count: number; width: number; height: number };

function sameItem(a: LayoutItem, b: LayoutItem): boolean {
  const keys = Object.keys(a) as (keyof LayoutItem)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function samePage(before: PageProps, after: PageProps): boolean {
  const { items } = before.page;
  return (
    before.number === after.number &&
    before.count === after.count &&
    before.width === after.width &&
    before.height === after.height &&
    items.length === after.page.items.length &&
    items.every((item, index) => sameItem(item, after.page.items[index] as LayoutItem))
  );
}

const PreviewPage = memo(function PreviewPage({ page, number, count, width, height }: PageProps) {
  return (
    <figure className="space-y-2 [contain:content]">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Preview of page ${number} of ${count}`}
        className="h-auto w-full bg-white shadow-md ring-1 ring-slate-200 [font-kerning:none] [font-variant-ligatures:none] [white-space:pre]"
      >
        {page.items.map((item, index) =>
          item.kind === "rule" ? (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: items are drawn in layout order.
              key={index}
              x1={item.x1}
              y1={item.y1}
              x2={item.x2}
              y2={item.y2}
              stroke={item.color}
              strokeWidth={item.width}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are drawn in layout order.
            <PreviewText key={index} {...item} />
          ),
        )}
      </svg>
      <figcaption className="text-center text-slate-600 text-sm">
        Page {number} of {count}
      </figcaption>
    </figure>
  );
}, samePage);

/** One line of text; its props are plain values, so an unchanged line is skipped. */
const PreviewText = memo(function PreviewText({ x, y, text, font, style, size, color, field }: LayoutText) {
  return (
    <text
      x={x}
      y={y}
      fontFamily={`${previewFontFamily(font)}, sans-serif`}
      fontSize={size}
      fontWeight={style === "bold" ? 700 : 400}
      fontStyle={style === "italic" ? "italic" : "normal"}
      fill={color}
      data-field={field}
      className={field ? "cursor-pointer" : undefined}
    >
      {text}
    </text>
  );
});
