import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { listWorkspaces } from "../../../../server/modules/copilot-admin";
import type { Route } from "./+types/workspaces";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listWorkspaces, "copilot-admin");
}

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
] as const;

/** The assistant's client workspaces: search by name, filter by status; newest first. */
export default function CopilotAdminWorkspaces({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Workspaces</PageTitle>
      <SearchForm q={q} label="Search by company name">
        <StatusFilter id="workspace-status" value={status} options={STATUS_OPTIONS} />
      </SearchForm>
      <ConsoleTable
        caption="Client workspaces, newest first"
        columns={5}
        empty={rows.length === 0 ? "No workspaces match." : null}
        head={
          <>
            <ColumnHeader>Workspace</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Plan</ColumnHeader>
            <ColumnHeader>Members</ColumnHeader>
            <ColumnHeader>Created</ColumnHeader>
          </>
        }
      >
        {rows.map((workspace) => (
          <tr key={workspace.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium">
              <Link
                to={`/copilot/admin/workspaces/${workspace.id}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {workspace.name}
              </Link>
            </th>
            <td className="p-2">{workspace.status === "suspended" ? "Suspended" : "Active"}</td>
            <td className="p-2">
              {workspace.plan ? `${workspace.plan} (${workspace.subscriptionStatus})` : "No subscription"}
            </td>
            <td className="p-2">{workspace.members}</td>
            <td className="p-2">{formatDateTime(workspace.createdAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
