import { asc, inArray } from "drizzle-orm";
import { db } from "../../db/client";
import { applicationStageEvents } from "../../db/schema";

/**
 * The stage history of these applications: every move (from, to, who moved it, when), oldest
 * first. Nothing without ids. Who read it decides what of it to show (the candidate never sees
 * the actor's email, which is left out here).
 */
export async function stageEventsOf(applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db()
    .select({
      applicationId: applicationStageEvents.applicationId,
      fromStage: applicationStageEvents.fromStage,
      toStage: applicationStageEvents.toStage,
      actor: applicationStageEvents.actor,
      kind: applicationStageEvents.kind,
      at: applicationStageEvents.createdAt,
    })
    .from(applicationStageEvents)
    .where(inArray(applicationStageEvents.applicationId, applicationIds))
    .orderBy(asc(applicationStageEvents.createdAt), asc(applicationStageEvents.id));
}

/** One application's events out of stageEventsOf's answer, in the same order. */
export function eventsOfApplication<Event extends { applicationId: string }>(
  events: Event[],
  applicationId: string,
): Event[] {
  return events.filter((event) => event.applicationId === applicationId);
}
