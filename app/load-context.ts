import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce for this response's inline scripts. */
    cspNonce: string;
  }
}
