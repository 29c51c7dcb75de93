import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

type SectionHeadingProps = {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  /** For sections on a dark background. */
  inverted?: boolean;
};

/** The h2 every home page section is named by, with an optional eyebrow line and introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  inverted,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "font-semibold text-sm uppercase tracking-wider",
            inverted ? "text-sun-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl",
          inverted ? "text-white" : "text-slate-900",
        )}
      >
        {title}
      </h2>
      {children ? (
        <p className={cn("mt-4 text-lg leading-8", inverted ? "text-slate-300" : "text-slate-600")}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
