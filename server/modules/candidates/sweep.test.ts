import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { candidateSessions, candidates, candidateVerifications } from "../../db/schema";
import { sweepEndedCandidateRecords } from "./sweep";

const { db } = setupTestDatabase();

let candidateId = "";

const ago = (interval: string): SQL => sql`now() - ${interval}::interval`;
const ahead = (interval: string): SQL => sql`now() + ${interval}::interval`;

/** A session named by its label (kept in user_agent), ending as given. */
async function session(label: string, expiresAt: SQL, revokedAt: SQL | null = null) {
  await db().insert(candidateSessions).values({
    candidateId,
    tokenHash: randomUUID(),
    rememberMe: false,
    idleTimeoutSeconds: 7200,
    userAgent: label,
    expiresAt,
    revokedAt,
  });
}

/** A verification named by its label (kept in code_hash), ending as given. */
async function verification(label: string, expiresAt: SQL, consumedAt: SQL | null = null) {
  await db().insert(candidateVerifications).values({
    candidateId,
    purpose: "verify-email",
    codeHash: label,
    tokenHash: randomUUID(),
    expiresAt,
    consumedAt,
  });
}

async function remaining() {
  const sessions = await db().select({ label: candidateSessions.userAgent }).from(candidateSessions);
  const verifications = await db()
    .select({ label: candidateVerifications.codeHash })
    .from(candidateVerifications);
  return {
    sessions: sessions.map((row) => row.label).sort(),
    verifications: verifications.map((row) => row.label).sort(),
  };
}

async function seedEndedAndLive() {
  await session("live", ahead("1 hour"));
  await session("expired-hours-ago", ago("2 hours"));
  await session("expired-days-ago", ago("2 days"));
  await session("revoked-hours-ago", ahead("20 days"), ago("3 hours"));
  await session("revoked-days-ago", ahead("20 days"), ago("25 hours"));
  await verification("open", ahead("10 minutes"));
  await verification("expired-minutes-ago", ago("5 minutes"));
  await verification("expired-days-ago", ago("3 days"));
  await verification("consumed-hours-ago", ahead("10 minutes"), ago("1 hour"));
  await verification("consumed-days-ago", ago("2 days"), ago("2 days"));
}

const survivors = {
  sessions: ["expired-hours-ago", "live", "revoked-hours-ago"],
  verifications: ["consumed-hours-ago", "expired-minutes-ago", "open"],
};

beforeEach(async () => {
  await db().execute(sql`TRUNCATE candidates, candidate_sessions, candidate_verifications CASCADE`);
  const [row] = await db()
    .insert(candidates)
    .values({
      firstName: "Lena",
      lastName: "Park",
      email: "lena.park@example.com",
      phone: "(305) 555-0177",
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: new Date(),
      consentTermsAt: new Date(),
    })
    .returning({ id: candidates.id });
  candidateId = row?.id ?? "";
});

describe("sweepEndedCandidateRecords", () => {
  it("deletes sessions and verifications that ended more than a day ago, and nothing else", async () => {
    await seedEndedAndLive();
    expect(await sweepEndedCandidateRecords()).toEqual({ sessions: 2, verifications: 2 });
    expect(await remaining()).toEqual(survivors);
    expect(await sweepEndedCandidateRecords()).toEqual({ sessions: 0, verifications: 0 });
  });

  it("finds ended rows through the ended_at indexes, not by reading whole tables", async () => {
    const plans = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (table: string, ended: string) => {
        const result = await tx.execute(
          sql.raw(
            `EXPLAIN DELETE FROM ${table} WHERE least(expires_at, ${ended}) < now() - make_interval(secs => 86400)`,
          ),
        );
        return result.rows.map((row) => Object.values(row).join("")).join("\n");
      };
      return [
        await explain("candidate_sessions", "revoked_at"),
        await explain("candidate_verifications", "consumed_at"),
      ];
    });
    expect(plans[0]).toContain("candidate_sessions_ended_idx");
    expect(plans[1]).toContain("candidate_verifications_ended_idx");
  });
});
