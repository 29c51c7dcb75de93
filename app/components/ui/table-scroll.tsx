import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The box a table scrolls sideways in on a narrow screen. It is `relative`, so the table's
 * screen-reader-only text (absolutely positioned) stays inside it rather than widening the page at
 * 320 px; and a named region keyboard users can focus to scroll it (WCAG 2.1.1). `label` names the
 * region (the table's caption, usually); `className` adds the margins, border and background.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className={cn(
        "relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {children}
    </section>
  );
}
