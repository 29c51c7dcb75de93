import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import { appSecrets } from "../../db/schema";

const cache = new Map<string, Buffer>();

/**
 * A 32-byte secret the app keeps for itself, created on first use. ON CONFLICT DO NOTHING makes
 * concurrent first uses (several instances) agree on one value: whoever inserts first wins and every
 * caller reads that row back. Nothing to configure, and it survives restarts with the database.
 */
export async function appSecret(name: string, executor: Executor = db()): Promise<Buffer> {
  const cached = cache.get(name);
  if (cached) return cached;
  await executor
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await executor
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The app secret "${name}" could not be stored.`);
  const secret = Buffer.from(row.value, "base64url");
  cache.set(name, secret);
  return secret;
}
