import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { BENEFIT_MESSAGES } from "../../../common/benefits";
import { longDate } from "../../../common/formats";
import type { Executor } from "../../db/client";
import { placements } from "../../db/schema";
import { addDays } from "./dates";

/**
 * When the candidate's current assignment started: the earliest start of their active placements
 * running today (started, not ended); null when they are not on an assignment.
 */
export async function assignmentStart(
  executor: Executor,
  candidateId: string,
  today: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ startDate: placements.startDate })
    .from(placements)
    .where(
      and(
        eq(placements.candidateId, candidateId),
        eq(placements.status, "active"),
        lte(placements.startDate, today),
        or(isNull(placements.endDate), gte(placements.endDate, today)),
      ),
    )
    .orderBy(asc(placements.startDate))
    .limit(1);
  return row?.startDate ?? null;
}

export type Eligibility = { eligible: boolean; eligibleOn: string | null; reason: string };

/** Eligible for a plan after `afterDays` days on an active assignment (start ≤ today − days). */
export function eligibilityFor(start: string | null, afterDays: number, today: string): Eligibility {
  if (start === null) return { eligible: false, eligibleOn: null, reason: BENEFIT_MESSAGES.notPlaced };
  const eligibleOn = addDays(start, afterDays);
  if (eligibleOn <= today) {
    return {
      eligible: true,
      eligibleOn,
      reason: `You are eligible: your assignment started on ${longDate(start)} and plans are open after ${afterDays} days on assignment.`,
    };
  }
  return {
    eligible: false,
    eligibleOn,
    reason: `You become eligible on ${longDate(eligibleOn)}, after ${afterDays} days on your assignment (it started on ${longDate(start)}).`,
  };
}
