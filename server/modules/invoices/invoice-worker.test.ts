import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertClientCompany } from "../../../tests/support/employer-records";
import { insertPlacement, insertWeek } from "../../../tests/support/invoice-records";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { runScheduledInvoices, scheduledInvoiceWeek } from "./invoice-worker";

const { db } = setupTestDatabase();

describe("the scheduled weekly run", () => {
  it("is due from Tuesday 06:00 Eastern for the week before, and not on other days", () => {
    // 24 November 2026 is a Tuesday; Eastern time is UTC−5 in November.
    expect(scheduledInvoiceWeek(new Date("2026-11-24T11:00:00Z"))).toBe("2026-11-16");
    expect(scheduledInvoiceWeek(new Date("2026-11-25T04:59:00Z"))).toBe("2026-11-16");
    expect(scheduledInvoiceWeek(new Date("2026-11-24T10:59:00Z"))).toBeNull();
    expect(scheduledInvoiceWeek(new Date("2026-11-23T15:00:00Z"))).toBeNull();
    expect(scheduledInvoiceWeek(new Date("2026-11-25T15:00:00Z"))).toBeNull();
  });

  it("bills last week as the system, and lets one instance in while another holds the run", async () => {
    const company = await insertClientCompany();
    const placement = await insertPlacement(company.id);
    await insertWeek(placement.id, "2026-11-16", "40.00");
    const tuesdayMorning = new Date("2026-11-24T12:00:00Z");

    const whileHeld = await db().transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('invoice-run'))`);
      return runScheduledInvoices(tuesdayMorning);
    });
    expect(whileHeld).toBeNull();

    const reports = await runScheduledInvoices(tuesdayMorning);
    expect(reports?.map((report) => report.weekStart)).toEqual(["2026-11-16"]);
    expect(reports?.[0]?.issued).toEqual([
      expect.objectContaining({ companyName: company.legalName, total: "1800.00" }),
    ]);
    const { rows } = await db().execute<{ issued_by: string }>(sql`SELECT issued_by FROM invoices`);
    expect(rows).toEqual([{ issued_by: "system" }]);
    expect(await runScheduledInvoices(new Date("2026-11-23T12:00:00Z"))).toBeNull();
  });

  it("also bills, each on its own, earlier weeks approved after their run", async () => {
    const company = await insertClientCompany();
    const placement = await insertPlacement(company.id);
    // Approved late: the week of 2 November missed its run on the 10th, the week of 9 November its run on the 17th.
    await insertWeek(placement.id, "2026-11-02", "10.00");
    await insertWeek(placement.id, "2026-11-09", "20.00");
    await insertWeek(placement.id, "2026-11-30", "30.00");
    const tuesdayMorning = new Date("2026-12-08T12:00:00Z");

    const reports = await runScheduledInvoices(tuesdayMorning);

    expect(
      reports?.map((report) => [report.weekStart, report.issued.map((invoice) => invoice.total)]),
    ).toEqual([
      ["2026-11-02", ["450.00"]],
      ["2026-11-09", ["900.00"]],
      ["2026-11-30", ["1350.00"]],
    ]);
    expect((await runScheduledInvoices(tuesdayMorning))?.flatMap((report) => report.issued)).toEqual([]);
  });
});
