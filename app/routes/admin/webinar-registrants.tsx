import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
} from "~/components/admin/table-controls";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { listRegistrants } from "../../../server/modules/webinars";
import type { Route } from "./+types/webinar-registrants";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => listRegistrants(params.id, new URL(request.url).searchParams));
}

/** Who registered for one webinar, in order, with the whole list as CSV. */
export default function AdminWebinarRegistrants({ loaderData }: Route.ComponentProps) {
  const { rows, webinar, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle
        actions={
          <a
            href={`/api/admin/webinars/${webinar.id}/registrants.csv`}
            download
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
          >
            Export CSV
          </a>
        }
      >
        Registrants: {webinar.title}
      </PageTitle>
      <p className="mb-4 text-slate-600 text-sm">
        <Link to="/admin/webinars" className="underline">
          Back to webinars
        </Link>
        {` · ${webinar.registered} of ${webinar.capacity} seats taken · `}
        <Link to={`/admin/webinars/${webinar.id}`} className="underline">
          Edit the webinar
        </Link>
      </p>
      <ConsoleTable
        caption={`Registrants of ${webinar.title}, ${total} in all`}
        columns={4}
        empty={rows.length === 0 ? "Nobody has registered yet." : null}
        head={
          <>
            <ColumnHeader>Name</ColumnHeader>
            <ColumnHeader>Email</ColumnHeader>
            <ColumnHeader>Company</ColumnHeader>
            <ColumnHeader>Registered</ColumnHeader>
          </>
        }
      >
        {rows.map((registrant) => (
          <tr key={registrant.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium">
              {registrant.name}
            </th>
            <td className="break-all p-2">{registrant.email}</td>
            <td className="p-2">{registrant.company ?? "—"}</td>
            <td className="p-2">{formatDateTime(registrant.createdAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
