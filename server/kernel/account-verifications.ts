/**
 * Proving control of an account's address, for every kind of account (candidates, employer users):
 * emailed 6-digit codes and single-use links over a table of accountVerificationColumns. Only
 * hashes are stored; a new verification closes the open one of the same purpose.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CANDIDATE_MESSAGES } from "../../common/candidate-options";
import { db, type Executor } from "../db/client";
import { Invalid } from "../errors";
import { newSecretToken, sha256 } from "./secret-tokens";

/** A table built with accountVerificationColumns, and the column naming its account. */
export type VerificationTable = PgTable & {
  id: PgColumn;
  purpose: PgColumn;
  codeHash: PgColumn;
  tokenHash: PgColumn;
  expiresAt: PgColumn;
  attempts: PgColumn;
  consumedAt: PgColumn;
  createdAt: PgColumn;
};

export type VerificationRule = { lifetimeSeconds: number; maxAttempts: number; withCode: boolean };

export type IssuedVerification = { token: string; code: string | null };

export type VerificationOutcome = "ok" | "wrong" | "expired" | "too-many-attempts" | "none";

type Settings<Purpose extends string> = {
  table: VerificationTable;
  /** The owner column, and its property name in the table's insert shape. */
  owner: { column: PgColumn; key: string };
  rules: Record<Purpose, VerificationRule>;
  /**
   * A million codes are quickly tried offline against a plain hash, so codes are keyed with a
   * secret the app keeps apart from the account tables.
   */
  codeKey: () => Promise<Buffer>;
};

/** What a person who typed a code that did not work reads (the same for every kind of account). */
const CODE_REFUSALS: Record<Exclude<VerificationOutcome, "ok">, string> = {
  wrong: CANDIDATE_MESSAGES.codeWrong,
  none: CANDIDATE_MESSAGES.codeWrong,
  expired: CANDIDATE_MESSAGES.codeExpired,
  "too-many-attempts": CANDIDATE_MESSAGES.codeTooManyAttempts,
};

type Refusal = { field: "code" | "token"; message: string };

/** A 6-digit code, every value equally likely. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Issue, check a code, consume a link: the three steps, bound to one account kind's table. */
export function accountVerifications<Purpose extends string>(settings: Settings<Purpose>) {
  const { table, owner, rules, codeKey } = settings;

  const hashCode = async (verificationId: string, code: string) =>
    createHmac("sha256", await codeKey())
      .update(`${verificationId}:${code}`)
      .digest("base64url");

  const openVerification = (ownerId: string, purpose: Purpose): SQL | undefined =>
    and(eq(owner.column, ownerId), eq(table.purpose, purpose), isNull(table.consumedAt));

  /** A fresh link token (and a code where the purpose has one); only the newest email works. */
  async function issue(tx: Executor, ownerId: string, purpose: Purpose): Promise<IssuedVerification> {
    await tx.update(table).set({ consumedAt: sql`now()` }).where(openVerification(ownerId, purpose));
    const id = randomUUID();
    const { token, tokenHash } = newSecretToken();
    const code = rules[purpose].withCode ? newVerificationCode() : null;
    await tx.insert(table).values({
      id,
      [owner.key]: ownerId,
      purpose,
      tokenHash,
      codeHash: code ? await hashCode(id, code) : null,
      expiresAt: sql`now() + make_interval(secs => ${rules[purpose].lifetimeSeconds})`,
    });
    return { token, code };
  }

  /**
   * Checks a typed code against the account's open verification, counting each wrong try; the
   * attempt that reaches the limit and every one after it are refused whatever the code.
   */
  async function consumeCode(
    tx: Executor,
    ownerId: string,
    purpose: Purpose,
    code: string,
  ): Promise<VerificationOutcome> {
    const [open] = await tx
      .select({
        id: sql<string>`${table.id}`,
        codeHash: sql<string | null>`${table.codeHash}`,
        attempts: sql<number>`${table.attempts}`,
        expired: sql<boolean>`${table.expiresAt} <= now()`,
      })
      .from(table)
      .where(openVerification(ownerId, purpose))
      .orderBy(desc(table.createdAt))
      .limit(1)
      .for("update");
    if (!open?.codeHash) return "none";
    if (open.expired) return "expired";
    const { maxAttempts } = rules[purpose];
    if (open.attempts >= maxAttempts) return "too-many-attempts";
    if (safeEqual(open.codeHash, await hashCode(open.id, code))) {
      await tx.update(table).set({ consumedAt: sql`now()` }).where(eq(table.id, open.id));
      return "ok";
    }
    const attempts = open.attempts + 1;
    await tx.update(table).set({ attempts }).where(eq(table.id, open.id));
    return attempts >= maxAttempts ? "too-many-attempts" : "wrong";
  }

  /**
   * Consumes the open, unexpired verification an emailed link's token names (for the given account
   * only, when one is given); returns its account, or null.
   */
  async function consumeToken(
    tx: Executor,
    purpose: Purpose,
    token: string,
    ownerId?: string,
  ): Promise<string | null> {
    const [consumed] = await tx
      .update(table)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(table.tokenHash, sha256(token)),
          eq(table.purpose, purpose),
          ownerId ? eq(owner.column, ownerId) : undefined,
          isNull(table.consumedAt),
          sql`${table.expiresAt} > now()`,
        ),
      )
      .returning({ ownerId: sql<string>`${owner.column}` });
    return consumed?.ownerId ?? null;
  }

  /** Why the code or link does not prove the address, or null when it does (and is now used up). */
  async function proofRefusal(
    tx: Executor,
    purpose: Purpose,
    ownerId: string | undefined,
    { token, code }: { token?: string; code?: string },
  ): Promise<Refusal | null> {
    if (token !== undefined) {
      const proven = ownerId && (await consumeToken(tx, purpose, token, ownerId));
      return proven ? null : { field: "token", message: CANDIDATE_MESSAGES.linkInvalid };
    }
    const outcome = ownerId ? await consumeCode(tx, ownerId, purpose, code ?? "") : "none";
    return outcome === "ok" ? null : { field: "code", message: CODE_REFUSALS[outcome] };
  }

  /**
   * Proves an address with the emailed code (maxAttempts tries) or link, and marks the account
   * verified in the same transaction. A wrong code must still count as a try, so the transaction
   * commits and the refusal (400 naming `code` or `token`) is thrown after it.
   */
  async function verifyAddress(
    purpose: Purpose,
    proof: { token?: string; code?: string },
    account: {
      find: (tx: Executor) => Promise<string | undefined>;
      markVerified: (tx: Executor, ownerId: string) => Promise<void>;
    },
  ): Promise<void> {
    const refusal = await db().transaction(async (tx) => {
      const ownerId = await account.find(tx);
      const refused = await proofRefusal(tx, purpose, ownerId, proof);
      if (!refused && ownerId) await account.markVerified(tx, ownerId);
      return refused;
    });
    if (refusal) throw new Invalid(refusal.message, { [refusal.field]: refusal.message });
  }

  return { issue, consumeCode, consumeToken, verifyAddress };
}

function safeEqual(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}
