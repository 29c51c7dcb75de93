import { Link } from "react-router";
import { Details, Panel } from "~/components/employer/panel";
import { InvoiceLinesTable, InvoiceStatusBadge, invoiceFacts } from "~/components/invoices/invoice-parts";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { refusalsAsPageResponses } from "~/lib/page-refusals.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { getCompanyInvoice } from "../../../server/modules/invoices";
import type { Route } from "./+types/invoice";

/** /employer/invoices/:id: one of the company's invoices (another company's is the 404 page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  return refusalsAsPageResponses(() => getCompanyInvoice(session, params.id));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Invoice ${data?.number ?? ""}`,
    description: "An invoice from Sunshine Staffing.",
    path: "/employer/invoices",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

export default function EmployerInvoice({ loaderData: invoice }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <Link to="/employer/invoices" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Invoices
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Invoice {invoice.number} <InvoiceStatusBadge status={invoice.status} />
        </h1>
        <a
          href={`/api/employers/invoices/${invoice.id}/pdf`}
          download
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-sm text-white"
        >
          Download PDF
        </a>
      </div>
      <Panel id="invoice-summary" title="Summary">
        <Details rows={invoiceFacts(invoice)} />
      </Panel>
      <Panel id="invoice-lines" title="Lines">
        <InvoiceLinesTable invoice={invoice} />
      </Panel>
    </div>
  );
}
