import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export type InvoiceNumber = { year: number; sequence: number; number: string };

/** "2026-000042". */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, "0")}`;

/**
 * The year's next number, taken inside the transaction that inserts the invoice. The counter row
 * stays locked until that transaction ends, so concurrent issuers queue on it, and a rolled-back
 * invoice hands its number back: numbers are gap-free per year. The year's row is created on first
 * use (ON CONFLICT, so two first uses at once do not collide).
 */
export async function takeInvoiceNumber(tx: Executor, year: number): Promise<InvoiceNumber> {
  const { rows } = await tx.execute<{ last_number: number }>(sql`
    INSERT INTO invoice_number_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = invoice_number_counters.last_number + 1
    RETURNING last_number`);
  const sequence = rows[0]?.last_number;
  if (sequence === undefined) throw new Error("The invoice number counter returned no row.");
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}
