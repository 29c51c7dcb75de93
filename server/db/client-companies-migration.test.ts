import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { migrationsFolder, runMigrations } from "./migrate";

const database = setupTestDatabase({ migrated: false });

/** The migrations as they were before issue 18's portal (0021 and earlier), in a folder of their own. */
const before0022 = mkdtempSync(path.join(tmpdir(), "migrations-0021-"));
afterAll(() => rmSync(before0022, { recursive: true, force: true }));

function copyMigrationsUpTo(lastIndex: number, target: string) {
  cpSync(migrationsFolder, target, { recursive: true });
  const journalPath = path.join(target, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db().execute(query)).rows as T[];

describe("migration 0022: client companies become what jobs and placements belong to", () => {
  it("links every placement and matching job to a company, making companies for unknown client names, and keeps the names", async () => {
    copyMigrationsUpTo(21, before0022);
    await migrate(drizzle(database.db().$client), { migrationsFolder: before0022 });

    await database.db().execute(sql`
      INSERT INTO client_companies (legal_name, industry, size_band, street, city, state, zip, status)
      VALUES ('Mangrove Health Partners', 'Healthcare', '201-500', '1 Main St', 'Miami', 'FL', '33101', 'approved')`);
    const placement = (client: string, contractor: string) => sql`
      INSERT INTO placements (contractor_name, client, role_title, start_date, pay_rate, bill_rate)
      VALUES (${contractor}, ${client}, 'Warehouse Associate', '2026-01-05', 18, 27)`;
    await database.db().execute(placement("  mangrove health PARTNERS ", "Ana Ruiz"));
    await database.db().execute(placement("Biscayne Logistics", "Ben Cole"));
    await database.db().execute(placement("BISCAYNE LOGISTICS", "Cam Diaz"));
    const job = (company: string) => sql`
      INSERT INTO jobs (title, company, city, state, workplace_type, employment_type, industry, description)
      VALUES ('Forklift Operator', ${company}, 'Doral', 'FL', 'on-site', 'contract', 'Logistics', 'Moves pallets.')`;
    await database.db().execute(job("Biscayne Logistics"));
    await database.db().execute(job("Confidential Client"));

    await runMigrations(database.db());

    const companies = await rows<{
      legal_name: string;
      status: string;
      industry: string;
      size_band: string | null;
    }>(sql`SELECT legal_name, status, industry, size_band FROM client_companies ORDER BY legal_name`);
    expect(companies).toEqual([
      { legal_name: "Biscayne Logistics", status: "approved", industry: "Not recorded", size_band: null },
      {
        legal_name: "Mangrove Health Partners",
        status: "approved",
        industry: "Healthcare",
        size_band: "201-500",
      },
    ]);
    const placements = await rows<{ contractor_name: string; client: string; legal_name: string }>(sql`
      SELECT p.contractor_name, p.client, c.legal_name FROM placements p
      JOIN client_companies c ON c.id = p.client_company_id ORDER BY p.contractor_name`);
    expect(placements).toEqual([
      {
        contractor_name: "Ana Ruiz",
        client: "  mangrove health PARTNERS ",
        legal_name: "Mangrove Health Partners",
      },
      { contractor_name: "Ben Cole", client: "Biscayne Logistics", legal_name: "Biscayne Logistics" },
      { contractor_name: "Cam Diaz", client: "BISCAYNE LOGISTICS", legal_name: "Biscayne Logistics" },
    ]);
    const jobs = await rows<{ company: string; legal_name: string | null }>(sql`
      SELECT j.company, c.legal_name FROM jobs j
      LEFT JOIN client_companies c ON c.id = j.client_company_id ORDER BY j.company`);
    expect(jobs).toEqual([
      { company: "Biscayne Logistics", legal_name: "Biscayne Logistics" },
      { company: "Confidential Client", legal_name: null },
    ]);
  });
});
