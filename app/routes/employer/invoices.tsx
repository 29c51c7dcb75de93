import { Form, Link, useLocation } from "react-router";
import { Panel } from "~/components/employer/panel";
import { SelectField } from "~/components/forms/text-field";
import { InvoiceStatusBadge } from "~/components/invoices/invoice-parts";
import { Button } from "~/components/ui/button";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { longDate } from "../../../common/formats";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from "../../../common/invoices";
import { formatMoney } from "../../../common/payroll";
import { listCompanyInvoices } from "../../../server/modules/invoices";
import type { Route } from "./+types/invoices";

/** /employer/invoices: the company's invoices for owners and billing users (others get the 403 page). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  return refusalsAsPageResponses(() => listCompanyInvoices(session, new URL(request.url).searchParams));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Invoices",
    description: "Your company's invoices from Sunshine Staffing.",
    path: "/employer/invoices",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

export default function EmployerInvoices({ loaderData }: Route.ComponentProps) {
  const { rows, status, total, totals, page, pageSize } = loaderData;
  const location = useLocation();
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(to));
    return `?${params}`;
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Invoices</h1>
        <a
          href={`/api/employers/invoices.csv${location.search}`}
          download
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
        >
          Export CSV
        </a>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-slate-600 text-sm">Billed (not void)</dt>
          <dd className="font-semibold text-slate-900 text-xl">{formatMoney(totals.total)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-slate-600 text-sm">Balance due</dt>
          <dd className="font-semibold text-slate-900 text-xl">{formatMoney(totals.balance)}</dd>
        </div>
      </dl>
      <Panel id="invoice-list" title={`${total} ${total === 1 ? "invoice" : "invoices"}`}>
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          <SelectField
            id="invoice-status"
            name="status"
            label="Status"
            anyLabel="Any status"
            options={STATUS_OPTIONS}
            defaultValue={status === "all" ? "" : status}
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        {rows.length === 0 ? (
          <p className="text-slate-600 text-sm">No invoices match.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
              >
                <div>
                  <Link
                    to={`/employer/invoices/${invoice.id}`}
                    className="font-medium text-ocean-700 underline-offset-2 hover:underline"
                  >
                    Invoice {invoice.number}
                  </Link>{" "}
                  <InvoiceStatusBadge status={invoice.status} />
                  <p className="text-slate-600 text-sm">
                    Issued {longDate(invoice.issueDate)} · due {longDate(invoice.dueDate)}
                  </p>
                </div>
                <p className="text-right text-sm">
                  <span className="block font-medium text-slate-900">{formatMoney(invoice.total)}</span>
                  <span className="text-slate-600">{formatMoney(invoice.balance)} due</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {total > pageSize ? (
          <nav aria-label="Invoice pages" className="mt-4 flex justify-between text-sm">
            {page > 1 ? <Link to={pageLink(page - 1)}>Newer invoices</Link> : <span />}
            {page * pageSize < total ? <Link to={pageLink(page + 1)}>Older invoices</Link> : null}
          </nav>
        ) : null}
      </Panel>
    </div>
  );
}
