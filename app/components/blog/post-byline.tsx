import { CalendarIcon, ClockIcon, UserIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { formatPostDate } from "./blog-links";

type PostBylineProps = {
  authorName: string;
  publishedAt: Date;
  readingMinutes: number;
  className?: string;
};

/** Author, publication date and reading time, in one line that wraps on small screens. */
export function PostByline({ authorName, publishedAt, readingMinutes, className }: PostBylineProps) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm", className)}>
      <li className="flex items-center gap-1.5">
        <UserIcon aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">By </span>
          {authorName}
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <CalendarIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">Published </span>
        <time dateTime={publishedAt.toISOString()}>{formatPostDate(publishedAt)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <ClockIcon aria-hidden="true" className="size-4" />
        <span>{readingMinutes} min read</span>
      </li>
    </ul>
  );
}
