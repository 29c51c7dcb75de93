import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER_ROLE_REFUSAL } from "../../common/employer-options";
import type { InvoiceDetail, InvoiceRunReport, InvoiceSummary } from "../../common/invoices";
import { addDays, mondayOf, todayInFlorida } from "../../common/timesheets";
import { setupApiCaller } from "../../tests/support/admin-test-client";
import { insertClientCompany, insertSignedInEmployer } from "../../tests/support/employer-records";
import { insertPlacement, insertWeek } from "../../tests/support/invoice-records";
import { pdfText } from "../../tests/support/pdf-text";
import { setupTestApp } from "../../tests/support/test-app";
import { setupTestDatabase } from "../../tests/support/test-database";
import { adminAuditLog } from "../db/schema";
import { runWeeklyInvoices } from "../modules/invoices";

const { db } = setupTestDatabase();
const app = setupTestApp();
const { asAdmin, adminCookie } = setupApiCaller(app);

const lastWeek = addDays(mondayOf(todayInFlorida()), -7);

async function asEmployer(cookie: string, path: string) {
  const response = await fetch(`${app.url}/api/employers/${path}`, { headers: cookie ? { cookie } : {} });
  return response;
}
const jsonOf = async <T>(response: Response) => (await response.json()) as T;

const fixtures = {
  mangrove: { id: "", invoiceId: "", number: "" },
  bayside: { id: "", invoiceId: "", number: "" },
  cookies: { owner: "", billing: "", hiringManager: "", otherOwner: "" },
};

beforeAll(async () => {
  const mangrove = await insertClientCompany({
    legalName: "Mangrove Health Partners",
    billingContactName: "Ray Ledger",
    billingContactEmail: "ap@mangrove.example",
  });
  const bayside = await insertClientCompany({ legalName: "Bayside Logistics" });
  const nurse = await insertPlacement(mangrove.id, { contractorName: "Ana Ruiz", billRate: "37.25" });
  const driver = await insertPlacement(bayside.id, { contractorName: "Ben Cho", billRate: "30.00" });
  await insertWeek(nurse.id, lastWeek, "45.50");
  await insertWeek(driver.id, lastWeek, "40.00");
  const report = await runWeeklyInvoices("staff", lastWeek);
  for (const [key, company] of [
    ["mangrove", mangrove],
    ["bayside", bayside],
  ] as const) {
    const issued = report.issued.find((invoice) => invoice.companyName === company.legalName);
    fixtures[key] = { id: company.id, invoiceId: issued?.id ?? "", number: issued?.number ?? "" };
  }
  fixtures.cookies = {
    owner: (await insertSignedInEmployer(mangrove.id, "owner", { email: "owner@mangrove.example" })).cookie,
    billing: (await insertSignedInEmployer(mangrove.id, "billing", { email: "billing@mangrove.example" }))
      .cookie,
    hiringManager: (
      await insertSignedInEmployer(mangrove.id, "hiring_manager", { email: "hm@mangrove.example" })
    ).cookie,
    otherOwner: (await insertSignedInEmployer(bayside.id, "owner", { email: "owner@bayside.example" }))
      .cookie,
  };
});

