import { PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/candidate-database";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

/** SPEC §2: /admin/candidate-database opens the console on the candidate search; its issue fills it. */
export default function AdminCandidateDatabase() {
  return (
    <>
      <PageTitle>Candidate database</PageTitle>
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        There is nothing here yet: the candidate search is not built. Candidates will be searchable here once
        it is.
      </p>
    </>
  );
}
