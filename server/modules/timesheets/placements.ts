import { and, desc, eq } from "drizzle-orm";
import type { CandidatePlacement, CandidatePlacements } from "../../../common/timesheets";
import { db } from "../../db/client";
import { placements } from "../../db/schema";
import { NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";

export const PLACEMENT_NOT_FOUND = "We could not find that assignment.";

export type PlacementRow = typeof placements.$inferSelect;

/** The contractor's view of an assignment: never the bill rate or the supervisor's address. */
export function candidatePlacementView(row: PlacementRow): CandidatePlacement {
  return {
    id: row.id,
    client: row.client,
    roleTitle: row.roleTitle,
    location: row.location,
    supervisorName: row.supervisorName,
    startDate: row.startDate,
    endDate: row.endDate,
    payRate: row.payRate,
    status: row.status,
  };
}

/** The candidate's current (active) and past (ended) assignments, newest start first. */
export async function listCandidatePlacements(session: {
  candidateId: string;
}): Promise<CandidatePlacements> {
  const rows = await db()
    .select()
    .from(placements)
    .where(eq(placements.candidateId, session.candidateId))
    .orderBy(desc(placements.startDate), desc(placements.createdAt));
  return {
    current: rows.filter((row) => row.status === "active").map(candidatePlacementView),
    past: rows.filter((row) => row.status !== "active").map(candidatePlacementView),
  };
}

/** One of the candidate's own placements; anyone else's (or an unknown id) is 404. */
export async function ownPlacement(
  candidateId: string,
  placementId: string | undefined,
): Promise<PlacementRow> {
  if (placementId === undefined || placementId === "") {
    const [current] = await db()
      .select()
      .from(placements)
      .where(eq(placements.candidateId, candidateId))
      .orderBy(placements.status, desc(placements.startDate))
      .limit(1);
    if (!current) throw new NotFound("You have no assignments yet.");
    return current;
  }
  if (!isUuid(placementId)) throw new NotFound(PLACEMENT_NOT_FOUND);
  const [row] = await db()
    .select()
    .from(placements)
    .where(and(eq(placements.id, placementId), eq(placements.candidateId, candidateId)));
  if (!row) throw new NotFound(PLACEMENT_NOT_FOUND);
  return row;
}
