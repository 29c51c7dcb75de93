import { PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/assessments";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

/** SPEC §2: /admin/assessments opens the console on the assessments tab; its issue fills it. */
export default function AdminAssessments() {
  return (
    <>
      <PageTitle>Assessments</PageTitle>
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        There is nothing here yet: candidate assessments are not built. Their results will be listed here once
        they are.
      </p>
    </>
  );
}
