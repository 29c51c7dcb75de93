import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { TableScroll } from "~/components/ui/table-scroll";

/** The current URL with some query parameters changed (page reset unless given). */
export function useQueryLink() {
  const location = useLocation();
  return (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams(location.search);
    if (!("page" in changes)) params.delete("page");
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === "") params.delete(name);
      else params.set(name, String(value));
    }
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

/**
 * A GET search form: the query stays in the URL, so a search can be shared and the back button works.
 * With sort and dir, a new search keeps the table's order.
 */
export function SearchForm({
  q,
  label,
  sort,
  dir,
  children,
}: {
  q: string;
  label: string;
  sort?: string;
  dir?: "asc" | "desc";
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <TextField
        id="console-search"
        name="q"
        label={label}
        type="search"
        defaultValue={q}
        className="min-w-48 flex-1"
      />
      {children}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {dir ? <input type="hidden" name="dir" value={dir} /> : null}
      <Button type="submit">Search</Button>
    </Form>
  );
}

/** A column heading that sorts by its column; aria-sort tells which way the table is sorted now. */
export function SortHeader({
  label,
  column,
  sort,
  dir,
}: {
  label: string;
  column: string;
  sort: string;
  dir: "asc" | "desc";
}) {
  const link = useQueryLink();
  const active = sort === column;
  const next = active && dir === "desc" ? "asc" : "desc";
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
      className="p-2 text-left"
    >
      <Link
        to={link({ sort: column, dir: next })}
        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
      >
        {label}
        {active ? (
          dir === "asc" ? (
            <ArrowUpIcon aria-hidden="true" className="size-3" />
          ) : (
            <ArrowDownIcon aria-hidden="true" className="size-3" />
          )
        ) : null}
        <span className="sr-only">, sort {next === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

/**
 * "Page 2 of 40 · 1,000 results" with previous and next links. `capped`: more than `total` match,
 * uncounted ("10,000+ results"); paging stops at `total`.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
}) {
  const link = useQueryLink();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p>
        Page {page} of {pages} · {total.toLocaleString("en-US")}
        {capped ? "+" : ""} {total === 1 && !capped ? "result" : "results"}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            className="rounded border border-slate-300 bg-white px-3 py-1.5"
            to={link({ page: page - 1 })}
          >
            Previous page
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            className="rounded border border-slate-300 bg-white px-3 py-1.5"
            to={link({ page: page + 1 })}
          >
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-bold text-2xl text-slate-900">{children}</h1>
      {actions}
    </div>
  );
}

export const formatDateTime = (value: Date | string) =>
  new Date(value).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/New_York",
  });

/** Narrowest a console table gets before it scrolls sideways in its box (whole class names for Tailwind). */
const TABLE_MIN_WIDTHS = {
  narrow: "min-w-[560px]",
  normal: "min-w-[640px]",
  wide: "min-w-[720px]",
  widest: "min-w-[880px]",
} as const;

/**
 * A console table: scrolls sideways on a narrow screen, in a labelled region keyboard users can
 * focus to scroll, with a caption for screen readers.
 */
export function ConsoleTable({
  caption,
  head,
  empty,
  columns,
  minWidth = "normal",
  children,
}: {
  caption: string;
  head: ReactNode;
  /** Shown in one row when there is nothing to list. */
  empty: string | null;
  columns: number;
  minWidth?: keyof typeof TABLE_MIN_WIDTHS;
  children: ReactNode;
}) {
  return (
    <TableScroll label={caption} className="mt-4 rounded-xl border border-slate-200 bg-white">
      <table className={`w-full ${TABLE_MIN_WIDTHS[minWidth]} text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns} className="p-4 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : null}
          {children}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A row's heading cell: the record's title linking to its edit page, and a detail line below it. */
export function RecordRowHeader({
  to,
  title,
  detail,
  breakDetail = false,
}: {
  to: string;
  title: string;
  detail: ReactNode;
  /** For a detail without spaces (a slug) that must wrap anywhere on a narrow screen. */
  breakDetail?: boolean;
}) {
  return (
    <th scope="row" className="p-2 text-left font-medium">
      <Link to={to} className="text-ocean-700 underline-offset-2 hover:underline">
        {title}
      </Link>
      <span className={`block font-normal text-slate-600${breakDetail ? " break-all" : ""}`}>{detail}</span>
    </th>
  );
}

/** A plain (unsorted) column heading. */
export function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="p-2 text-left">
      {children}
    </th>
  );
}

/** A small button in a table row, named with the row's title for screen readers. */
export function RowAction({ label, title, onClick }: { label: string; title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${label} ${title}`}
      className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean-700"
    >
      {label}
    </button>
  );
}

/** The class of a link styled as the page's main action. */
export const primaryLinkClass = "rounded-md bg-brand-700 px-4 py-2 font-medium text-sm text-white";

/** A list's status filter inside SearchForm: "Any status" first, then each status by its label. */
export function StatusFilter({
  id,
  value,
  options,
}: {
  id: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <SelectField
      id={id}
      name="status"
      label="Status"
      anyLabel="Any status"
      options={options}
      defaultValue={value}
    />
  );
}
