import { memo, useEffect } from "react";
import type { ResumeFont } from "../../../common/resume-document";
import type { LayoutPage, ResumeLayout } from "../../../common/resume-layout-types";
import { focusField } from "./field-paths";
import { loadPreviewFont, previewFontFamily } from "./preview-fonts";

/**
 * The pages as the PDF will have them: the layout engine's items drawn as SVG, in points, with the
 * PDF's fonts, kerning and ligatures off (the PDF places glyphs by their advance widths alone).
 * Clicking a line focuses the field it came from.
 */
export function ResumePreview({
  layout,
  font,
  stale,
}: {
  layout: ResumeLayout;
  font: ResumeFont;
  stale: boolean;
}) {
  useEffect(() => loadPreviewFont(font), [font]);

  function onClick(event: React.MouseEvent<HTMLElement>) {
    const field = (event.target as Element).closest("[data-field]")?.getAttribute("data-field");
    if (field) focusField(field);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a shortcut for pointer users; every field is in the form, reached by keyboard.
    <div data-testid="resume-preview" aria-busy={stale} onClick={onClick} className="space-y-6">
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
}

const PreviewPage = memo(function PreviewPage({
  page,
  number,
  count,
  width,
  height,
}: {
  page: LayoutPage;
  number: number;
  count: number;
  width: number;
  height: number;
}) {
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Preview of page ${number} of ${count}`}
        className="h-auto w-full bg-white shadow-md ring-1 ring-slate-200 [font-kerning:none] [font-variant-ligatures:none] [white-space:pre]"
      >
        {page.items.map((item, index) =>
          item.kind === "rule" ? (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: items are redrawn in layout order.
              key={index}
              x1={item.x1}
              y1={item.y1}
              x2={item.x2}
              y2={item.y2}
              stroke={item.color}
              strokeWidth={item.width}
            />
          ) : (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: items are redrawn in layout order.
              key={index}
              x={item.x}
              y={item.y}
              fontFamily={`${previewFontFamily(item.font)}, sans-serif`}
              fontSize={item.size}
              fontWeight={item.style === "bold" ? 700 : 400}
              fontStyle={item.style === "italic" ? "italic" : "normal"}
              fill={item.color}
              data-field={item.field}
              className={item.field ? "cursor-pointer" : undefined}
            >
              {item.text}
            </text>
          ),
        )}
      </svg>
      <figcaption className="text-center text-slate-600 text-sm">
        Page {number} of {count}
      </figcaption>
    </figure>
  );
});
