import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type CandidateReferral,
  REFERRAL_STATUSES,
  type ReferralRule,
  type ReferralStatus,
  referralStatusLabel,
} from "../../../common/referrals";
import type { Executor } from "../../db/client";
import { referrals } from "../../db/schema";

export type ReferralRow = typeof referrals.$inferSelect;

/** The referral with what its friend's records say: a placement yet, and approved hours so far. */
export type ReferralWithHours = ReferralRow & { hasPlacement: boolean; approvedHours: number };

/**
 * The referral rows `where` picks, each with whether the referred candidate has a placement and
 * the sum of their approved timesheet hours over all their placements.
 */
export function selectReferralsWithHours(executor: Executor) {
  return executor
    .select({
      referral: referrals,
      hasPlacement: sql<boolean>`exists (select 1 from placements p where p.candidate_id = ${referrals.referredCandidateId})`,
      approvedHours: sql<string>`coalesce((select sum(t.total_hours) from timesheets t join placements p on p.id = t.placement_id where p.candidate_id = ${referrals.referredCandidateId} and t.status = 'approved'), 0)`,
    })
    .from(referrals)
    .$dynamic();
}

export function withHours(row: {
  referral: ReferralRow;
  hasPlacement: boolean;
  approvedHours: string | number;
}): ReferralWithHours {
  return { ...row.referral, hasPlacement: row.hasPlacement, approvedHours: Number(row.approvedHours) };
}

const rank = (status: ReferralStatus) => REFERRAL_STATUSES.indexOf(status);

/**
 * The status the data gives. Invited and paid are stored facts (verification and staff set them);
 * from registered on, a placement makes it placed and the rule's approved hours make it
 * bonus_earned. Never lower than the stored status: a step once reached stays reached (the friend
 * may since have deleted their account, or the rule changed).
 */
export function derivedStatus(referral: ReferralWithHours, rule: ReferralRule): ReferralStatus {
  const stored = referral.status;
  if (stored === "invited" || stored === "paid") return stored;
  let fromData: ReferralStatus = "registered";
  if (referral.hasPlacement) fromData = "placed";
  if (referral.hasPlacement && referral.approvedHours >= rule.hours) fromData = "bonus_earned";
  return rank(fromData) > rank(stored) ? fromData : stored;
}

/**
 * Works out each referral's status and stores the steps seen for the first time (status and the
 * step's timestamp, kept once set), so staff see when a bonus was earned and payment has a fixed
 * point to start from.
 */
export async function refreshReferralStatuses(
  executor: Executor,
  rows: ReferralWithHours[],
  rule: ReferralRule,
): Promise<ReferralWithHours[]> {
  const refreshed: ReferralWithHours[] = [];
  for (const row of rows) {
    const status = derivedStatus(row, rule);
    if (status === row.status) {
      refreshed.push(row);
      continue;
    }
    const [updated] = await executor
      .update(referrals)
      .set({
        status,
        placedAt: sql`coalesce(${referrals.placedAt}, now())`,
        bonusEarnedAt:
          status === "bonus_earned"
            ? sql`coalesce(${referrals.bonusEarnedAt}, now())`
            : referrals.bonusEarnedAt,
      })
      // Only from the status read: a concurrent "paid" is never overwritten.
      .where(and(eq(referrals.id, row.id), eq(referrals.status, row.status)))
      .returning();
    refreshed.push(updated ? { ...row, ...updated } : row);
  }
  return refreshed;
}

export async function loadReferralsWithHours(
  executor: Executor,
  ids: string[],
  rule: ReferralRule,
): Promise<ReferralWithHours[]> {
  if (ids.length === 0) return [];
  const rows = await selectReferralsWithHours(executor).where(inArray(referrals.id, ids));
  const byId = new Map(rows.map((row) => [row.referral.id, withHours(row)]));
  const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return refreshReferralStatuses(executor, ordered, rule);
}

/** What the candidate sees of one referral: status, hours so far and what is left to the bonus. */
export function candidateReferralView(row: ReferralWithHours, rule: ReferralRule): CandidateReferral {
  const done = row.status === "bonus_earned" || row.status === "paid";
  const counted = row.status === "invited" ? 0 : row.approvedHours;
  const hoursToBonus = done ? 0 : Math.max(0, rule.hours - counted);
  const progressPercent = done
    ? 100
    : rule.hours > 0
      ? Math.min(100, Math.floor((counted / rule.hours) * 100))
      : 0;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    statusLabel: referralStatusLabel(row.status),
    invitedAt: row.createdAt.toISOString(),
    approvedHours: counted,
    hoursToBonus,
    progressPercent,
    bonusAmount: rule.amount,
  };
}
