import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "../../db/client";
import { candidates, referrals } from "../../db/schema";
import { sha256 } from "../../kernel/secret-tokens";

/** What ?ref= may carry: the base64url invitation token; anything else is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The referral token a registration sent (JSON or form field `referral`), when it looks like one. */
export function referralTokenOf(value: unknown): string | undefined {
  return typeof value === "string" && TOKEN_PATTERN.test(value.trim()) ? value.trim() : undefined;
}

/**
 * After registration created a new account for `email`: the invitation the token matches (still
 * invited and not taken by another account) is linked to that account. It
 * stays "invited" until the address is verified (registerReferredCandidate). An unknown token
 * changes nothing, and the registration's answer is the same either way.
 */
export async function claimReferral(
  email: string,
  token: string | undefined,
  executor: Executor = db(),
): Promise<void> {
  if (!token) return;
  const account = executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(sql`lower(${candidates.email}) = ${email.toLowerCase()}`, isNull(candidates.emailVerifiedAt)));
  await executor
    .update(referrals)
    .set({ referredCandidateId: sql`(${account})` })
    .where(
      and(
        eq(referrals.tokenHash, sha256(token)),
        eq(referrals.status, "invited"),
        isNull(referrals.referredCandidateId),
        sql`exists (${account})`,
      ),
    );
}

/** When the account's address is verified: its claimed invitation becomes "registered". */
export async function registerReferredCandidate(tx: Executor, candidateId: string): Promise<void> {
  await tx
    .update(referrals)
    .set({ status: "registered", registeredAt: sql`coalesce(${referrals.registeredAt}, now())` })
    .where(and(eq(referrals.referredCandidateId, candidateId), eq(referrals.status, "invited")));
}
