import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  RecordRowHeader,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { CLIENT_COMPANY_STATUSES, CLIENT_STATUS_LABELS } from "../../../common/clients";
import { listClientCompanies } from "../../../server/modules/clients";
import type { Route } from "./+types/clients";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listClientCompanies);
}

export const meta = () => [{ title: "Clients · Admin" }];

const STATUS_OPTIONS = CLIENT_COMPANY_STATUSES.map((value) => ({
  value,
  label: CLIENT_STATUS_LABELS[value],
}));

/** Client companies from /employer/registration, newest first: staff approve or reject each one. */
export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Clients</PageTitle>
      <SearchForm q={q} label="Search clients (legal name)">
        <StatusFilter id="client-status" value={status === "all" ? "" : status} options={STATUS_OPTIONS} />
      </SearchForm>
      <ConsoleTable
        caption="Client companies, newest first"
        columns={5}
        empty={rows.length === 0 ? "No client companies match." : null}
        head={
          <>
            <ColumnHeader>Company</ColumnHeader>
            <ColumnHeader>Location</ColumnHeader>
            <ColumnHeader>Size</ColumnHeader>
            <ColumnHeader>Registered</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {rows.map((company) => (
          <tr key={company.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/clients/${company.id}`}
              title={company.legalName}
              detail={company.industry}
            />
            <td className="p-2">
              {company.address.city}, {company.address.state}
            </td>
            <td className="p-2">{company.sizeBand ?? "Not recorded"}</td>
            <td className="p-2">{formatDateTime(company.createdAt)}</td>
            <td className="p-2">{CLIENT_STATUS_LABELS[company.status]}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
