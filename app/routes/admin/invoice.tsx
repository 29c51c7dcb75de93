import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { fieldsOf } from "~/components/admin/form-controls";
import { ChoiceField } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { Details } from "~/components/employer/panel";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { InvoiceLinesTable, InvoiceStatusBadge, invoiceFacts } from "~/components/invoices/invoice-parts";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { longDate } from "../../../common/formats";
import {
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  type InvoiceDetail,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "../../../common/invoices";
import { formatMoney } from "../../../common/payroll";
import { todayInFlorida } from "../../../common/timesheets";
import { getInvoiceAsStaff } from "../../../server/modules/invoices";
import type { Route } from "./+types/invoice";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => ({
    invoice: await getInvoiceAsStaff(params.id),
    today: todayInFlorida(),
  }));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `Invoice ${data?.invoice.number ?? ""} · Invoices · Admin` },
];

type Message = { tone: "success" | "error"; text: string };
type OnChanged = (result: Awaited<ReturnType<typeof adminSend>>, success: string) => Promise<void>;

/** One invoice: its lines and payments, the PDF, and while it is open Record Payment and Void. */
export default function AdminInvoice({ loaderData }: Route.ComponentProps) {
  const { invoice, today } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);
  const open = invoice.status === "open" || invoice.status === "overdue";

  async function changed(result: Awaited<ReturnType<typeof adminSend>>, success: string) {
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
  }

  return (
    <>
      <Link to="/admin/invoices" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Invoices
      </Link>
      <div className="mt-2">
        <PageTitle
          actions={
            <a
              href={`/api/admin/invoices/${invoice.id}/pdf`}
              download
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
            >
              Download PDF
            </a>
          }
        >
          Invoice {invoice.number} <InvoiceStatusBadge status={invoice.status} />
        </PageTitle>
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <Details
        rows={[
          ...invoiceFacts(invoice),
          [
            "Billing contact",
            [invoice.billingContact.name, invoice.billingContact.email].filter(Boolean).join(", ") ||
              "Not set",
          ],
        ]}
      />
      <h2 className="mt-8 mb-3 font-semibold text-lg text-slate-900">Lines</h2>
      <InvoiceLinesTable invoice={invoice} />
      <Payments invoice={invoice} />
      {open ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <RecordPayment invoice={invoice} today={today} onChanged={changed} />
          <VoidInvoice invoice={invoice} onChanged={changed} />
        </div>
      ) : null}
    </>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section aria-labelledby="invoice-payments" className="mt-8">
      <h2 id="invoice-payments" className="mb-3 font-semibold text-lg text-slate-900">
        Payments
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="text-slate-600 text-sm">No payments recorded.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {invoice.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                {longDate(payment.receivedOn)} · {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference ? ` · ${payment.reference}` : ""}
                <span className="block text-slate-600">Recorded by {payment.recordedBy}</span>
              </span>
              <span className="font-medium">{formatMoney(payment.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecordPayment({
  invoice,
  today,
  onChanged,
}: {
  invoice: InvoiceDetail;
  today: string;
  onChanged: OnChanged;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const field = fieldsOf("payment", errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setSaving(true);
    const result = await adminSend("POST", `/api/admin/invoices/${invoice.id}/payments`, values);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    if (!result.ok) {
      const first = Object.keys(result.fields)[0];
      if (first) form.querySelector<HTMLElement>(`#payment-${first}`)?.focus();
    } else form.reset();
    await onChanged(result, `The payment of ${formatMoney(values.amount ?? "0")} is recorded.`);
  }

  return (
    <section aria-labelledby="record-payment" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="record-payment" className="font-semibold text-lg text-slate-900">
        Record payment
      </h2>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-4 space-y-3">
        <TextField
          {...field("amount")}
          label="Amount ($)"
          inputMode="decimal"
          required
          defaultValue={invoice.balance}
          hint={`Balance due: ${formatMoney(invoice.balance)}.`}
        />
        <TextField
          {...field("receivedOn")}
          label="Received on"
          type="date"
          required
          max={today}
          defaultValue={today}
        />
        <ChoiceField
          {...field("method")}
          label="Method"
          required
          choices={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          defaultValue="ach"
        />
        <TextField
          {...field("reference")}
          label="Reference"
          optional
          maxLength={INVOICE_LIMITS.paymentReference}
          hint="Check number or transfer id."
        />
        <SubmitButton pending={saving} pendingLabel="Recording…">
          Record payment
        </SubmitButton>
      </form>
    </section>
  );
}

function VoidInvoice({ invoice, onChanged }: { invoice: InvoiceDetail; onChanged: OnChanged }) {
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get("reason") ?? "").trim();
    if (!reason) {
      setError(INVOICE_MESSAGES.voidReason);
      form.querySelector<HTMLTextAreaElement>("#void-reason")?.focus();
      return;
    }
    setSaving(true);
    const result = await adminSend("POST", `/api/admin/invoices/${invoice.id}/void`, { reason });
    setSaving(false);
    setError(result.ok ? undefined : result.fields.reason);
    await onChanged(result, `Invoice ${invoice.number} is void; its hours can be billed again.`);
  }

  return (
    <section aria-labelledby="void-invoice" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="void-invoice" className="font-semibold text-lg text-slate-900">
        Void
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        A void invoice keeps its number; its hours (or fee) go back to be billed on a new invoice.
      </p>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-4 space-y-3">
        <TextareaField
          id="void-reason"
          name="reason"
          label="Reason for voiding"
          rows={3}
          maxLength={INVOICE_LIMITS.voidReason}
          error={error}
          required
        />
        <SubmitButton
          variant="outline"
          className="border-red-700 text-red-800 hover:border-red-800 hover:text-red-900"
          pending={saving}
          pendingLabel="Voiding…"
        >
          Void invoice
        </SubmitButton>
      </form>
    </section>
  );
}
