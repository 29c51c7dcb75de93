export type PageWindowItem = number | "gap";

/** Up to this many pages, every page gets a link; beyond it, the far ones fold into gaps. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page links a pagination bar shows: the first and last page, the current one and its
 * neighbours, with a gap where pages are left out ("1 … 4 5 6 … 20"). A gap never stands for a
 * single page: that page is shown instead, since the link takes no more room than the ellipsis.
 */
export function pageWindow(page: number, pageCount: number): PageWindowItem[] {
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((number) => number >= 1 && number <= pageCount).sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const number of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && number - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && number - previous > 2) items.push("gap");
    items.push(number);
  }
  return items;
}
