import { randomBytes } from "node:crypto";
import { db } from "../../server/db/client";
import { placements, timesheets } from "../../server/db/schema";

type PlacementInsert = typeof placements.$inferInsert;

/** A contract placement (no candidate account needed for billing) of the company, or of none. */
export async function insertPlacement(companyId: string | null, values: Partial<PlacementInsert> = {}) {
  const [placement] = await db()
    .insert(placements)
    .values({
      contractorName: `Contractor ${randomBytes(3).toString("hex")}`,
      client: "Legacy client name",
      clientCompanyId: companyId,
      roleTitle: "ICU Nurse",
      startDate: "2026-01-05",
      payRate: "30.00",
      billRate: "45.00",
      ...values,
    })
    .returning();
  if (!placement) throw new Error("placement insert failed");
  return placement;
}

/** A week of the placement with this total, approved unless a status is given. */
export async function insertWeek(
  placementId: string,
  weekStart: string,
  totalHours: string,
  status: "draft" | "submitted" | "approved" | "rejected" = "approved",
) {
  const [week] = await db()
    .insert(timesheets)
    .values({
      placementId,
      weekStart,
      totalHours,
      status,
      approvedAt: status === "approved" ? new Date() : null,
      approvedBy: status === "approved" ? "supervisor@example.com" : null,
    })
    .returning();
  if (!week) throw new Error("timesheet insert failed");
  return week;
}
