import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { emailAddress, requiredLine } from "../../../common/form-fields";
import {
  type CandidateReferral,
  type CandidateReferrals,
  REFERRAL_LIMITS,
  REFERRAL_MESSAGES,
} from "../../../common/referrals";
import { db } from "../../db/client";
import { candidates, referrals } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import type { CandidateSession } from "../../kernel/candidate-session";
import { newSecretToken } from "../../kernel/secret-tokens";
import { enqueueMail } from "../../mail/outbox";
import { enforceRateLimit, type RateLimitPolicy } from "../../rate-limit";
import { referralInvitationEmail } from "./emails";
import { candidateReferralView, loadReferralsWithHours } from "./progress";
import { getReferralRule } from "./rule";

/** Each invitation is an email to someone who did not ask for it: a few a day per candidate. */
export const REFERRAL_INVITE_LIMIT: RateLimitPolicy = {
  name: "candidate-referral-invite",
  limit: REFERRAL_LIMITS.perDay,
  windowSeconds: 24 * 60 * 60,
};

export const referralInviteSchema = z.object({
  name: requiredLine(REFERRAL_MESSAGES.name, REFERRAL_MESSAGES.nameTooLong, REFERRAL_LIMITS.name),
  email: emailAddress(REFERRAL_MESSAGES.email, REFERRAL_LIMITS.email),
});

const emailError = (message: string) => new Invalid(message, { email: message });

/**
 * Invites a friend: 400 for the candidate's own address or one that already has an account, 409
 * when this candidate already referred it, 429 past the daily limit. The emailed link carries a
 * new token; only its SHA-256 is stored.
 */
export async function inviteFriend(
  session: CandidateSession,
  input: z.output<typeof referralInviteSchema>,
): Promise<CandidateReferral> {
  const [referrer] = await db().select().from(candidates).where(eq(candidates.id, session.candidateId));
  if (!referrer) throw new NotFound("This account no longer exists.");
  if (referrer.email.toLowerCase() === input.email) throw emailError(REFERRAL_MESSAGES.ownEmail);
  await enforceRateLimit(REFERRAL_INVITE_LIMIT, session.candidateId);
  const rule = await getReferralRule();
  const { token, tokenHash } = newSecretToken();
  const created = await db().transaction(async (tx) => {
    const [account] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`lower(${candidates.email}) = ${input.email}`);
    if (account) throw emailError(REFERRAL_MESSAGES.hasAccount);
    const [row] = await tx
      .insert(referrals)
      .values({ referrerId: referrer.id, name: input.name, email: input.email, tokenHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(REFERRAL_MESSAGES.alreadyReferred);
    const referrerName = `${referrer.firstName} ${referrer.lastName}`;
    await enqueueMail(tx, referralInvitationEmail(row, referrerName, token, rule));
    return row;
  });
  return candidateReferralView({ ...created, hasPlacement: false, approvedHours: 0 }, rule);
}

/** The candidate's own referrals, newest first, with the rule; nobody else's are ever read. */
export async function listCandidateReferrals(session: CandidateSession): Promise<CandidateReferrals> {
  const rule = await getReferralRule();
  const ids = await db()
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.referrerId, session.candidateId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const rows = await loadReferralsWithHours(
    db(),
    ids.map((row) => row.id),
    rule,
  );
  return { rule, referrals: rows.map((row) => candidateReferralView(row, rule)) };
}
