import { Link } from "react-router";
import { PayRunTable } from "~/components/admin/payroll/pay-run-table";
import { PayrollSettingsForm } from "~/components/admin/payroll/payroll-settings-form";
import { formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { getPayrollRates, listPayRuns, payrollSettingsView } from "../../../server/modules/payroll";
import type { Route } from "./+types/payroll";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return { settings: payrollSettingsView(await getPayrollRates()), runs: (await listPayRuns()).rows };
}

export function meta() {
  return [{ title: "Payroll · Admin" }];
}

/** Payroll: the withholding and overtime rates, and the pay runs made with them. */
export default function AdminPayroll({ loaderData }: Route.ComponentProps) {
  const { settings, runs } = loaderData;
  return (
    <>
      <PageTitle
        actions={
          <Link
            to="/admin/pay-runs"
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-sm text-white"
          >
            New pay run
          </Link>
        }
      >
        Payroll
      </PageTitle>
      <p className="mb-4 text-slate-700 text-sm">Last changed {formatDateTime(settings.updatedAt)}.</p>
      {/* No key on updatedAt: a remount after saving would drop the "saved" message; the form keeps what it saved. */}
      <PayrollSettingsForm settings={settings} />
      <h2 className="mt-8 font-semibold text-lg text-slate-900">Pay runs</h2>
      <PayRunTable rows={runs} />
    </>
  );
}
