import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { ConfigError, loadConfig, setAppConfig } from "./config";
import { connectDatabase, disconnectDatabase } from "./db/client";
import { startEmbeddedDatabase } from "./db/embedded";
import { runMigrations } from "./db/migrate";
import { seedDemoContent } from "./db/seed";
import { createApp } from "./http/app";
import { createLogger } from "./logger";
import { startMailWorker } from "./mail/worker";
import { ensureAssessmentBanks, startAssessmentDeadlineWorker } from "./modules/assessments";
import { startJobAlertWorker } from "./modules/candidate-portal";
import { startConsultationReminderWorker } from "./modules/consultations";
import { startCopilotBillingWorker } from "./modules/copilot-billing";
import { startInvoiceWorker } from "./modules/invoices";
import { startMaintenanceWorker } from "./modules/maintenance";
import { startLocalPaymentsClock } from "./modules/payments";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Process entry: config → database → migrations and seed → workers (mail, job alerts, maintenance, invoice runs)
 * → http → graceful shutdown.
 */
async function main() {
  const config = setAppConfig(readConfigOrExit());
  const logger = createLogger(config.LOG_LEVEL);

  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedDatabase(path.join(config.DATA_DIR), logger);
  const db = connectDatabase(database.url, config.DATABASE_POOL_SIZE);
  await runMigrations(db);
  // The shipped assessment banks are product content, not demo data: in every database (ADR 0018).
  await ensureAssessmentBanks();
  if (config.SEED_DEMO) await seedDemoContent(db, logger);

  const mailWorker = startMailWorker({ config, logger });
  const jobAlertWorker = startJobAlertWorker({ logger });
  const maintenanceWorker = startMaintenanceWorker({ logger });
  const invoiceWorker = startInvoiceWorker({ logger });
  const consultationReminderWorker = startConsultationReminderWorker({ logger });
  const assessmentDeadlineWorker = startAssessmentDeadlineWorker({ logger });
  const copilotBillingWorker = startCopilotBillingWorker({ logger });
  // Renewals and webhook retries are Stripe's own work; the local provider needs its own clock.
  const localPaymentsClock = config.localPaymentsEnabled ? startLocalPaymentsClock({ logger }) : undefined;
  const shutdownState = { shuttingDown: false };
  const app = createApp({
    config,
    logger,
    shutdown: shutdownState,
    clientAssetsDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client"),
    pageHandler: createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? "",
        // A client-side navigation's data request (/about.data) needs the server-rendered HTML in its
        // data; a document carries it in its markup (app/components/static/document-html.server.ts).
        documentHtml: req.path.endsWith(".data") ? undefined : new Map(),
      }),
    }),
  });

  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  logger.info({ url: config.APP_URL, port: addressPort(server) }, "server is listening");

  const shutdown = async (signal: string) => {
    if (shutdownState.shuttingDown) return;
    shutdownState.shuttingDown = true;
    if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
      logger.info(
        { signal, seconds: config.SHUTDOWN_DRAIN_SECONDS },
        "shutting down: /readyz is 503, draining",
      );
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    logger.info({ signal }, "shutting down: refusing new connections, finishing in-flight requests");
    await closeServer(server);
    // In-flight requests may have queued mail; the mail worker sends the batch it holds (for 10 s at
    // most, then hands the rest back to the outbox, where another instance or the next start takes it).
    await Promise.all([
      jobAlertWorker.stop(),
      maintenanceWorker.stop(),
      invoiceWorker.stop(),
      consultationReminderWorker.stop(),
      assessmentDeadlineWorker.stop(),
      copilotBillingWorker.stop(),
      localPaymentsClock?.stop(),
      mailWorker.stop(),
    ]);
    await disconnectDatabase();
    await database.stop();
    logger.info("stopped");
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(signal));
}

function readConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Stops accepting connections and waits for in-flight requests, closing stragglers after a grace period. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function addressPort(server: Server) {
  const address = server.address();
  return typeof address === "object" && address ? address.port : address;
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
