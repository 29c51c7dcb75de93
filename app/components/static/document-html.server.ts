import type { AppLoadContext } from "react-router";
import type { ServerHtmlRef } from "./server-html";

/**
 * Server-rendered HTML for <ServerHtml>, as loader data. When the server renders the page as a
 * document, the markup goes into the page once: the loader data (which the page carries again for
 * hydration) holds only an id, and the markup waits in the request's load context for the render.
 * A client-side navigation's data request gets the markup itself. ADR 0003.
 */
export function serverHtml(context: AppLoadContext, html: string): ServerHtmlRef {
  const documentHtml = context.documentHtml;
  if (!documentHtml) return { html };
  const id = `h${documentHtml.size}`;
  documentHtml.set(id, html);
  return { id };
}
