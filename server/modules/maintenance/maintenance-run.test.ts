import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertSignedInCandidate } from "../../../tests/support/records";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { loadConfig, setAppConfig } from "../../config";
import {
  adminSessions,
  adminSignInFlows,
  candidateSessions,
  candidateVerifications,
  clientCompanies,
  copilotSessions,
  copilotUsers,
  copilotVerifications,
  copilotWorkspaces,
  employerSessions,
  employerUsers,
  employerVerifications,
  rateLimitCounters,
  resumeUploads,
  storedFiles,
} from "../../db/schema";
import { newStorageKey } from "../../storage/storage-key";
import { type MaintenanceReport, runMaintenance } from "./maintenance-run";

const { db, url } = setupTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), "staffing-maintenance-"));
beforeAll(() => {
  setAppConfig(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ago = (interval: string): SQL => sql`now() - ${interval}::interval`;
const ahead = (interval: string): SQL => sql`now() + ${interval}::interval`;

const KINDS = [
  "candidateSessions",
  "candidateVerifications",
  "employerSessions",
  "employerVerifications",
  "copilotSessions",
  "copilotVerifications",
  "adminSessions",
  "adminSignInFlows",
  "rateLimitCounters",
  "resumeUploads",
] as const satisfies (keyof MaintenanceReport)[];

/** The same count for every kind: seedEndedAndLive() makes two ended records and one live of each. */
const each = (count: number) => Object.fromEntries(KINDS.map((kind) => [kind, count])) as MaintenanceReport;

const NOTHING_READ = { fullName: "", email: "", phone: "", skills: [], recentTitle: "" };

async function seedEndedAndLive() {
  const { id: candidateId } = await insertSignedInCandidate(db(), {
    email: `maintenance-${randomUUID()}@example.com`,
  });
  const session = (expiresAt: SQL, revokedAt: SQL | null = null) => ({
    tokenHash: randomUUID(),
    rememberMe: false,
    idleTimeoutSeconds: 7200,
    expiresAt,
    revokedAt,
  });
  await db()
    .insert(candidateSessions)
    .values(
      [session(ago("2 days")), session(ahead("20 days"), ago("25 hours"))].map((row) => ({
        candidateId,
        ...row,
      })),
    );
  const verification = (expiresAt: SQL, consumedAt: SQL | null = null) => ({
    purpose: "verify-email" as const,
    codeHash: randomUUID(),
    tokenHash: randomUUID(),
    expiresAt,
    consumedAt,
  });
  await db()
    .insert(candidateVerifications)
    .values(
      [
        verification(ahead("10 minutes")),
        verification(ago("3 days")),
        verification(ago("2 days"), ago("2 days")),
      ].map((row) => ({ candidateId, ...row })),
    );

  const [company] = await db()
    .insert(clientCompanies)
    .values({
      legalName: "Maintenance Test LLC",
      industry: "Logistics",
      sizeBand: "11-50",
      street: "1 Main St",
      city: "Miami",
      state: "FL",
      zip: "33101",
    })
    .returning({ id: clientCompanies.id });
  const [employer] = await db()
    .insert(employerUsers)
    .values({
      clientCompanyId: company?.id ?? "",
      email: `maintenance-${randomUUID()}@example.com`,
      firstName: "Ana",
      lastName: "Ruiz",
      jobTitle: "HR Manager",
      workPhone: "(305) 555-0100",
      role: "owner",
      passwordHash: "x",
    })
    .returning({ id: employerUsers.id });
  const employerUserId = employer?.id ?? "";
  await db()
    .insert(employerSessions)
    .values(
      [session(ahead("1 hour")), session(ago("2 days")), session(ahead("20 days"), ago("25 hours"))].map(
        (row) => ({
          employerUserId,
          ...row,
        }),
      ),
    );
  await db()
    .insert(employerVerifications)
    .values(
      [
        verification(ahead("10 minutes")),
        verification(ago("3 days")),
        verification(ago("2 days"), ago("2 days")),
      ].map((row) => ({ employerUserId, ...row })),
    );

  const [workspace] = await db()
    .insert(copilotWorkspaces)
    .values({ name: "Maintenance Test LLC" })
    .returning({ id: copilotWorkspaces.id });
  const [copilotUser] = await db()
    .insert(copilotUsers)
    .values({ name: "Ana Ruiz", email: `maintenance-${randomUUID()}@example.com`, passwordHash: "x" })
    .returning({ id: copilotUsers.id });
  const copilot = { userId: copilotUser?.id ?? "", workspaceId: workspace?.id ?? "" };
  await db()
    .insert(copilotSessions)
    .values(
      [session(ahead("1 hour")), session(ago("2 days")), session(ahead("20 days"), ago("25 hours"))].map(
        (row) => ({ ...copilot, ...row }),
      ),
    );
  await db()
    .insert(copilotVerifications)
    .values(
      [
        verification(ahead("10 minutes")),
        verification(ago("3 days")),
        verification(ago("2 days"), ago("2 days")),
      ].map((row) => ({ userId: copilot.userId, ...row })),
    );

  const adminSession = (expiresAt: SQL, revokedAt: SQL | null = null) => ({
    tokenHash: randomUUID(),
    email: "ops@sunshinestaffing.example",
    name: "Ops",
    expiresAt,
    revokedAt,
  });
  await db()
    .insert(adminSessions)
    .values([
      adminSession(ahead("1 hour")),
      adminSession(ago("2 days")),
      adminSession(ahead("1 hour"), ago("30 hours")),
    ]);
  const flow = (expiresAt: SQL) => ({
    browserKeyHash: randomUUID(),
    state: "s",
    nonce: "n",
    codeVerifier: "v",
    returnTo: "/admin",
    expiresAt,
  });
  await db()
    .insert(adminSignInFlows)
    .values([flow(ahead("5 minutes")), flow(ago("1 minute")), flow(ago("1 day"))]);

  await db()
    .insert(rateLimitCounters)
    .values([
      { key: `live-${randomUUID()}`, count: 1, windowEndsAt: ahead("1 hour") },
      { key: `ended-${randomUUID()}`, count: 3, windowEndsAt: ago("1 second") },
      { key: `ended-${randomUUID()}`, count: 9, windowEndsAt: ago("1 day") },
    ]);

  for (const createdAt of [ago("1 hour"), ago("25 hours"), ago("3 days")]) {
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: newStorageKey(),
        originalName: "resume.pdf",
        contentType: "application/pdf",
        sizeBytes: 1,
        sha256: "x",
        purpose: "resume",
      })
      .returning({ id: storedFiles.id });
    await db()
      .insert(resumeUploads)
      .values({
        fileId: file?.id ?? "",
        tokenHash: randomUUID(),
        resumeText: "",
        extracted: NOTHING_READ,
        createdAt,
      });
  }
}

/** How many rows of each kind are in the database. */
async function rowsLeft(): Promise<MaintenanceReport> {
  const { rows } = await db().execute<Record<keyof MaintenanceReport, string>>(sql`
    SELECT (SELECT count(*) FROM candidate_sessions) AS "candidateSessions",
           (SELECT count(*) FROM candidate_verifications) AS "candidateVerifications",
           (SELECT count(*) FROM employer_sessions) AS "employerSessions",
           (SELECT count(*) FROM employer_verifications) AS "employerVerifications",
           (SELECT count(*) FROM copilot_sessions) AS "copilotSessions",
           (SELECT count(*) FROM copilot_verifications) AS "copilotVerifications",
           (SELECT count(*) FROM admin_sessions) AS "adminSessions",
           (SELECT count(*) FROM admin_sign_in_flows) AS "adminSignInFlows",
           (SELECT count(*) FROM rate_limit_counters) AS "rateLimitCounters",
           (SELECT count(*) FROM resume_uploads) AS "resumeUploads"`);
  return Object.fromEntries(KINDS.map((kind) => [kind, Number(rows[0]?.[kind])])) as MaintenanceReport;
}

beforeEach(async () => {
  await db().execute(sql`TRUNCATE candidates, candidate_sessions, candidate_verifications, client_companies, copilot_workspaces, copilot_users, admin_sessions,
    admin_sign_in_flows, rate_limit_counters, resume_uploads, stored_files CASCADE`);
  await seedEndedAndLive();
});

describe("runMaintenance", () => {
  it("deletes every kind of ended record, reports how many, and leaves the live ones", async () => {
    expect(await runMaintenance()).toEqual(each(2));
    expect(await rowsLeft()).toEqual(each(1));
    expect(await runMaintenance()).toEqual(each(0));
  });

  it("two instances running it at once clean up once, and nothing is counted twice", async () => {
    // Each run takes its own pooled connection, as two app instances would.
    const reports = await Promise.all([runMaintenance(), runMaintenance()]);

    const done = reports.filter((report): report is MaintenanceReport => report !== null);
    for (const kind of KINDS) {
      expect(
        done.reduce((sum, report) => sum + report[kind], 0),
        kind,
      ).toBe(2);
    }
    expect(await rowsLeft()).toEqual(each(1));
  });

  it("skips at once, deleting nothing, while another instance holds the lock", async () => {
    const otherInstance = new pg.Client({ connectionString: url() });
    await otherInstance.connect();
    try {
      await otherInstance.query("BEGIN");
      await otherInstance.query("SELECT pg_advisory_xact_lock(hashtext('maintenance'))");
      const started = Date.now();
      expect(await runMaintenance()).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await rowsLeft()).toEqual(each(3));
    } finally {
      await otherInstance.query("ROLLBACK");
      await otherInstance.end();
    }
    // The lock ended with the other instance's transaction: the next round does the work.
    expect(await runMaintenance()).toEqual(each(2));
  });
});
