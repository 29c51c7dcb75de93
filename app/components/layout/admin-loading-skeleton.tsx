import { Skeleton } from "~/components/ui/skeleton";

/** Stable keys for identical placeholders: "card-1", "card-2", … */
function placeholderKeys(part: string, count: number): string[] {
  return Array.from({ length: count }, (_, position) => `${part}-${position + 1}`);
}

const SIDEBAR_ROWS = placeholderKeys("sidebar-row", 6);
const CARDS = placeholderKeys("card", 3);
const ROWS = placeholderKeys("row", 4);

/** SPEC §2: the admin area's loading state, a sidebar with 6 rows, 3 cards and 4 rows. */
export function AdminLoadingSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label="Loading admin dashboard"
      className="flex min-h-dvh bg-slate-50"
    >
      <div className="hidden w-64 shrink-0 flex-col gap-6 border-slate-200 border-r bg-white p-6 md:flex">
        <Skeleton className="h-8 w-40" />
        <ul className="flex flex-col gap-3">
          {SIDEBAR_ROWS.map((key) => (
            <li key={key} data-skeleton-part="sidebar-row">
              <Skeleton className="h-9 w-full" />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-1 flex-col gap-6 p-4 sm:p-8">
        <Skeleton className="h-9 w-64 max-w-full" />
        <ul className="grid gap-4 sm:grid-cols-3">
          {CARDS.map((key) => (
            <li
              key={key}
              data-skeleton-part="card"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <Skeleton className="h-4 w-24" />
              <Skeleton className="mt-4 h-8 w-16" />
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          {ROWS.map((key) => (
            <li key={key} data-skeleton-part="row">
              <Skeleton className="h-12 w-full" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
