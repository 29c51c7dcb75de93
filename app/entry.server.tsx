import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { DocumentHtmlContext } from "./components/static/server-html";
import { NonceProvider } from "./lib/nonce";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.server";

export const streamTimeout = 5_000;

/**
 * Streams the page; bots get the fully rendered HTML. Every inline script carries the CSP nonce, the
 * hydration scripts are fetched only after the page's first paint, and server-rendered HTML that the
 * loader data names by id (document-html.server.ts) comes from the load context.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentHtmlContext value={loadContext.documentHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentHtmlContext>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint(nonce);
          body.once("finish", () => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
