import { PageTitle } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "copilot-admin");
  return null;
}

/**
 * The clients' orders across workspaces. Copilot orders are being built separately (issue 22's
 * orders work); this tab is where their list and detail go once they exist.
 */
export default function CopilotAdminOrders(_props: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Orders</PageTitle>
      <p className="max-w-prose text-slate-700">
        The clients' orders will be listed here once ordering in the assistant is available. Until then, each
        workspace's usage this period is on its page under Workspaces.
      </p>
    </>
  );
}
