import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  type AdminReferral,
  REFERRAL_MESSAGES,
  REFERRAL_STATUSES,
  type ReferralRule,
  type ReferralStatus,
} from "../../../common/referrals";
import { db } from "../../db/client";
import { candidates, referrals } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import {
  candidateReferralView,
  loadReferralsWithHours,
  type ReferralWithHours,
  refreshReferralStatuses,
  selectReferralsWithHours,
  withHours,
} from "./progress";
import { getReferralRule } from "./rule";

/**
 * Stores the steps the data has reached for every referral that can still move on (registered or
 * placed), so the console's status filter sees bonuses as soon as the hours are approved.
 */
async function refreshOpenReferrals(rule: ReferralRule): Promise<void> {
  const open = await selectReferralsWithHours(db()).where(
    inArray(referrals.status, ["registered", "placed"]),
  );
  await refreshReferralStatuses(db(), open.map(withHours), rule);
}

function adminView(
  row: ReferralWithHours,
  rule: ReferralRule,
  referrer: { id: string; firstName: string; lastName: string; email: string } | undefined,
): AdminReferral {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    ...candidateReferralView(row, rule),
    referrer: {
      id: row.referrerId,
      name: referrer ? `${referrer.firstName} ${referrer.lastName}` : "",
      email: referrer?.email ?? "",
    },
    referredCandidateId: row.referredCandidateId,
    registeredAt: iso(row.registeredAt),
    placedAt: iso(row.placedAt),
    bonusEarnedAt: iso(row.bonusEarnedAt),
    paidAt: iso(row.paidAt),
  };
}

async function withReferrers(rows: ReferralWithHours[], rule: ReferralRule): Promise<AdminReferral[]> {
  const ids = [...new Set(rows.map((row) => row.referrerId))];
  const people =
    ids.length === 0
      ? []
      : await db()
          .select({
            id: candidates.id,
            firstName: candidates.firstName,
            lastName: candidates.lastName,
            email: candidates.email,
          })
          .from(candidates)
          .where(inArray(candidates.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => adminView(row, rule, byId.get(row.referrerId)));
}

export type AdminReferralsPage = Page<AdminReferral> & {
  status: ReferralStatus | "";
  q: string;
  rule: ReferralRule;
};

/** ?status=&q=&page=: newest first; q matches the friend's or the referrer's name or email. */
export async function listAdminReferrals(params: URLSearchParams): Promise<AdminReferralsPage> {
  const { page, q } = pageQuery(params, ["created"] as const);
  const raw = params.get("status") ?? "";
  const status = (REFERRAL_STATUSES as readonly string[]).includes(raw) ? (raw as ReferralStatus) : "";
  const rule = await getReferralRule();
  await refreshOpenReferrals(rule);
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(referrals.status, status));
  if (q) {
    const pattern = likeContains(q);
    conditions.push(
      sql`(${referrals.name} ILIKE ${pattern} OR ${referrals.email} ILIKE ${pattern} OR exists (select 1 from candidates c where c.id = ${referrals.referrerId} and (c.email ILIKE ${pattern} OR (c.first_name || ' ' || c.last_name) ILIKE ${pattern})))`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [desc(referrals.createdAt), desc(referrals.id)];
  const { rows, total } = await pageByIds(referrals, { where, orderBy, page }, async (pageIds) =>
    (
      await selectReferralsWithHours(db())
        .where(inArray(referrals.id, pageIds))
        .orderBy(...orderBy)
    ).map(withHours),
  );
  return { rows: await withReferrers(rows, rule), total, page, pageSize: PAGE_SIZE, status, q, rule };
}

/** Staff paid the bonus: only from bonus_earned (worked out from the hours first); audited. */
export async function markReferralPaid(actor: AdminActor, id: string): Promise<AdminReferral> {
  if (!isUuid(id)) throw new NotFound(REFERRAL_MESSAGES.notFound);
  const rule = await getReferralRule();
  const [current] = await loadReferralsWithHours(db(), [id], rule);
  if (!current) throw new NotFound(REFERRAL_MESSAGES.notFound);
  const paid = await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(referrals)
      .set({ status: "paid", paidAt: sql`now()` })
      .where(and(eq(referrals.id, id), eq(referrals.status, "bonus_earned")))
      .returning();
    if (!updated) throw new Conflict(REFERRAL_MESSAGES.notEarned);
    await recordAudit(tx, actor, {
      action: "referral.paid",
      entityType: "referral",
      entityId: id,
      before: { status: current.status },
      after: { status: "paid", amount: rule.amount, paidAt: updated.paidAt?.toISOString() },
    });
    return { ...current, ...updated };
  });
  const [view] = await withReferrers([paid], rule);
  if (!view) throw new NotFound(REFERRAL_MESSAGES.notFound);
  return view;
}
