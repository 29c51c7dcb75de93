import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { downloadFromApi } from "~/components/candidate/api-download";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { formatHours, longDate } from "../../../common/formats";
import { formatMoney, type PaystubView } from "../../../common/payroll";
import type { Route } from "./+types/paystubs";

const PAYSTUBS_URL = "/api/candidates/paystubs";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Paystubs",
    description: "Your paystubs: hours, pay, withholding, deductions and year-to-date totals.",
    path: "/candidate/paystubs",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

function Line({
  label,
  amount,
  ytd,
  strong,
}: {
  label: string;
  amount: string;
  ytd?: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? "border-slate-200 border-t font-semibold text-slate-900" : undefined}>
      <th scope="row" className="py-1 pr-2 text-left font-normal">
        {label}
      </th>
      <td className="py-1 pr-2 text-right tabular-nums">{amount}</td>
      <td className="py-1 text-right text-slate-600 tabular-nums">{ytd ?? ""}</td>
    </tr>
  );
}

function PaystubCard({ stub }: { stub: PaystubView }) {
  const [busy, setBusy] = useState(false);
  const headingId = `paystub-${stub.id}`;
  const minus = (amount: string) => `−${formatMoney(amount)}`;
  async function download() {
    setBusy(true);
    await downloadFromApi(
      `${PAYSTUBS_URL}/${stub.id}/pdf`,
      `paystub-${stub.payDate}.pdf`,
      "We could not download this paystub. Please try again.",
    );
    setBusy(false);
  }
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Paid {longDate(stub.payDate)}
          </h2>
          <p className="text-slate-600 text-sm">
            {stub.roleTitle} at {stub.client} · period {longDate(stub.periodStart)} –{" "}
            {longDate(stub.periodEnd)}
          </p>
        </div>
        <div className="text-right">
          <p className="text-slate-600 text-sm">Net pay</p>
          <p className="font-bold text-2xl text-slate-900 tabular-nums">{formatMoney(stub.net)}</p>
        </div>
      </div>
      <div className="mt-4">
        <table className="w-full text-sm text-slate-800">
          <caption className="sr-only">Paystub paid {longDate(stub.payDate)}</caption>
          <thead>
            <tr className="text-slate-600">
              <td />
              <th scope="col" className="pb-1 pr-2 text-right font-medium">
                This period
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                Year to date
              </th>
            </tr>
          </thead>
          <tbody>
            <Line
              label={`Regular: ${formatHours(stub.regularHours)} h × ${formatMoney(stub.payRate)}`}
              amount=""
            />
            {stub.overtimeHours !== "0.00" ? (
              <Line
                label={`Overtime: ${formatHours(stub.overtimeHours)} h × ${formatMoney(stub.overtimeRate)}`}
                amount=""
              />
            ) : null}
            <Line
              label="Gross pay"
              amount={formatMoney(stub.gross)}
              ytd={formatMoney(stub.ytd.gross)}
              strong
            />
            <Line
              label="Federal income tax"
              amount={minus(stub.federalWithholding)}
              ytd={formatMoney(stub.ytd.federal)}
            />
            <Line
              label="State income tax"
              amount={minus(stub.stateWithholding)}
              ytd={formatMoney(stub.ytd.state)}
            />
            <Line
              label="Social Security"
              amount={minus(stub.socialSecurity)}
              ytd={formatMoney(stub.ytd.socialSecurity)}
            />
            <Line label="Medicare" amount={minus(stub.medicare)} ytd={formatMoney(stub.ytd.medicare)} />
            {stub.deductions.map((deduction) => (
              <Line key={deduction.label} label={deduction.label} amount={minus(deduction.amount)} />
            ))}
            <Line
              label="Benefit deductions"
              amount={minus(stub.benefitDeductions)}
              ytd={formatMoney(stub.ytd.deductions)}
            />
            <Line label="Net pay" amount={formatMoney(stub.net)} ytd={formatMoney(stub.ytd.net)} strong />
          </tbody>
        </table>
      </div>
      <Button variant="outline" className="mt-4" onClick={() => void download()} disabled={busy}>
        <DownloadIcon aria-hidden="true" />
        {busy ? "Preparing PDF…" : "Download PDF"}
        <span className="sr-only"> of the paystub paid {longDate(stub.payDate)}</span>
      </Button>
    </article>
  );
}

/** The contractor's paystubs of finalized pay runs, latest first, each downloadable as a PDF. */
export default function CandidatePaystubsPage() {
  const candidate = usePortalCandidate();
  const paystubs = useQuery<{ paystubs: PaystubView[] }>({
    queryKey: [PAYSTUBS_URL, candidate.id],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Paystubs</h1>
        <p className="mt-2 text-slate-600">
          Each pay date's hours, pay, withholding and deductions, with your year-to-date totals.
        </p>
      </div>
      {paystubs.isError ? (
        <Notice tone="error" title="We could not load your paystubs">
          Reload the page to try again.
        </Notice>
      ) : null}
      {paystubs.isPending ? (
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : null}
      {paystubs.data && paystubs.data.paystubs.length === 0 ? (
        <Notice tone="info" title="No paystubs yet">
          Your paystub appears here once approved hours are paid (weekly, on Fridays for the previous week).
        </Notice>
      ) : null}
      {paystubs.data?.paystubs.map((stub) => (
        <PaystubCard key={stub.id} stub={stub} />
      ))}
    </div>
  );
}
