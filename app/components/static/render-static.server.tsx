import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders components that have no state and no handlers (copy, icons, links) to HTML on the server,
 * for <ServerHtml>: their code and icons stay out of the page's JavaScript. Links render as plain
 * anchors (a router is provided only so <Link> can build its href).
 */
export function renderStaticHtml(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}
