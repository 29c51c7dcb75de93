import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

type SectionHeadingProps = {
  /** Id of the h2, so the section can be labelled by it. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: "left" | "center";
};

/** An h2 with an optional eyebrow above and lead paragraph below. */
export function SectionHeading({ id, title, eyebrow, description, align = "left" }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? <div className="mt-4 text-lg text-slate-600 leading-8">{description}</div> : null}
    </div>
  );
}

type SectionProps = SectionHeadingProps & {
  children: ReactNode;
  /** Background: white, a light slate or a warm tint; text colours stay AA on all three. */
  tone?: "white" | "muted" | "warm";
  className?: string;
};

const TONES = { white: "bg-white", muted: "bg-slate-50", warm: "bg-brand-50" } as const;

/** A page section named by its h2 (a region landmark for screen readers), in the site's content width. */
export function Section({ tone = "white", className, children, ...heading }: SectionProps) {
  return (
    <section aria-labelledby={heading.id} className={cn(TONES[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading {...heading} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
