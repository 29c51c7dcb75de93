import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce for this response's inline scripts. */
    cspNonce: string;
    /** The visitor's IP address (Express's req.ip, proxy-aware), for rate limits in actions. */
    clientIp: string;
  }
}
