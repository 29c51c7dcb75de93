import { type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import { longDate } from "../../../common/formats";
import { INVOICE_MESSAGES, type InvoiceKind, type InvoiceRunReport } from "../../../common/invoices";
import { addDays, todayInFlorida } from "../../../common/timesheets";
import { db, type Executor } from "../../db/client";
import { clientCompanies, invoiceLines, invoices } from "../../db/schema";
import { Invalid } from "../../errors";
import { type AdminActor, recordAudit } from "../audit";
import { contractWeekAmount, placementFeeAmount, sumAmounts } from "./invoice-amounts";
import { sendInvoiceIssued } from "./invoice-emails";
import { takeInvoiceNumber } from "./invoice-numbers";

type NewLine = Omit<typeof invoiceLines.$inferInsert, "invoiceId">;
type Issued = InvoiceRunReport["issued"][number];
/** A staff member (each invoice audited in its own transaction), or a name such as "system". */
type Issuer = AdminActor | string;

/** An approved week of contract work for `week` that no billable invoice line holds yet. */
const unbilledWeek = (week: string): SQL => sql`
  t.status = 'approved' AND t.week_start = ${week} AND p.hire_type <> 'direct_hire'
  AND NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.timesheet_id = t.id AND l.billable)`;

/** A direct hire that has started by `day` and whose fee no billable invoice line holds yet. */
const unbilledFee = (day: string): SQL => sql`
  p.hire_type = 'direct_hire' AND p.annual_salary IS NOT NULL AND p.start_date <= ${day}
  AND NOT EXISTS (SELECT 1 FROM invoice_lines l
                  WHERE l.placement_id = p.id AND l.timesheet_id IS NULL AND l.billable)`;

/**
 * The weekly run for the week starting `weekStart` (a Monday, already over): for every client
 * company one "contract_week" invoice with a line per contractor-week of approved hours not yet
 * billed, and one "placement_fee" invoice per direct hire started by the week's Sunday whose fee is
 * not yet billed. Work of placements with no client company is reported as skipped. Each invoice
 * is its own transaction; running the week again issues only what is still unbilled.
 */
export async function runWeeklyInvoices(
  issuer: Issuer,
  weekStart: string,
  now: Date = new Date(),
): Promise<InvoiceRunReport> {
  const issueDate = todayInFlorida(now);
  const weekEnd = addDays(weekStart, 6);
  if (weekEnd >= issueDate) {
    throw new Invalid(INVOICE_MESSAGES.weekNotOver, { weekStart: INVOICE_MESSAGES.weekNotOver });
  }
  const issued: Issued[] = [];
  for (const companyId of await companiesWithUnbilledWeeks(weekStart)) {
    const invoice = await issueInvoice(issuer, issueDate, companyId, "contract_week", (tx) =>
      contractWeekLines(tx, companyId, weekStart),
    );
    if (invoice) issued.push(invoice);
  }
  for (const { placementId, companyId } of await unbilledPlacementFees(weekEnd)) {
    const invoice = await issueInvoice(issuer, issueDate, companyId, "placement_fee", (tx) =>
      placementFeeLines(tx, placementId, weekEnd),
    );
    if (invoice) issued.push(invoice);
  }
  return { weekStart, issued, skipped: await unbillableWork(weekStart, weekEnd) };
}

async function companiesWithUnbilledWeeks(week: string): Promise<string[]> {
  const { rows } = await db().execute<{ company_id: string }>(sql`
    SELECT DISTINCT p.client_company_id AS company_id
    FROM timesheets t JOIN placements p ON p.id = t.placement_id
    WHERE p.client_company_id IS NOT NULL AND ${unbilledWeek(week)}
    ORDER BY 1`);
  return rows.map((row) => row.company_id);
}

async function unbilledPlacementFees(weekEnd: string) {
  const { rows } = await db().execute<{ placement_id: string; company_id: string }>(sql`
    SELECT p.id AS placement_id, p.client_company_id AS company_id FROM placements p
    WHERE p.client_company_id IS NOT NULL AND ${unbilledFee(weekEnd)}
    ORDER BY p.start_date, p.id`);
  return rows.map((row) => ({ placementId: row.placement_id, companyId: row.company_id }));
}

async function contractWeekLines(tx: Executor, companyId: string, week: string): Promise<NewLine[]> {
  const { rows } = await tx.execute<{
    timesheet_id: string;
    placement_id: string;
    contractor_name: string;
    role_title: string;
    total_hours: string;
    bill_rate: string;
  }>(sql`
    SELECT t.id AS timesheet_id, p.id AS placement_id, p.contractor_name, p.role_title,
           t.total_hours, p.bill_rate
    FROM timesheets t JOIN placements p ON p.id = t.placement_id
    WHERE p.client_company_id = ${companyId} AND ${unbilledWeek(week)}
    ORDER BY p.contractor_name, p.id`);
  return rows.map((row) => ({
    timesheetId: row.timesheet_id,
    placementId: row.placement_id,
    description: `${row.role_title}, week of ${longDate(week)}`,
    contractorName: row.contractor_name,
    weekStart: week,
    billRate: row.bill_rate,
    ...contractWeekAmount(row.total_hours, row.bill_rate),
  }));
}

async function placementFeeLines(tx: Executor, placementId: string, weekEnd: string): Promise<NewLine[]> {
  const { rows } = await tx.execute<{
    contractor_name: string;
    role_title: string;
    annual_salary: string;
    fee_percent: string;
  }>(sql`
    SELECT p.contractor_name, p.role_title, p.annual_salary, c.placement_fee_percent AS fee_percent
    FROM placements p JOIN client_companies c ON c.id = p.client_company_id
    WHERE p.id = ${placementId} AND ${unbilledFee(weekEnd)}`);
  return rows.map((row) => ({
    placementId,
    description: `Placement fee: ${row.role_title} (${row.fee_percent}% of first-year salary)`,
    contractorName: row.contractor_name,
    salary: row.annual_salary,
    feePercent: row.fee_percent,
    amount: placementFeeAmount(row.annual_salary, row.fee_percent),
  }));
}

/**
 * One invoice in its own transaction. The number is taken first: its row lock queues concurrent
 * issuers, so the lines read after it see every invoice committed before, and work another run
 * has just billed is not billed again. With nothing left to bill the transaction rolls back and
 * the number goes back to the counter.
 */
async function issueInvoice(
  issuer: Issuer,
  issueDate: string,
  companyId: string,
  kind: InvoiceKind,
  linesOf: (tx: Executor) => Promise<NewLine[]>,
): Promise<Issued | null> {
  try {
    return await db().transaction(async (tx) => {
      const { year, sequence, number } = await takeInvoiceNumber(tx, Number(issueDate.slice(0, 4)));
      const lines = await linesOf(tx);
      if (lines.length === 0) tx.rollback();
      const [company] = await tx
        .select({
          legalName: clientCompanies.legalName,
          terms: clientCompanies.paymentTermsDays,
          billingEmail: clientCompanies.billingContactEmail,
        })
        .from(clientCompanies)
        .where(sql`${clientCompanies.id} = ${companyId}`);
      if (!company) throw new Error(`Client company ${companyId} vanished during the run.`);
      const weekStart = kind === "contract_week" ? (lines[0]?.weekStart ?? null) : null;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          clientCompanyId: companyId,
          year,
          sequence,
          number,
          kind,
          periodStart: weekStart,
          periodEnd: weekStart ? addDays(weekStart, 6) : null,
          issueDate,
          dueDate: addDays(issueDate, company.terms),
          paymentTermsDays: company.terms,
          total: sumAmounts(lines.map((line) => line.amount)),
          issuedBy: typeof issuer === "string" ? issuer : issuer.email,
        })
        .returning({ id: invoices.id, total: invoices.total, dueDate: invoices.dueDate });
      if (!invoice) throw new Error("The invoice insert returned no row.");
      await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice.id })));
      await sendInvoiceIssued(tx, { ...invoice, number, companyId, kind }, company.billingEmail);
      const issued = { id: invoice.id, number, companyName: company.legalName, kind, total: invoice.total };
      if (typeof issuer !== "string") {
        await recordAudit(tx, issuer, {
          action: "invoice.issued",
          entityType: "invoice",
          entityId: invoice.id,
          after: issued,
        });
      }
      return issued;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/** Approved weeks and started direct hires of placements that have no client company to bill. */
async function unbillableWork(week: string, weekEnd: string): Promise<InvoiceRunReport["skipped"]> {
  const { rows } = await db().execute<{ placement_id: string; contractor_name: string; client: string }>(sql`
    SELECT p.id AS placement_id, p.contractor_name, p.client FROM placements p
    WHERE p.client_company_id IS NULL
      AND (${unbilledFee(weekEnd)}
           OR EXISTS (SELECT 1 FROM timesheets t WHERE t.placement_id = p.id AND ${unbilledWeek(week)}))
    ORDER BY p.client, p.contractor_name`);
  return rows.map((row) => ({
    placementId: row.placement_id,
    contractorName: row.contractor_name,
    client: row.client,
    reason: INVOICE_MESSAGES.noClientCompany,
  }));
}
