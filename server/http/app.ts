import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { createApiRouter } from "../api";
import type { Config } from "../config";
import { createAppDevIdentityProvider } from "../dev-identity-provider";
import { createDevMailboxRouter } from "../mail/dev-mailbox";
import { createLocalPaymentsRouter } from "../modules/payments";
import { createBlogCoverRouter } from "./blog-covers";
import { builtAssets } from "./built-assets";
import { healthCheck, readinessCheck, type ShutdownState } from "./health";
import { rejectUnstorableUrl } from "./reject-unstorable-url";
import { requestLogging } from "./request-logging";
import { securityHeaders } from "./security-headers";

export type AppOptions = {
  config: Config;
  logger: Logger;
  /** Serves built client assets from this folder (absent in API-only tests). */
  clientAssetsDir?: string;
  /** The React Router request handler for every non-API page (absent in API-only tests). */
  pageHandler?: RequestHandler;
  /** The process's shutdown flag: /readyz answers 503 once it is set (never set in tests that omit it). */
  shutdown?: ShutdownState;
};

export function createApp({
  config,
  logger,
  clientAssetsDir,
  pageHandler,
  shutdown = { shuttingDown: false },
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // Vite's content-hashed files: precompressed, cached forever, without the page headers and logs.
  if (clientAssetsDir) app.use("/assets", builtAssets(path.join(clientAssetsDir, "assets")));
  app.use(requestLogging(logger));
  app.use(securityHeaders({ appUrl: config.APP_URL }));
  app.use(compression());

  if (clientAssetsDir) {
    // redirect: false — a public/ folder named like a page (public/blog) must not turn /blog into a redirect.
    app.use(express.static(clientAssetsDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.use(rejectUnstorableUrl);
  app.get("/healthz", healthCheck);
  app.get("/readyz", readinessCheck(shutdown));
  app.use("/api", createApiRouter());
  app.use(createBlogCoverRouter());
  // Only without an SMTP server and off the public internet; otherwise /dev/mailbox is the site's 404.
  if (config.devMailboxEnabled) app.use(createDevMailboxRouter());
  // Admin sign-in without Microsoft, on a fresh clone; never on a public production site.
  if (config.devIdentityProviderEnabled) app.use(createAppDevIdentityProvider(config));
  // The local payment provider's card entry: no Stripe keys and off the public internet, like the mailbox.
  if (config.localPaymentsEnabled) app.use(createLocalPaymentsRouter());
  if (pageHandler) app.use(pageHandler);
  return app;
}