describe("staff invoice runs", () => {
  it("runs a week: what was issued and what was skipped, each issue audited", async () => {
    const company = await insertClientCompany({ legalName: "Run Week Clinic" });
    const placement = await insertPlacement(company.id, { billRate: "50.00" });
    const orphan = await insertPlacement(null, { contractorName: "No Company" });
    const week = addDays(lastWeek, -7);
    await insertWeek(placement.id, week, "40.00");
    await insertWeek(orphan.id, week, "10.00");

    const response = await asAdmin("POST", "/admin/invoices/runs", { weekStart: week });
    expect(response.status).toBe(200);
    const report = response.body as unknown as InvoiceRunReport;
    expect(report.issued).toEqual([
      expect.objectContaining({ companyName: "Run Week Clinic", kind: "contract_week", total: "2000.00" }),
    ]);
    expect(report.skipped).toEqual([expect.objectContaining({ contractorName: "No Company" })]);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, report.issued[0]?.id ?? ""));
    expect(audit).toEqual([expect.objectContaining({ action: "invoice.issued" })]);

    const again = await asAdmin("POST", "/admin/invoices/runs", { weekStart: week });
    expect((again.body as unknown as InvoiceRunReport).issued).toEqual([]);
  });

  it("refuses a week that is not a Monday, not over yet, or missing, with a field message", async () => {
    for (const weekStart of [addDays(lastWeek, 1), mondayOf(todayInFlorida()), "next week", undefined]) {
      const response = await asAdmin("POST", "/admin/invoices/runs", { weekStart });
      expect(response.status, String(weekStart)).toBe(400);
      expect(response.body.fields?.weekStart).toBeTruthy();
    }
  });

  it("lists invoices with filters and finds one by number or client", async () => {
    const all = await asAdmin("GET", "/admin/invoices?q=Mangrove");
    expect(all.status).toBe(200);
    const rows = all.body.rows as InvoiceSummary[];
    expect(rows.map((row) => row.number)).toEqual([fixtures.mangrove.number]);
    expect(rows[0]).toMatchObject({ status: "open", total: "1797.31", balance: "1797.31" });
    const voided = await asAdmin("GET", `/admin/invoices?status=void&q=${fixtures.mangrove.number}`);
    expect(voided.body.rows).toEqual([]);
  });

  it("shows an open invoice past its due date as overdue", async () => {
    const company = await insertClientCompany({ legalName: "Overdue Orchards", paymentTermsDays: 0 });
    const placement = await insertPlacement(company.id);
    await insertWeek(placement.id, "2026-01-05", "8.00");
    const [issued] = (await runWeeklyInvoices("staff", "2026-01-05", new Date("2026-01-13T15:00:00Z")))
      .issued;
    const detail = await asAdmin("GET", `/admin/invoices/${issued?.id}`);
    expect(detail.body).toMatchObject({ status: "overdue", dueDate: "2026-01-13" });
    const overdue = await asAdmin("GET", "/admin/invoices?status=overdue");
    expect((overdue.body.rows as InvoiceSummary[]).map((row) => row.id)).toContain(issued?.id);
    const open = await asAdmin("GET", "/admin/invoices?status=open");
    expect((open.body.rows as InvoiceSummary[]).map((row) => row.id)).not.toContain(issued?.id);
  });

  it("records payments: partial keeps it open, the rest makes it paid; refuses bad amounts, dates and methods", async () => {
    const company = await insertClientCompany({ legalName: "Payment Partners" });
    const placement = await insertPlacement(company.id, { billRate: "25.00" });
    const week = addDays(lastWeek, -14);
    await insertWeek(placement.id, week, "40.00");
    const [issued] = (await runWeeklyInvoices("staff", week)).issued;
    const url = `/admin/invoices/${issued?.id}/payments`;
    const today = todayInFlorida();

    const refusals: [unknown, string][] = [
      [{ amount: "0", receivedOn: today, method: "ach" }, "amount"],
      [{ amount: "-5", receivedOn: today, method: "ach" }, "amount"],
      [{ amount: "10.005", receivedOn: today, method: "ach" }, "amount"],
      [{ amount: "1000.01", receivedOn: today, method: "ach" }, "amount"],
      [{ amount: "10", receivedOn: "yesterday", method: "ach" }, "receivedOn"],
      [{ amount: "10", receivedOn: addDays(today, 2), method: "ach" }, "receivedOn"],
      [{ amount: "10", receivedOn: today, method: "bitcoin" }, "method"],
      [{ amount: "10", receivedOn: today, method: "ach", reference: "x".repeat(101) }, "reference"],
    ];
    for (const [body, field] of refusals) {
      const response = await asAdmin("POST", url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields?.[field], JSON.stringify(body)).toBeTruthy();
    }

    const partial = await asAdmin("POST", url, {
      amount: "400.50",
      receivedOn: today,
      method: "check",
      reference: "#1042",
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: "open", amountPaid: "400.50", balance: "599.50" });
    const rest = await asAdmin("POST", url, { amount: 599.5, receivedOn: today, method: "ach" });
    expect(rest.body).toMatchObject({ status: "paid", amountPaid: "1000.00", balance: "0.00" });
    expect((rest.body as unknown as InvoiceDetail).payments).toHaveLength(2);

    const afterPaid = await asAdmin("POST", url, { amount: "1", receivedOn: today, method: "ach" });
    expect(afterPaid.status).toBe(409);
    const voidPaid = await asAdmin("POST", `/admin/invoices/${issued?.id}/void`, { reason: "Mistake" });
    expect(voidPaid.status).toBe(409);
  });

  it("voids with a reason only, keeps the number, and refuses unknown ids with 404", async () => {
    const company = await insertClientCompany({ legalName: "Void Ventures" });
    const placement = await insertPlacement(company.id);
    const week = addDays(lastWeek, -21);
    await insertWeek(placement.id, week, "10.00");
    const [issued] = (await runWeeklyInvoices("staff", week)).issued;
    const url = `/admin/invoices/${issued?.id}/void`;

    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(1001) }]) {
      const response = await asAdmin("POST", url, body);
      expect(response.status).toBe(400);
      expect(response.body.fields?.reason).toBeTruthy();
    }
    const voided = await asAdmin("POST", url, { reason: "Billed to the wrong company" });
    expect(voided.body).toMatchObject({ status: "void", number: issued?.number, balance: "0.00" });
    expect((await asAdmin("POST", url, { reason: "Again" })).status).toBe(409);
    const payment = { amount: "1", receivedOn: todayInFlorida(), method: "ach" };
    expect((await asAdmin("POST", `/admin/invoices/${issued?.id}/payments`, payment)).status).toBe(409);

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await asAdmin("GET", `/admin/invoices/${unknown}`)).status).toBe(404);
    expect((await asAdmin("GET", "/admin/invoices/not-an-id")).status).toBe(404);
    expect((await asAdmin("POST", `/admin/invoices/${unknown}/void`, { reason: "x" })).status).toBe(404);
  });

  it("serves the PDF and the CSV of the filtered invoices", async () => {
    const pdf = await fetch(`${app.url}/api/admin/invoices/${fixtures.mangrove.invoiceId}/pdf`, {
      headers: { cookie: adminCookie() },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(fixtures.mangrove.number);
    expect(text).toContain("$1,797.31");

    const csv = await fetch(`${app.url}/api/admin/invoices.csv?q=Bayside`, {
      headers: { cookie: adminCookie() },
    });
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("number,client,issue_date,due_date,status,total,paid,balance");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^${fixtures.bayside.number},Bayside Logistics,.*,open,1200.00,0.00,1200.00$`),
      ),
    ]);
  });
});

describe("a client's invoices in the employer portal", () => {
  it("lists only the own company's invoices, with totals", async () => {
    const response = await asEmployer(fixtures.cookies.billing, "invoices");
    expect(response.status).toBe(200);
    const page = await jsonOf<{ rows: InvoiceSummary[]; totals: { total: string; balance: string } }>(
      response,
    );
    expect(page.rows.map((row) => row.number)).toEqual([fixtures.mangrove.number]);
    expect(page.totals).toEqual({ total: "1797.31", balance: "1797.31" });
  });

  it("shows one invoice with its lines, the PDF with its total and the CSV with its row", async () => {
    const detail = await jsonOf<InvoiceDetail>(
      await asEmployer(fixtures.cookies.owner, `invoices/${fixtures.mangrove.invoiceId}`),
    );
    expect(detail.lines).toEqual([
      expect.objectContaining({
        contractorName: "Ana Ruiz",
        regularHours: "40.00",
        overtimeHours: "5.50",
        amount: "1797.31",
      }),
    ]);
    expect(detail.billingContact).toEqual({ name: "Ray Ledger", email: "ap@mangrove.example" });

    const pdf = await asEmployer(fixtures.cookies.owner, `invoices/${fixtures.mangrove.invoiceId}/pdf`);
    expect(pdf.headers.get("content-disposition")).toContain(`invoice-${fixtures.mangrove.number}.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Mangrove Health Partners");
    expect(text).toContain("Ray Ledger");
    expect(text).toContain("$1,797.31");

    const csv = await (await asEmployer(fixtures.cookies.owner, "invoices.csv")).text();
    expect(csv).toContain(`${fixtures.mangrove.number},Mangrove Health Partners,`);
    expect(csv).not.toContain(fixtures.bayside.number);
  });

  it("answers 404 for another company's invoice, never its data", async () => {
    for (const path of [
      `invoices/${fixtures.bayside.invoiceId}`,
      `invoices/${fixtures.bayside.invoiceId}/pdf`,
    ]) {
      const response = await asEmployer(fixtures.cookies.owner, path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("Bayside");
    }
    const theirs = await asEmployer(fixtures.cookies.otherOwner, `invoices/${fixtures.bayside.invoiceId}`);
    expect(theirs.status).toBe(200);
    expect(
      (await asEmployer(fixtures.cookies.otherOwner, `invoices/${fixtures.mangrove.invoiceId}`)).status,
    ).toBe(404);
  });

  it("refuses roles without viewInvoices (403) and strangers (401)", async () => {
    for (const path of [
      "invoices",
      "invoices.csv",
      `invoices/${fixtures.mangrove.invoiceId}`,
      `invoices/${fixtures.mangrove.invoiceId}/pdf`,
    ]) {
      const refused = await asEmployer(fixtures.cookies.hiringManager, path);
      expect(refused.status, path).toBe(403);
      expect((await jsonOf<{ error: string }>(refused)).error).toBe(EMPLOYER_ROLE_REFUSAL);
      expect((await asEmployer("", path)).status, path).toBe(401);
    }
  });
});
