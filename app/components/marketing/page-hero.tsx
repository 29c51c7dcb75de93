import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

type PageHeroProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** A short label above the title, e.g. the section of the site. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  /** Rendered above the eyebrow, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Rendered beside the text on wide screens, e.g. an illustration. */
  aside?: ReactNode;
  /** "light": warm tint, dark text. "brand": deep orange, white text (AA on brand-700 and darker). */
  tone?: "light" | "brand";
  className?: string;
};

/** The top of a marketing page: the h1, a lead paragraph and the page's main actions. */
export function PageHero({
  title,
  eyebrow,
  description,
  actions,
  before,
  aside,
  tone = "light",
  className,
}: PageHeroProps) {
  const isBrand = tone === "brand";
  return (
    <section
      className={cn(
        isBrand ? "bg-brand-800 text-white" : "bg-gradient-to-b from-brand-50 to-white text-slate-900",
        className,
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8",
          aside ? "grid items-center gap-10 lg:grid-cols-2 lg:gap-16" : undefined,
        )}
      >
        <div className={aside ? undefined : "max-w-3xl"}>
          {before}
          {eyebrow ? (
            <p
              className={cn(
                "font-semibold text-sm uppercase tracking-wider",
                isBrand ? "text-brand-100" : "text-brand-700",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{title}</h1>
          {description ? (
            <div className={cn("mt-6 text-lg leading-8", isBrand ? "text-brand-50" : "text-slate-700")}>
              {description}
            </div>
          ) : null}
          {actions ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          ) : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
