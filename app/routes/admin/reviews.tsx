import { Link } from "react-router";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  formatDateTime,
  PageTitle,
  Pagination,
  SearchForm,
  SortHeader,
  useQueryLink,
} from "~/components/admin/table-controls";
import { TableScroll } from "~/components/ui/table-scroll";
import { loadAdminList } from "~/lib/admin-guard.server";
import { type AdminReview, listAdminReviews } from "../../../server/modules/reviews";
import type { Route } from "./+types/reviews";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminReviews);
}

const STATUS_LABELS = { pending: "Pending", published: "Approved", hidden: "Rejected" } as const;
const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;

/** Reviews from /company-review: approve (shown on the home page) or reject (kept, never shown). */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, sort, dir, page, pageSize, total } = loaderData;
  const link = useQueryLink();
  const { message, sendChange } = useRowChange();

  async function decide(review: AdminReview, decision: "approve" | "reject") {
    const outcome = decision === "approve" ? "approved" : "rejected";
    await sendChange(
      `/api/admin/reviews/${review.id}/moderation`,
      { decision },
      `The review by ${review.authorName} was ${outcome}.`,
    );
  }

  return (
    <>
      <PageTitle>Reviews</PageTitle>
      <nav aria-label="Review status" className="mb-4 flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((value) => (
          <Link
            key={value}
            to={link({ status: value, sort: null, dir: null })}
            aria-current={value === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === status ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300 bg-white"}`}
          >
            {STATUS_LABELS[value]}
          </Link>
        ))}
      </nav>
      <SearchForm q={q} label="Search reviews (author or text)">
        <input type="hidden" name="status" value={status} />
      </SearchForm>
      <ChangeNotice message={message} />
      <TableScroll
        label={`${STATUS_LABELS[status]} reviews`}
        className="mt-4 rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[640px] text-sm">
          <caption className="sr-only">{STATUS_LABELS[status]} reviews</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-2 text-left">
                Author
              </th>
              <SortHeader label="Rating" column="rating" sort={sort} dir={dir} />
              <th scope="col" className="p-2 text-left">
                Review
              </th>
              <SortHeader label="Received" column="created" sort={sort} dir={dir} />
              {status === "pending" ? (
                <th scope="col" className="p-2 text-left">
                  Decision
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="p-4 text-center text-slate-600">
                  No {STATUS_LABELS[status].toLowerCase()} reviews.
                </td>
              </tr>
            ) : null}
            {rows.map((review) => (
              <tr key={review.id} className="border-slate-100 border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  {review.authorName}
                  <span className="block font-normal text-slate-600">
                    {review.companyName ?? `Company ${review.companyId}`}
                  </span>
                </th>
                <td className="p-2">{review.rating} of 5</td>
                <td className="max-w-md p-2">{review.text || "No review text provided."}</td>
                <td className="p-2">{formatDateTime(review.createdAt)}</td>
                {status === "pending" ? (
                  <td className="p-2">
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        onClick={() => decide(review, "approve")}
                        aria-label={`Approve the review by ${review.authorName}`}
                        className="rounded border border-green-700 bg-white px-2 py-1 text-green-800 hover:bg-green-50"
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        onClick={() => decide(review, "reject")}
                        aria-label={`Reject the review by ${review.authorName}`}
                        className="rounded border border-red-700 bg-white px-2 py-1 text-red-800 hover:bg-red-50"
                      >
                        Reject
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
