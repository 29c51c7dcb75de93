import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { blogListHref } from "./blog-links";

type PaginationProps = { page: number; pageCount: number; tag?: string };

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 font-semibold text-sm ring-1 ring-inset";

/** Previous, each page number and Next, as links; the page being shown carries aria-current. */
export function Pagination({ page, pageCount, tag }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={blogListHref({ tag, page: page - 1 })}
              rel="prev"
              className={cn(item, "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50")}
            >
              <ChevronLeftIcon aria-hidden="true" className="size-4" />
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={blogListHref({ tag, page: number })}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={cn(
                item,
                number === page
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link
              to={blogListHref({ tag, page: page + 1 })}
              rel="next"
              className={cn(item, "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50")}
            >
              Next
              <ChevronRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
