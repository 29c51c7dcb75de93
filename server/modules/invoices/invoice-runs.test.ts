import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertClientCompany, insertSignedInEmployer } from "../../../tests/support/employer-records";
import { insertPlacement, insertWeek } from "../../../tests/support/invoice-records";
import { setupTestDatabase } from "../../../tests/support/test-database";
import { employerUsers, invoiceLines, invoices, mailOutbox, placements } from "../../db/schema";
import { INVOICE_ISSUED_SUBJECT } from "./invoice-emails";
import { runWeeklyInvoices } from "./invoice-runs";
import { voidInvoice } from "./staff-invoices";

const { db } = setupTestDatabase();
const staff = { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" };

/** Each test bills a year of its own, so its numbers start at 1 whatever the other tests issued. */
const runIn = (year: number) => ({
  week: `${year}-03-02`,
  // Tuesday 10 March, 15:00 UTC (11:00 Eastern): the week of Monday 2 March is over.
  now: new Date(`${year}-03-10T15:00:00Z`),
  issueDate: `${year}-03-10`,
});

const sequencesOf = async (year: number) =>
  (
    await db()
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.year, year))
      .orderBy(invoices.sequence)
  ).map((row) => row.sequence);

const linesOf = (invoiceId: string) =>
  db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.amount);

