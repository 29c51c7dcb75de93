import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { type Config, loadConfig, setAppConfig } from "../../server/config";
import { createApp } from "../../server/http/app";

export type TestApp = { url: string; config: Config };

/**
 * Serves the Express app (API, health, security headers; no React pages) on a free port for the
 * calling test file. Call setupTestDatabase() first so requests reach the file's own database.
 */
export function setupTestApp(env: Record<string, string> = {}): TestApp {
  const app = { url: "", config: undefined as unknown as Config };
  let close = async () => {};

  beforeAll(async () => {
    app.config = setAppConfig(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }));
    const server = createApp({ config: app.config, logger: pino({ level: "silent" }) }).listen(
      0,
      "127.0.0.1",
    );
    await new Promise((resolve) => server.once("listening", resolve));
    app.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });

  afterAll(() => close());
  return app;
}
