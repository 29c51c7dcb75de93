import { Link } from "react-router";
import { PayRunCreateForm } from "~/components/admin/payroll/pay-run-create-form";
import { PayRunTable } from "~/components/admin/payroll/pay-run-table";
import { PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { defaultPayRunPeriod, listPayRuns } from "../../../server/modules/payroll";
import type { Route } from "./+types/pay-runs";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return { ...(await listPayRuns()), defaults: defaultPayRunPeriod() };
}

export function meta() {
  return [{ title: "Pay runs · Admin" }];
}

/** Pay runs: draft one for a period, then review and finalize it on its own page. */
export default function AdminPayRuns({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/payroll" className="text-brand-800 text-sm underline underline-offset-2">
            Payroll settings
          </Link>
        }
      >
        Pay runs
      </PageTitle>
      <PayRunCreateForm defaults={loaderData.defaults} />
      <h2 className="mt-8 font-semibold text-lg text-slate-900">All pay runs</h2>
      <PayRunTable rows={loaderData.rows} />
    </>
  );
}
