import { createContext, useContext, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * Server-rendered HTML as loader data carries it (document-html.server.ts): the markup itself, or,
 * in the loader data of a page the server renders as a whole document, only the id of markup that
 * is already in that document, so it does not travel twice.
 */
export type ServerHtmlRef = { html: string } | { id: string };

/** The markup behind the ids, while the server renders a document (entry.server.tsx provides it). */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** In the browser: the markup of ids this document carried, read from the page at hydration. */
const hydratedHtml = new Map<string, string>();

function markupOf(ref: ServerHtmlRef, documentHtml: ReadonlyMap<string, string> | undefined): string {
  if ("html" in ref) return ref.html;
  if (documentHtml) return documentHtml.get(ref.id) ?? "";
  let html = hydratedHtml.get(ref.id);
  if (html === undefined) {
    html = document.querySelector(`[data-server-html="${ref.id}"]`)?.innerHTML ?? "";
    hydratedHtml.set(ref.id, html);
  }
  return html;
}

/**
 * Markup the server rendered from components the browser never downloads (see
 * render-static.server.tsx). Hydrating, it keeps the markup the document already has (the loader
 * data holds only its id); it stays known if the component mounts again later, as the footer does
 * after a page without it. Clicks on its same-site links still navigate in the app, without a full
 * page load, as a React Router <Link> would.
 */
export function ServerHtml({ html, className }: { html: ServerHtmlRef; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const markup = markupOf(html, useContext(DocumentHtmlContext));

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(anchor.pathname + anchor.search + anchor.hash);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className}
      data-server-html={"id" in html ? html.id : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our own components on the server
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
