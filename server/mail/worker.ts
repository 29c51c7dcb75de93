import type { Logger } from "pino";
import type { Config } from "../config";

export function startMailWorker(_options: { config: Config; logger: Logger }) {
  return { stop: async () => {} };
}
