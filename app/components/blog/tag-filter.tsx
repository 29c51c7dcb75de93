import { Link } from "react-router";
import { cn } from "~/lib/utils";
import type { BlogTag } from "../../../common/blog";
import { blogListHref } from "./blog-links";

const chip =
  "inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 font-medium text-sm ring-1 ring-inset transition-colors";
const idle =
  "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-300";
const current = "bg-brand-700 text-white ring-brand-700";

/** Links to the topics it is given (the page passes the common ones); the one shown is the current page. */
export function TagFilter({ tags, selected }: { tags: BlogTag[]; selected?: string }) {
  return (
    <nav aria-label="Topics">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={blogListHref()}
            aria-current={selected ? undefined : "page"}
            className={cn(chip, selected ? idle : current)}
          >
            All posts
          </Link>
        </li>
        {tags.map(({ tag, count }) => {
          const isCurrent = tag === selected;
          return (
            <li key={tag}>
              <Link
                to={blogListHref({ tag })}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(chip, isCurrent ? current : idle)}
              >
                {tag}
                <span className={cn("text-xs", isCurrent ? "text-brand-100" : "text-slate-500")}>
                  <span className="sr-only">(</span>
                  {count}
                  <span className="sr-only"> {count === 1 ? "post" : "posts"})</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
