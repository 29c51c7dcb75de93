import { useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { formatPayDate, PAY_RUN_STATUS_LABELS } from "~/components/admin/payroll/pay-run-table";
import { type ChangeMessage, ChangeNotice } from "~/components/admin/row-change";
import { ColumnHeader, ConsoleTable, formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { Button } from "~/components/ui/button";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { formatHours } from "../../../common/formats";
import { formatMoney, type PaystubView } from "../../../common/payroll";
import { getPayRun } from "../../../server/modules/payroll";
import type { Route } from "./+types/pay-run";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => getPayRun(params.id));
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Pay run ${data.payDate} · Admin` : "Pay run · Admin" }];
}

const cell = "p-2 text-right tabular-nums";

function StubRow({ stub }: { stub: PaystubView }) {
  const withheld = (label: string, amount: string) => (
    <span className="block">
      <span className="text-slate-600">{label}</span> {formatMoney(amount)}
    </span>
  );
  return (
    <tr className="border-slate-100 border-t align-top">
      <th scope="row" className="p-2 text-left font-medium">
        {stub.contractorName}
        <span className="block font-normal text-slate-600">
          {stub.roleTitle} at {stub.client}
        </span>
        <span className="block font-normal text-slate-600">
          Weeks of {stub.weeks.map((week) => formatPayDate(week)).join(", ")}
        </span>
      </th>
      <td className={cell}>
        {formatHours(stub.regularHours)} × {formatMoney(stub.payRate)}
        {stub.overtimeHours !== "0.00" ? (
          <span className="block">
            + {formatHours(stub.overtimeHours)} OT × {formatMoney(stub.overtimeRate)}
          </span>
        ) : null}
      </td>
      <td className={cell}>{formatMoney(stub.gross)}</td>
      <td className={cell}>
        {withheld("Federal", stub.federalWithholding)}
        {withheld("State", stub.stateWithholding)}
        {withheld("Soc. Sec.", stub.socialSecurity)}
        {withheld("Medicare", stub.medicare)}
      </td>
      <td className={cell}>
        {stub.deductions.length === 0 ? "None" : null}
        {stub.deductions.map((deduction) => withheld(deduction.label, deduction.amount))}
      </td>
      <td className={`${cell} font-semibold`}>{formatMoney(stub.net)}</td>
      <td className={cell}>
        {withheld("Gross", stub.ytd.gross)}
        {withheld("Soc. Sec.", stub.ytd.socialSecurity)}
        {withheld("Net", stub.ytd.net)}
      </td>
    </tr>
  );
}

/** A pay run's review: every stub's figures, Recompute and Delete while it is a draft, Finalize (once) with a confirmation. */
export default function AdminPayRun({ loaderData: run }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState<ChangeMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(method: "POST" | "DELETE", url: string, success: string) {
    setBusy(true);
    const result = await adminSend(method, url, undefined);
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    setBusy(false);
    dialog.current?.close();
    if (result.ok && method === "DELETE") {
      await navigate("/admin/pay-runs");
      return;
    }
    await revalidator.revalidate();
  }

  const draft = run.status === "draft";
  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/pay-runs" className="text-brand-800 text-sm underline underline-offset-2">
            All pay runs
          </Link>
        }
      >
        Pay run for {formatPayDate(run.payDate)}
      </PageTitle>
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Period</dt>
          <dd className="font-medium">
            {formatPayDate(run.periodStart)} – {formatPayDate(run.periodEnd)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="font-medium" data-testid="pay-run-status">
            {PAY_RUN_STATUS_LABELS[run.status]}
            {run.finalizedAt ? ` on ${formatDateTime(run.finalizedAt)} by ${run.finalizedBy ?? ""}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Totals</dt>
          <dd className="font-medium">
            {run.totals.stubs} {run.totals.stubs === 1 ? "stub" : "stubs"}, {formatHours(run.totals.hours)} h,
            gross {formatMoney(run.totals.gross)}, withheld {formatMoney(run.totals.withholding)}, deductions{" "}
            {formatMoney(run.totals.deductions)}, net {formatMoney(run.totals.net)}
          </dd>
        </div>
      </dl>
      {draft ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => dialog.current?.showModal()} disabled={busy || run.stubs.length === 0}>
            Finalize pay run
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void send(
                "POST",
                `/api/admin/pay-runs/${run.id}/recompute`,
                "Stubs recomputed with the current approved weeks and rates.",
              )
            }
          >
            Recompute
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void send("DELETE", `/api/admin/pay-runs/${run.id}`, "Draft deleted.")}
          >
            Delete draft
          </Button>
        </div>
      ) : (
        <p className="mt-4 text-slate-700 text-sm">
          Finalized: contractors can read and download these stubs.
        </p>
      )}
      <ChangeNotice message={message} />
      <ConsoleTable
        caption="Paystubs in this run"
        columns={7}
        minWidth="widest"
        empty={run.stubs.length === 0 ? "No stubs: no approved, unpaid weeks start in this period." : null}
        head={
          <>
            <ColumnHeader>Contractor</ColumnHeader>
            <ColumnHeader>Hours × rate</ColumnHeader>
            <ColumnHeader>Gross</ColumnHeader>
            <ColumnHeader>Withholding</ColumnHeader>
            <ColumnHeader>Deductions</ColumnHeader>
            <ColumnHeader>Net</ColumnHeader>
            <ColumnHeader>Year to date</ColumnHeader>
          </>
        }
      >
        {run.stubs.map((stub) => (
          <StubRow key={stub.id} stub={stub} />
        ))}
      </ConsoleTable>
      <dialog
        ref={dialog}
        aria-labelledby="finalize-heading"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-5 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="finalize-heading" className="font-semibold text-lg">
          Finalize this pay run?
        </h2>
        <p className="mt-2 text-slate-700 text-sm">
          {run.totals.stubs} {run.totals.stubs === 1 ? "contractor is" : "contractors are"} paid{" "}
          {formatMoney(run.totals.net)} net on {formatPayDate(run.payDate)}. The stubs become visible to them
          and can no longer be recomputed or deleted.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => dialog.current?.close()} disabled={busy}>
            Keep reviewing
          </Button>
          <Button
            disabled={busy}
            onClick={() => void send("POST", `/api/admin/pay-runs/${run.id}/finalize`, "Pay run finalized.")}
          >
            Finalize
          </Button>
        </div>
      </dialog>
    </>
  );
}
