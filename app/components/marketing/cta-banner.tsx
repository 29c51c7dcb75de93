import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** A banner button: where it goes, its words and an optional icon before them. */
export type CtaLink = { to: string; label: string; icon?: LucideIcon };

type CtaBannerProps = {
  /** Id of the banner's h2. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The main action, then an optional second one drawn in outline. */
  links: readonly [CtaLink, CtaLink?];
  className?: string;
};

/** A closing call to action: a heading, one sentence and up to two buttons on a deep orange panel. */
export function CtaBanner({ id, title, description, links, className }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className={cn("bg-white", className)}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2
            id={id}
            className="mx-auto max-w-2xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          {description ? (
            <div className="mx-auto mt-4 max-w-2xl text-brand-50 text-lg leading-8">{description}</div>
          ) : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {links.map((link, index) =>
              link ? (
                <Button key={link.to} asChild size="lg" variant={index === 0 ? "inverse" : "inverseOutline"}>
                  <Link to={link.to}>
                    {link.icon ? <link.icon aria-hidden="true" /> : null}
                    {link.label}
                  </Link>
                </Button>
              ) : null,
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