describe("the weekly run", () => {
  it("issues one invoice per company with a line per contractor-week, totals and due date by the company's terms", async () => {
    const { week, now, issueDate } = runIn(2031);
    const company = await insertClientCompany({ legalName: "Coral Gables Clinic", paymentTermsDays: 45 });
    const nurse = await insertPlacement(company.id, { contractorName: "Ana Ruiz", billRate: "37.25" });
    const tech = await insertPlacement(company.id, { contractorName: "Ben Cho", billRate: "42.10" });
    const idle = await insertPlacement(company.id, { contractorName: "Cy Doe", billRate: "50.00" });
    await insertWeek(nurse.id, week, "45.50");
    await insertWeek(tech.id, week, "38.25");
    await insertWeek(idle.id, week, "40.00", "submitted");
    await insertWeek(nurse.id, "2031-02-23", "40.00");

    const report = await runWeeklyInvoices("olivia.park@sunshinestaffing.example", week, now);

    expect(report.issued).toHaveLength(1);
    // 1797.31 (45.5 h at 37.25: 1490.00 + 307.3125) + 1610.33 (38.25 × 42.10 = 1610.325) = 3407.64
    expect(report.issued[0]).toMatchObject({
      number: "2031-000001",
      companyName: "Coral Gables Clinic",
      kind: "contract_week",
      total: "3407.64",
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.number, "2031-000001"));
    expect(invoice).toMatchObject({
      clientCompanyId: company.id,
      issueDate,
      dueDate: "2031-04-24",
      paymentTermsDays: 45,
      periodStart: week,
      periodEnd: "2031-03-08",
      status: "open",
      total: "3407.64",
    });
    const lines = await linesOf(report.issued[0]?.id ?? "");
    expect(
      lines.map(({ contractorName, regularHours, overtimeHours, billRate, amount }) => ({
        contractorName,
        regularHours,
        overtimeHours,
        billRate,
        amount,
      })),
    ).toEqual([
      {
        contractorName: "Ben Cho",
        regularHours: "38.25",
        overtimeHours: "0.00",
        billRate: "42.10",
        amount: "1610.33",
      },
      {
        contractorName: "Ana Ruiz",
        regularHours: "40.00",
        overtimeHours: "5.50",
        billRate: "37.25",
        amount: "1797.31",
      },
    ]);
  });

  it("emails the new invoice to the billing contact, or else to the company's owners and billing users", async () => {
    const { week, now } = runIn(2039);
    const withContact = await insertClientCompany({ billingContactEmail: "ap@coral.example" });
    const withoutContact = await insertClientCompany();
    const owner = await insertSignedInEmployer(withoutContact.id, "owner");
    const billing = await insertSignedInEmployer(withoutContact.id, "billing");
    await insertSignedInEmployer(withoutContact.id, "hiring_manager");
    const removed = await insertSignedInEmployer(withoutContact.id, "billing");
    await db()
      .update(employerUsers)
      .set({ removedAt: new Date() })
      .where(eq(employerUsers.id, removed.userId));
    for (const company of [withContact, withoutContact]) {
      const placement = await insertPlacement(company.id, { billRate: "30.00" });
      await insertWeek(placement.id, week, "10.00");
    }

    const report = await runWeeklyInvoices(staff, week, now);

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} LIKE ${`${INVOICE_ISSUED_SUBJECT} 2039-%`}`);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      ["ap@coral.example", owner.email, billing.email].sort(),
    );
    const toContact = mails.find((mail) => mail.toAddress === "ap@coral.example");
    const invoice = report.issued.find((issued) => issued.companyName === withContact.legalName);
    expect(toContact?.subject).toBe(`${INVOICE_ISSUED_SUBJECT} ${invoice?.number}`);
    expect(toContact?.textBody).toContain("$300.00");
    expect(toContact?.textBody).toContain(`/employer/invoices/${invoice?.id}`);
  });

  it("bills a week once: running it again issues nothing", async () => {
    const { week, now } = runIn(2032);
    const company = await insertClientCompany();
    const placement = await insertPlacement(company.id);
    await insertWeek(placement.id, week, "40.00");
    expect((await runWeeklyInvoices("staff", week, now)).issued).toHaveLength(1);
    expect((await runWeeklyInvoices("staff", week, now)).issued).toEqual([]);
    expect(await sequencesOf(2032)).toEqual([1]);
  });

  it("skips and reports work of placements without a client company", async () => {
    const { week, now } = runIn(2033);
    const orphan = await insertPlacement(null, { contractorName: "Dee Orphan", client: "Old Text Client" });
    await insertWeek(orphan.id, week, "40.00");
    const report = await runWeeklyInvoices("staff", week, now);
    expect(report.issued).toEqual([]);
    expect(report.skipped).toContainEqual(
      expect.objectContaining({
        placementId: orphan.id,
        contractorName: "Dee Orphan",
        client: "Old Text Client",
      }),
    );
  });

  it("refuses a week that has not ended", async () => {
    await expect(
      runWeeklyInvoices("staff", "2034-03-09", new Date("2034-03-15T15:00:00Z")),
    ).rejects.toMatchObject({
      status: 400,
      fields: { weekStart: expect.any(String) },
    });
  });

  it("bills a direct hire's fee once, from the week the hire starts", async () => {
    const { week, now } = runIn(2035);
    const company = await insertClientCompany({ placementFeePercent: "18.50" });
    const hire = await insertPlacement(company.id, {
      contractorName: "Eva Direct",
      hireType: "direct_hire",
      annualSalary: "85000.00",
      startDate: "2035-03-04",
    });
    await insertPlacement(company.id, {
      hireType: "direct_hire",
      annualSalary: "90000.00",
      startDate: "2099-03-09",
    });

    const report = await runWeeklyInvoices("staff", week, now);
    // $85,000 × 18.5% = $15,725.00; the other hire starts after the week (and after every other test's).
    expect(report.issued).toEqual([expect.objectContaining({ kind: "placement_fee", total: "15725.00" })]);
    const [line] = await linesOf(report.issued[0]?.id ?? "");
    expect(line).toMatchObject({
      placementId: hire.id,
      timesheetId: null,
      salary: "85000.00",
      feePercent: "18.50",
      amount: "15725.00",
    });
    expect((await runWeeklyInvoices("staff", week, now)).issued).toEqual([]);
  });

  it("bills a voided invoice's hours again on a new number, and the void keeps its own", async () => {
    const { week, now } = runIn(2036);
    const company = await insertClientCompany();
    const placement = await insertPlacement(company.id, { billRate: "50.00" });
    const timesheet = await insertWeek(placement.id, week, "42.00");
    const [first] = (await runWeeklyInvoices("staff", week, now)).issued;
    expect(first).toMatchObject({ number: "2036-000001", total: "2150.00" });

    const voided = await voidInvoice(staff, first?.id ?? "", { reason: "Wrong bill rate" });
    expect(voided).toMatchObject({ status: "void", number: "2036-000001", voidReason: "Wrong bill rate" });

    const [second] = (await runWeeklyInvoices("staff", week, now)).issued;
    expect(second).toMatchObject({ number: "2036-000002", total: "2150.00" });
    const billable = await db()
      .select({ invoiceId: invoiceLines.invoiceId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.timesheetId, timesheet.id), eq(invoiceLines.billable, true)));
    expect(billable).toEqual([{ invoiceId: second?.id }]);
  });

  it("hands a failed invoice's number back: the next one takes it", async () => {
    const { week, now } = runIn(2037);
    const company = await insertClientCompany();
    // 168 h at 99,999,999.99 overflows the invoice total's numeric(12, 2): the insert fails.
    const placement = await insertPlacement(company.id, { billRate: "99999999.99" });
    await insertWeek(placement.id, week, "168.00");
    await expect(runWeeklyInvoices("staff", week, now)).rejects.toThrow();
    expect(await sequencesOf(2037)).toEqual([]);

    await db().update(placements).set({ billRate: "40.00" }).where(eq(placements.id, placement.id));
    const [invoice] = (await runWeeklyInvoices("staff", week, now)).issued;
    expect(invoice?.number).toBe("2037-000001");
  });

  it("numbers concurrent runs 1..n without a gap or a duplicate, and bills every week once", async () => {
    const year = 2038;
    const weeks = [`${year}-03-02`, `${year}-03-09`, `${year}-03-16`];
    const now = new Date(`${year}-03-24T15:00:00Z`);
    const timesheetIds: string[] = [];
    for (let index = 0; index < 6; index++) {
      const company = await insertClientCompany();
      for (const contractor of [0, 1]) {
        const placement = await insertPlacement(company.id, { billRate: `${40 + index + contractor}.00` });
        for (const week of weeks) timesheetIds.push((await insertWeek(placement.id, week, "41.00")).id);
      }
    }

    // Three runs of each week at once: every week of every company is billed by one of them.
    const reports = await Promise.all(
      weeks.flatMap((week) => [0, 1, 2].map(() => runWeeklyInvoices("staff", week, now))),
    );

    const issued = reports.flatMap((report) => report.issued);
    expect(issued).toHaveLength(6 * weeks.length);
    expect(await sequencesOf(year)).toEqual(Array.from({ length: issued.length }, (_, index) => index + 1));
    const { rows } = await db().execute<{ timesheet_id: string; n: number }>(sql`
      SELECT timesheet_id, count(*)::int AS n FROM invoice_lines
      WHERE billable AND timesheet_id IS NOT NULL GROUP BY timesheet_id`);
    const billed = rows.filter((row) => timesheetIds.includes(row.timesheet_id));
    expect(billed).toHaveLength(timesheetIds.length);
    expect(billed.every((row) => row.n === 1)).toBe(true);
  });
});
