import { useLocation } from "react-router";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  formatDateTime,
  PageTitle,
  Pagination,
  SearchForm,
  SortHeader,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { type AdminSubscriber, listAdminSubscribers } from "../../../server/modules/admin-console";
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
      <div className="mt-4 relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">Newsletter subscribers</caption>
          <thead className="bg-slate-50">
            <tr>
              <SortHeader label="Email" column="email" sort={sort} dir={dir} />
              <th scope="col" className="p-2 text-left">
                Status
              </th>
              <SortHeader label="Subscribed" column="subscribed" sort={sort} dir={dir} />
              <th scope="col" className="p-2 text-left">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="p-4 text-center text-slate-600">
                  No subscribers match.
                </td>
              </tr>
            ) : null}
            {rows.map((subscriber) => (
              <tr key={subscriber.id} className="border-slate-100 border-t">
                <th scope="row" className="break-all p-2 text-left font-medium">
                  {subscriber.email}
                </th>
                <td className="p-2">{subscriber.status === "subscribed" ? "Subscribed" : "Unsubscribed"}</td>
                <td className="p-2">{formatDateTime(subscriber.subscribedAt)}</td>
                <td className="p-2">
                  {subscriber.status === "subscribed" ? (
                    <button
                      type="button"
                      onClick={() => unsubscribe(subscriber)}
                      aria-label={`Unsubscribe ${subscriber.email}`}
                      className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100"
                    >
                      Unsubscribe
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
