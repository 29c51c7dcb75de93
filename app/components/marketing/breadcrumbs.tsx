import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type Crumb = { label: string; to?: string };

/** The trail to the current page; the last crumb is the page itself (no link, aria-current). */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn("mb-6", className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600 text-sm">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1.5">
              {index > 0 ? <ChevronRightIcon aria-hidden="true" className="size-4 text-slate-500" /> : null}
              {isCurrent || !item.to ? (
                <span aria-current={isCurrent ? "page" : undefined} className="font-medium text-slate-900">
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="rounded-sm text-brand-700 underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
