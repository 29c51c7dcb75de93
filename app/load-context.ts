import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce for this response's inline scripts. */
    cspNonce: string;
    /** The visitor's IP address (Express's req.ip, proxy-aware), for rate limits in actions. */
    clientIp: string;
    /**
     * Only when the response is a whole document (not a client-side navigation's data request): the
     * server-rendered HTML the page carries once, by id (app/components/static/document-html.server.ts).
     */
    documentHtml?: Map<string, string>;
  }
}
