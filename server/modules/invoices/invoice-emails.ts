import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { EMPLOYER_PERMISSIONS } from "../../../common/employer-options";
import { longDate } from "../../../common/formats";
import type { InvoiceKind } from "../../../common/invoices";
import { formatMoney } from "../../../common/payroll";
import type { Executor } from "../../db/client";
import { employerUsers } from "../../db/schema";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import { enqueueMail } from "../../mail/outbox";

export const INVOICE_ISSUED_SUBJECT = "New invoice";

/**
 * Who is told of a new invoice: the billing contact the company set in onboarding, or else every
 * active, verified user whose role sees invoices (owners and billing).
 */
async function invoiceRecipients(
  tx: Executor,
  companyId: string,
  billingEmail: string | null,
): Promise<string[]> {
  if (billingEmail) return [billingEmail];
  const users = await tx
    .select({ email: employerUsers.email })
    .from(employerUsers)
    .where(
      and(
        eq(employerUsers.clientCompanyId, companyId),
        inArray(employerUsers.role, [...EMPLOYER_PERMISSIONS.viewInvoices]),
        isNull(employerUsers.removedAt),
        isNotNull(employerUsers.emailVerifiedAt),
      ),
    );
  return users.map((user) => user.email);
}

/**
 * Tells the company of an invoice just issued, in the issuing transaction: number, total, due date,
 * link. The billing contact comes with the company row the issuer already read.
 */
export async function sendInvoiceIssued(
  tx: Executor,
  invoice: {
    id: string;
    number: string;
    companyId: string;
    kind: InvoiceKind;
    total: string;
    dueDate: string;
  },
  billingEmail: string | null,
): Promise<void> {
  const what =
    invoice.kind === "placement_fee" ? "a direct-hire placement fee" : "last week's contract hours";
  for (const to of await invoiceRecipients(tx, invoice.companyId, billingEmail)) {
    await enqueueMail(
      tx,
      actionEmail({
        to,
        title: `${INVOICE_ISSUED_SUBJECT} ${invoice.number}`,
        lines: [
          `Invoice ${invoice.number} for ${what} is ready: ${formatMoney(invoice.total)}, due ${longDate(invoice.dueDate)}.`,
          "You can see its lines, download the PDF and export your invoices as CSV in the employer portal.",
        ],
        action: { href: siteLink(`/employer/invoices/${invoice.id}`), label: "View the invoice" },
      }),
    );
  }
}
