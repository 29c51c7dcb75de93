import { useLocation } from "react-router";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  RowAction,
  SearchForm,
  SortHeader,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { type AdminSubscriber, listAdminSubscribers } from "../../../server/modules/newsletter";
import type { Route } from "./+types/subscribers";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminSubscribers);
}

const SUBSCRIBER_STATUS_OPTIONS = [
  { value: "subscribed", label: "Subscribed" },
  { value: "unsubscribed", label: "Unsubscribed" },
] as const;

/** Newsletter subscribers: search by address, export the search as CSV, unsubscribe on request. */
export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, sort, dir, page, pageSize, total } = loaderData;
  const location = useLocation();
  const { message, sendChange } = useRowChange();

  async function unsubscribe(subscriber: AdminSubscriber) {
    await sendChange(
      `/api/admin/subscribers/${subscriber.id}/unsubscribe`,
      {},
      `${subscriber.email} is unsubscribed.`,
    );
  }

  return (
    <>
      <PageTitle
        actions={
          <a
            href={`/api/admin/subscribers.csv${location.search}`}
            download
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
          >
            Export CSV
          </a>
        }
      >
        Subscribers
      </PageTitle>
      <SearchForm q={q} label="Search by email (start of the address)">
        <StatusFilter id="subscriber-status" value={status} options={SUBSCRIBER_STATUS_OPTIONS} />
      </SearchForm>
      <ChangeNotice message={message} />
      <ConsoleTable
        caption="Newsletter subscribers"
        columns={4}
        minWidth="narrow"
        empty={rows.length === 0 ? "No subscribers match." : null}
        head={
          <>
            <SortHeader label="Email" column="email" sort={sort} dir={dir} />
            <ColumnHeader>Status</ColumnHeader>
            <SortHeader label="Subscribed" column="subscribed" sort={sort} dir={dir} />
            <ColumnHeader>Action</ColumnHeader>
          </>
        }
      >
        {rows.map((subscriber) => (
          <tr key={subscriber.id} className="border-slate-100 border-t">
            <th scope="row" className="break-all p-2 text-left font-medium">
              {subscriber.email}
            </th>
            <td className="p-2">{subscriber.status === "subscribed" ? "Subscribed" : "Unsubscribed"}</td>
            <td className="p-2">{formatDateTime(subscriber.subscribedAt)}</td>
            <td className="p-2">
              {subscriber.status === "subscribed" ? (
                <RowAction
                  label="Unsubscribe"
                  title={subscriber.email}
                  onClick={() => unsubscribe(subscriber)}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
