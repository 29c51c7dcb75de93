/** /blog with the tag and page a list view needs; page 1 and "all tags" stay out of the URL. */
export function blogListHref({ tag, page }: { tag?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "March 20, 2025": the publication day in Miami, the same on the server and in the browser. */
export function formatPostDate(date: Date): string {
  return dateFormat.format(date);
}
