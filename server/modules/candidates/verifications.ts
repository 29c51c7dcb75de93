import { randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type CandidateVerificationPurpose, candidateVerifications } from "../../db/schema";
import { newSecretToken, sha256 } from "../../kernel/secret-tokens";
import { hashVerificationCode, newVerificationCode } from "./verification-codes";

export const VERIFICATION_RULES = {
  "verify-email": { lifetimeSeconds: 15 * 60, maxAttempts: 5 },
  "reset-password": { lifetimeSeconds: 60 * 60, maxAttempts: 5 },
} as const satisfies Record<CandidateVerificationPurpose, { lifetimeSeconds: number; maxAttempts: number }>;

export type IssuedVerification = { token: string; code: string | null };

/**
 * Issues a fresh link token (and for email verification a code), closing any still-open one of the
 * same purpose: only the newest email works.
 */
export async function issueVerification(
  tx: Executor,
  candidateId: string,
  purpose: CandidateVerificationPurpose,
): Promise<IssuedVerification> {
  await tx
    .update(candidateVerifications)
    .set({ consumedAt: sql`now()` })
    .where(openVerification(candidateId, purpose));
  const id = randomUUID();
  const { token, tokenHash } = newSecretToken();
  const code = purpose === "verify-email" ? newVerificationCode() : null;
  await tx.insert(candidateVerifications).values({
    id,
    candidateId,
    purpose,
    tokenHash,
    codeHash: code ? await hashVerificationCode(id, code) : null,
    expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_RULES[purpose].lifetimeSeconds})`,
  });
  return { token, code };
}

export type VerificationOutcome = "ok" | "wrong" | "expired" | "too-many-attempts" | "none";

/**
 * Checks a typed code against the candidate's open verification, counting each wrong try; the
 * attempt that reaches the limit and every one after it are refused whatever the code.
 */
export async function consumeVerificationCode(
  tx: Executor,
  candidateId: string,
  purpose: CandidateVerificationPurpose,
  code: string,
): Promise<VerificationOutcome> {
  const [open] = await tx
    .select({
      id: candidateVerifications.id,
      codeHash: candidateVerifications.codeHash,
      attempts: candidateVerifications.attempts,
      expired: sql<boolean>`${candidateVerifications.expiresAt} <= now()`,
    })
    .from(candidateVerifications)
    .where(openVerification(candidateId, purpose))
    .orderBy(desc(candidateVerifications.createdAt))
    .limit(1)
    .for("update");
  if (!open?.codeHash) return "none";
  if (open.expired) return "expired";
  if (open.attempts >= VERIFICATION_RULES[purpose].maxAttempts) return "too-many-attempts";
  if (safeEqual(open.codeHash, await hashVerificationCode(open.id, code))) {
    await markConsumed(tx, open.id);
    return "ok";
  }
  const attempts = open.attempts + 1;
  await tx.update(candidateVerifications).set({ attempts }).where(eq(candidateVerifications.id, open.id));
  return attempts >= VERIFICATION_RULES[purpose].maxAttempts ? "too-many-attempts" : "wrong";
}

/**
 * Consumes the open, unexpired verification an emailed link's token names (for the given candidate
 * only, when one is given); returns its candidate, or null.
 */
export async function consumeVerificationToken(
  tx: Executor,
  purpose: CandidateVerificationPurpose,
  token: string,
  candidateId?: string,
): Promise<string | null> {
  const [consumed] = await tx
    .update(candidateVerifications)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(candidateVerifications.tokenHash, sha256(token)),
        eq(candidateVerifications.purpose, purpose),
        candidateId ? eq(candidateVerifications.candidateId, candidateId) : undefined,
        isNull(candidateVerifications.consumedAt),
        sql`${candidateVerifications.expiresAt} > now()`,
      ),
    )
    .returning({ candidateId: candidateVerifications.candidateId });
  return consumed?.candidateId ?? null;
}

function openVerification(candidateId: string, purpose: CandidateVerificationPurpose) {
  return and(
    eq(candidateVerifications.candidateId, candidateId),
    eq(candidateVerifications.purpose, purpose),
    isNull(candidateVerifications.consumedAt),
  );
}

function markConsumed(tx: Executor, id: string) {
  return tx
    .update(candidateVerifications)
    .set({ consumedAt: sql`now()` })
    .where(eq(candidateVerifications.id, id));
}

function safeEqual(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}
