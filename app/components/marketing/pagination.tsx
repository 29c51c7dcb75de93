import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { pageWindow } from "./page-window";

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page of the same list (filters kept). */
  hrefFor: (page: number) => string;
};

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 font-semibold text-sm ring-1 ring-inset";
const idle = "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50";

/**
 * Previous, the page numbers around the current one and Next, as plain links (they work without
 * JavaScript); the page being shown carries aria-current.
 */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={cn(item, idle)}>
              <ChevronLeftIcon aria-hidden="true" className="size-4" />
              Previous
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === "gap" ? (
            // Gaps have no identity of their own; their position in the bar is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is only its position
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
                className={cn(item, number === page ? "bg-brand-700 text-white ring-brand-700" : idle)}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={cn(item, idle)}>
              Next
              <ChevronRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
