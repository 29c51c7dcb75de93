import {
  ColumnHeader,
  ConsoleTable,
  PageTitle,
  Pagination,
  RecordRowHeader,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { PLACEMENT_STATUSES } from "../../../common/recruiting";
import { formatDate, PLACEMENT_STATUS_LABELS } from "../../../common/timesheets";
import { listAdminPlacements } from "../../../server/modules/timesheets";
import type { Route } from "./+types/placements";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminPlacements);
}

export const meta = () => [{ title: "Placements · Admin" }];

const STATUS_OPTIONS = PLACEMENT_STATUSES.map((value) => ({ value, label: PLACEMENT_STATUS_LABELS[value] }));

/** Contractors at work for clients (created when an offer is accepted), newest start first. */
export default function AdminPlacements({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Placements</PageTitle>
      <SearchForm q={q} label="Search placements (contractor, client, role or supervisor)">
        <StatusFilter id="placement-status" value={status} options={STATUS_OPTIONS} />
      </SearchForm>
      <ConsoleTable
        caption="Placements, newest start first"
        columns={6}
        empty={rows.length === 0 ? "No placements match." : null}
        head={
          <>
            <ColumnHeader>Contractor</ColumnHeader>
            <ColumnHeader>Client</ColumnHeader>
            <ColumnHeader>Dates</ColumnHeader>
            <ColumnHeader>Pay / bill rate</ColumnHeader>
            <ColumnHeader>Supervisor</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {rows.map((placement) => (
          <tr key={placement.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/placements/${placement.id}`}
              title={placement.contractorName}
              detail={placement.roleTitle}
            />
            <td className="p-2">
              {placement.client}
              {placement.location ? <span className="block text-slate-600">{placement.location}</span> : null}
            </td>
            <td className="p-2">
              {formatDate(placement.startDate)} to{" "}
              {placement.endDate ? formatDate(placement.endDate) : "ongoing"}
            </td>
            <td className="p-2 tabular-nums">
              ${placement.payRate} / ${placement.billRate}
            </td>
            <td className="p-2">
              {placement.supervisorName ?? "—"}
              {placement.supervisorEmail ? (
                <span className="block break-all text-slate-600">{placement.supervisorEmail}</span>
              ) : null}
            </td>
            <td className="p-2">{PLACEMENT_STATUS_LABELS[placement.status]}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
