import { and, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type NewHire, ONBOARDING_MESSAGES } from "../../../common/client-onboarding";
import type { newHireTrackerSchema } from "../../../common/client-onboarding-input";
import { db, type Executor } from "../../db/client";
import { candidates, clientCompanies, newHireTrackers, placements } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { enqueueMail } from "../../mail/outbox";
import { firstDayInstructionsEmail } from "./emails";

/**
 * The company's current placements (active: started or starting), or the one with `placementId`,
 * with their trackers and the contractor's address.
 */
function newHireRows(executor: Executor, session: EmployerSession, placementId?: string) {
  return executor
    .select({
      placement: placements,
      tracker: newHireTrackers,
      contractor: { email: candidates.email, firstName: candidates.firstName },
      companyName: clientCompanies.legalName,
    })
    .from(placements)
    .innerJoin(clientCompanies, eq(clientCompanies.id, placements.clientCompanyId))
    .leftJoin(newHireTrackers, eq(newHireTrackers.placementId, placements.id))
    .leftJoin(candidates, eq(candidates.id, placements.candidateId))
    .where(
      and(
        eq(placements.clientCompanyId, session.companyId),
        eq(placements.status, "active"),
        placementId === undefined ? undefined : eq(placements.id, placementId),
      ),
    )
    .$dynamic();
}

type NewHireRow = Awaited<ReturnType<typeof newHireRows>>[number];

function newHireOf({ placement, tracker, contractor }: NewHireRow): NewHire {
  return {
    placementId: placement.id,
    contractorName: placement.contractorName,
    roleTitle: placement.roleTitle,
    location: placement.location,
    startDate: placement.startDate,
    startConfirmed: tracker?.startConfirmedAt != null,
    backgroundCheck: tracker?.backgroundCheck ?? "not_started",
    drugScreen: tracker?.drugScreen ?? "not_started",
    i9Verified: tracker?.i9VerifiedAt != null,
    firstDayInstructions: tracker?.firstDayInstructions ?? "",
    instructionsSentAt: tracker?.instructionsSentAt?.toISOString() ?? null,
    canEmailContractor: contractor !== null,
  };
}

/** The new-hire tracker: one row per current placement, newest start first (trackNewHires). */
export async function listNewHires(session: EmployerSession): Promise<NewHire[]> {
  requireEmployerPermission(session, "trackNewHires");
  const rows = await newHireRows(db(), session).orderBy(desc(placements.startDate), desc(placements.id));
  return rows.map(newHireOf);
}

/** A checkbox's time: kept from when it was first ticked, cleared when unticked. */
const tickedAt = (ticked: boolean, column: AnyPgColumn) => (ticked ? sql`coalesce(${column}, now())` : null);

/**
 * Saves a placement's checks and first-day instructions; with sendToContractor the instructions are
 * emailed to the contractor and the send time kept. Another company's placement (or an ended one)
 * is 404; a contractor without an address cannot be sent to (409).
 */
export async function saveNewHire(
  session: EmployerSession,
  placementId: string,
  input: z.output<typeof newHireTrackerSchema>,
): Promise<NewHire> {
  requireEmployerPermission(session, "trackNewHires");
  if (!isUuid(placementId)) throw new NotFound(ONBOARDING_MESSAGES.placementNotFound);
  return db().transaction(async (tx) => {
    const [found] = await newHireRows(tx, session, placementId).for("update", { of: placements });
    if (!found) throw new NotFound(ONBOARDING_MESSAGES.placementNotFound);
    if (input.sendToContractor && !found.contractor)
      throw new Conflict(ONBOARDING_MESSAGES.noContractorEmail);
    const values = {
      backgroundCheck: input.backgroundCheck,
      drugScreen: input.drugScreen,
      firstDayInstructions: input.firstDayInstructions || null,
      updatedBy: session.userId,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(newHireTrackers)
      .values({
        placementId,
        ...values,
        startConfirmedAt: input.startConfirmed ? sql`now()` : null,
        i9VerifiedAt: input.i9Verified ? sql`now()` : null,
        instructionsSentAt: input.sendToContractor ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: newHireTrackers.placementId,
        set: {
          ...values,
          startConfirmedAt: tickedAt(input.startConfirmed, newHireTrackers.startConfirmedAt),
          i9VerifiedAt: tickedAt(input.i9Verified, newHireTrackers.i9VerifiedAt),
          ...(input.sendToContractor ? { instructionsSentAt: sql`now()` } : {}),
        },
      });
    if (input.sendToContractor && found.contractor) {
      await enqueueMail(
        tx,
        firstDayInstructionsEmail({
          to: found.contractor.email,
          firstName: found.contractor.firstName,
          companyName: found.companyName,
          roleTitle: found.placement.roleTitle,
          startDate: found.placement.startDate,
          location: found.placement.location,
          instructions: input.firstDayInstructions,
        }),
      );
    }
    const [saved] = await newHireRows(tx, session, placementId);
    if (!saved) throw new NotFound(ONBOARDING_MESSAGES.placementNotFound);
    return newHireOf(saved);
  });
}
