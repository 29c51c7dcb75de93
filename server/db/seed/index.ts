import type { Logger } from "pino";
import type { Database } from "../client";

export async function seedDemoContent(_db: Database, _logger: Logger) {}
