import { Link } from "react-router";
import { ConfirmDeleteAction } from "~/components/admin/confirm-delete";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  primaryLinkClass,
  RecordRowHeader,
  SearchForm,
  SortHeader,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { listAdminWebinars } from "../../../server/modules/webinars";
import type { Route } from "./+types/webinars";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminWebinars);
}

/** Webinars, latest first, with seats taken; each opens its edit form or its registrants. */
export default function AdminWebinars({ loaderData }: Route.ComponentProps) {
  const { rows, q, sort, dir, page, pageSize, total } = loaderData;
  const { message, sendDelete } = useRowChange();
  return (
    <>
      <PageTitle
        actions={
          <Link to="/admin/webinars/new" className={primaryLinkClass}>
            New webinar
          </Link>
        }
      >
        Webinars
      </PageTitle>
      <SearchForm q={q} label="Search webinars (title or slug)" sort={sort} dir={dir} />
      <ChangeNotice message={message} />
      <ConsoleTable
        caption={`Webinars, ${total} in all`}
        columns={5}
        empty={rows.length === 0 ? "No webinars match." : null}
        head={
          <>
            <SortHeader label="Title" column="title" sort={sort} dir={dir} />
            <SortHeader label="Starts (New York time)" column="starts" sort={sort} dir={dir} />
            <SortHeader label="Status" column="status" sort={sort} dir={dir} />
            <ColumnHeader>Registered</ColumnHeader>
            <ColumnHeader>Actions</ColumnHeader>
          </>
        }
      >
        {rows.map((webinar) => (
          <tr key={webinar.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader
              to={`/admin/webinars/${webinar.id}`}
              title={webinar.title}
              detail={webinar.hostName}
            />
            <td className="p-2">
              {formatDateTime(webinar.startsAt)} · {webinar.durationMinutes} min
            </td>
            <td className="p-2">{webinar.status === "scheduled" ? "Scheduled" : "Cancelled"}</td>
            <td className="p-2">
              <Link
                to={`/admin/webinars/${webinar.id}/registrants`}
                className="text-ocean-700 underline underline-offset-2"
                aria-label={`${webinar.registered} of ${webinar.capacity} registered for ${webinar.title}: see the list`}
              >
                {webinar.registered} / {webinar.capacity}
              </Link>
            </td>
            <td className="p-2">
              {webinar.registered === 0 ? (
                <ConfirmDeleteAction
                  title={webinar.title}
                  consequence="The webinar disappears from /webinars at once."
                  onConfirm={() =>
                    sendDelete(`/api/admin/webinars/${webinar.id}`, `${webinar.title} deleted.`)
                  }
                />
              ) : (
                // Deleting would lose who registered (the API answers 409): cancelling keeps them.
                <span className="text-slate-600">Has registrants: cancel it in its edit form</span>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
