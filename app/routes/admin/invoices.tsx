import { type FormEvent, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import {
  ColumnHeader,
  ConsoleTable,
  PageTitle,
  Pagination,
  RecordRowHeader,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { InvoiceStatusBadge } from "~/components/invoices/invoice-parts";
import { Notice } from "~/components/ui/notice";
import { loadAdminList } from "~/lib/admin-guard.server";
import { longDate } from "../../../common/formats";
import {
  type INVOICE_KINDS,
  INVOICE_MESSAGES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceRunReport,
} from "../../../common/invoices";
import { formatMoney } from "../../../common/payroll";
import { addDays, isMonday, mondayOf, todayInFlorida } from "../../../common/timesheets";
import { listInvoices } from "../../../server/modules/invoices";
import type { Route } from "./+types/invoices";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadAdminList(request, (params) => listInvoices(params, null));
  return { ...page, lastWeek: addDays(mondayOf(todayInFlorida()), -7) };
}

export const meta = () => [{ title: "Invoices · Admin" }];

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));
const KIND_LABELS: Record<(typeof INVOICE_KINDS)[number], string> = {
  contract_week: "Contract week",
  placement_fee: "Placement fee",
};

/**
 * Invoice runs and every invoice: run a week (Monday start) to bill its approved hours and the
 * direct hires started by then, then find invoices by number, client or status.
 */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total, totals, lastWeek } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageTitle
        actions={
          <a
            href={`/api/admin/invoices.csv${location.search}`}
            download
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
          >
            Export CSV
          </a>
        }
      >
        Invoices
      </PageTitle>
      <InvoiceRun defaultWeek={lastWeek} />
      <h2 className="mt-8 mb-3 font-semibold text-lg text-slate-900">All invoices</h2>
      <SearchForm q={q} label="Search invoices (number or client)">
        <StatusFilter id="invoice-status" value={status === "all" ? "" : status} options={STATUS_OPTIONS} />
      </SearchForm>
      <p className="mt-3 text-slate-700 text-sm">
        {total} {total === 1 ? "invoice" : "invoices"} · billed {formatMoney(totals.total)} · open balance{" "}
        {formatMoney(totals.balance)}
      </p>
      <ConsoleTable
        caption="Invoices, newest first"
        columns={6}
        empty={rows.length === 0 ? "No invoices match." : null}
        head={
          <>
            <ColumnHeader>Invoice</ColumnHeader>
            <ColumnHeader>Client</ColumnHeader>
            <ColumnHeader>Issued</ColumnHeader>
            <ColumnHeader>Due</ColumnHeader>
            <ColumnHeader>Total / balance</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {rows.map((invoice) => (
          <tr key={invoice.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/invoices/${invoice.id}`}
              title={invoice.number}
              detail={KIND_LABELS[invoice.kind]}
            />
            <td className="p-2">{invoice.company.legalName}</td>
            <td className="p-2">{longDate(invoice.issueDate)}</td>
            <td className="p-2">{longDate(invoice.dueDate)}</td>
            <td className="p-2">
              {formatMoney(invoice.total)}
              <span className="block text-slate-600">{formatMoney(invoice.balance)} due</span>
            </td>
            <td className="p-2">
              <InvoiceStatusBadge status={invoice.status} />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}

/** Runs a week and says what it issued and what it could not bill. */
function InvoiceRun({ defaultWeek }: { defaultWeek: string }) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<InvoiceRunReport | null>(null);
  const [running, setRunning] = useState(false);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const weekStart = String(new FormData(event.currentTarget).get("weekStart") ?? "");
    if (!isMonday(weekStart)) {
      setError(INVOICE_MESSAGES.weekStart);
      event.currentTarget.querySelector<HTMLInputElement>("#invoice-run-week")?.focus();
      return;
    }
    setRunning(true);
    const result = await adminSend<InvoiceRunReport>("POST", "/api/admin/invoices/runs", { weekStart });
    setRunning(false);
    setError(result.ok ? undefined : result.fields.weekStart);
    setFailure(result.ok || result.fields.weekStart ? null : result.message);
    setReport(result.ok ? result.data : null);
    if (result.ok) await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="invoice-run" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="invoice-run" className="font-semibold text-lg text-slate-900">
        Run a week
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Bills every client&apos;s approved hours of the week not yet invoiced, and the fees of direct hires
        started by its Sunday. The same run happens by itself every Tuesday at 6:00 Eastern for the week
        before; running a week again bills only what is new.
      </p>
      {failure ? (
        <Notice tone="error" className="mt-3">
          {failure}
        </Notice>
      ) : null}
      <form onSubmit={(event) => void run(event)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          id="invoice-run-week"
          name="weekStart"
          type="date"
          label="Week starting (Monday)"
          defaultValue={defaultWeek}
          error={error}
          required
        />
        <SubmitButton pending={running} pendingLabel="Running…">
          Run invoices
        </SubmitButton>
      </form>
      {report ? <RunReport report={report} /> : null}
    </section>
  );
}

function RunReport({ report }: { report: InvoiceRunReport }) {
  return (
    <div className="mt-4 space-y-3">
      <Notice tone="success">
        {report.issued.length === 0
          ? `Nothing new to bill for the week of ${longDate(report.weekStart)}.`
          : `Issued ${report.issued.length} ${report.issued.length === 1 ? "invoice" : "invoices"} for the week of ${longDate(report.weekStart)}.`}
      </Notice>
      {report.issued.length > 0 ? (
        <ul className="list-disc pl-5 text-sm">
          {report.issued.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/admin/invoices/${invoice.id}`} className="text-ocean-700 underline">
                {invoice.number}
              </Link>{" "}
              · {invoice.companyName} · {KIND_LABELS[invoice.kind]} · {formatMoney(invoice.total)}
            </li>
          ))}
        </ul>
      ) : null}
      {report.skipped.length > 0 ? (
        <Notice tone="info">
          Not billed ({report.skipped.length}):{" "}
          {report.skipped
            .map((item) => `${item.contractorName} at ${item.client}: ${item.reason}`)
            .join("; ")}
        </Notice>
      ) : null}
    </div>
  );
}
