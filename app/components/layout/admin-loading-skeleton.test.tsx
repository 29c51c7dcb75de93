import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminLoadingSkeleton } from "./admin-loading-skeleton";

function count(html: string, part: string): number {
  return html.split(`data-skeleton-part="${part}"`).length - 1;
}

describe("AdminLoadingSkeleton", () => {
  const html = renderToStaticMarkup(<AdminLoadingSkeleton />);

  it("is announced as a busy status with a name", () => {
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Loading admin dashboard"');
  });

  it("shows a sidebar with 6 rows, 3 cards and 4 rows", () => {
    expect(count(html, "sidebar-row")).toBe(6);
    expect(count(html, "card")).toBe(3);
    expect(count(html, "row")).toBe(4);
  });
});
