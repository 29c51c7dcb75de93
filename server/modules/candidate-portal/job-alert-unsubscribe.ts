import { eq } from "drizzle-orm";
import { jobAlertUnsubscribeSchema } from "../../../common/candidate-jobs";
import { JOB_ALERT_UNSUBSCRIBE_MESSAGES } from "../../../common/candidate-portal";
import { db } from "../../db/client";
import { jobAlerts } from "../../db/schema";
import { NotFound } from "../../errors";
import { sha256 } from "../../kernel/secret-tokens";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { describeAlert } from "./job-alert-runs";
import { unsubscribeJobAlert } from "./job-alerts";

/**
 * The emailed link's token, sent by a client without signing in (POST /api/job-alerts/unsubscribe),
 * counted per client address; NotFound for an unknown or already used token.
 */
export const jobAlertUnsubscribe: UseCase<typeof jobAlertUnsubscribeSchema, void> = {
  input: jobAlertUnsubscribeSchema,
  limits: [{ name: "job-alert-unsubscribe-ip", limit: 30, windowSeconds: 900, key: perClientAddress }],
  run: async ({ token }) => {
    if (!(await unsubscribeJobAlert(token))) throw new NotFound(JOB_ALERT_UNSUBSCRIBE_MESSAGES.invalid);
  },
};

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
