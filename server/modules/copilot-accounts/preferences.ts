import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CopilotNotificationPreferences } from "../../../common/copilot-accounts";
import type { copilotNotificationsSchema } from "../../../common/copilot-accounts-schemas";
import { db } from "../../db/client";
import { copilotUsers } from "../../db/schema";
import type { CopilotSession } from "../../kernel/copilot-session";

const preferenceColumns = {
  candidatesRanked: copilotUsers.notifyCandidatesRanked,
  recruiterReplied: copilotUsers.notifyRecruiterReplied,
};

/** The signed-in person's own notification preferences (the same in every workspace they belong to). */
export async function getCopilotNotifications(
  session: CopilotSession,
): Promise<CopilotNotificationPreferences> {
  const [row] = await db()
    .select(preferenceColumns)
    .from(copilotUsers)
    .where(eq(copilotUsers.id, session.userId));
  if (!row) throw new Error("The signed-in copilot user has no row.");
  return row;
}

/** Changes the preferences sent; the others stay. */
export async function updateCopilotNotifications(
  session: CopilotSession,
  changes: z.output<typeof copilotNotificationsSchema>,
): Promise<CopilotNotificationPreferences> {
  const [row] = await db()
    .update(copilotUsers)
    .set({
      notifyCandidatesRanked: changes.candidatesRanked,
      notifyRecruiterReplied: changes.recruiterReplied,
      updatedAt: sql`now()`,
    })
    .where(eq(copilotUsers.id, session.userId))
    .returning(preferenceColumns);
  if (!row) throw new Error("The signed-in copilot user has no row.");
  return row;
}
