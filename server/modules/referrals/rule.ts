import { eq } from "drizzle-orm";
import type { ReferralRule } from "../../../common/referrals";
import { db, type Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";

/** The column defaults, used until the settings row exists. */
export const DEFAULT_REFERRAL_RULE: ReferralRule = { amount: 500, hours: 160 };

/** site_settings.referral_bonus_amount / referral_bonus_hours. */
export async function getReferralRule(executor: Executor = db()): Promise<ReferralRule> {
  const [row] = await executor
    .select({ amount: siteSettings.referralBonusAmount, hours: siteSettings.referralBonusHours })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? DEFAULT_REFERRAL_RULE;
}
