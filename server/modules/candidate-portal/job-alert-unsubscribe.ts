import { eq } from "drizzle-orm";
import { db } from "../../db/client";
import { jobAlerts } from "../../db/schema";
import { sha256 } from "../../kernel/secret-tokens";
import { describeAlert } from "./job-alert-runs";

/**
 * What an emailed unsubscribe link is for, without changing anything (mail scanners open links):
 * the alert's search in words and whether it is already stopped; undefined for an unknown token.
 */
export async function findJobAlertByToken(
  token: string | null,
): Promise<{ description: string; frequency: string; unsubscribed: boolean } | undefined> {
  if (!token || token.length < 20 || token.length > 200) return undefined;
  const [alert] = await db()
    .select({
      query: jobAlerts.query,
      filters: jobAlerts.filters,
      frequency: jobAlerts.frequency,
      unsubscribedAt: jobAlerts.unsubscribedAt,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribeTokenHash, sha256(token)));
  if (!alert) return undefined;
  return {
    description: describeAlert(alert),
    frequency: alert.frequency,
    unsubscribed: alert.unsubscribedAt !== null,
  };
}
