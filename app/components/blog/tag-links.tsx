import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { blogListHref } from "./blog-links";

/** A post's tags, each leading to the list of posts with that tag. */
export function TagLinks({ tags, label, className }: { tags: string[]; label: string; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={blogListHref({ tag })}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-xs ring-1 ring-brand-200 ring-inset transition-colors hover:bg-brand-100"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
