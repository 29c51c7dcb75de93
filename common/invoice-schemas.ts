/** The staff's invoice inputs (issue 18): a weekly run, a payment and a void. */
import { INVOICE_LIMITS as LIMITS, INVOICE_MESSAGES as MESSAGES, PAYMENT_METHODS } from "./invoices";
import { isMonday } from "./timesheets";
import { z } from "./zod";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** POST /api/admin/invoices/runs. */
export const invoiceRunSchema = z
  .object({ weekStart: z.string({ message: MESSAGES.weekStart }).refine(isMonday, MESSAGES.weekStart) })
  .strict();

/** POST /api/admin/invoices/:id/payments. Whether it fits the balance is the module's check. */
export const invoicePaymentSchema = z
  .object({
    amount: z
      .union([z.string(), z.number()], { message: MESSAGES.amount })
      .transform((value) => String(value).trim())
      .refine((value) => /^\d{1,10}(\.\d{1,2})?$/.test(value) && /[1-9]/.test(value), MESSAGES.amount),
    receivedOn: z.string({ message: MESSAGES.receivedOn }).refine(validDate, MESSAGES.receivedOn),
    method: z.enum(PAYMENT_METHODS, { message: MESSAGES.method }),
    reference: z
      .string()
      .trim()
      .max(LIMITS.paymentReference, { message: MESSAGES.referenceTooLong })
      .optional()
      .transform((value) => value || null),
  })
  .strict();

/** POST /api/admin/invoices/:id/void. */
export const invoiceVoidSchema = z
  .object({
    reason: z
      .string({ message: MESSAGES.voidReason })
      .trim()
      .min(1, { message: MESSAGES.voidReason })
      .max(LIMITS.voidReason, { message: MESSAGES.voidReasonTooLong }),
  })
  .strict();
