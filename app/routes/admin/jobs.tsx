import { Link } from "react-router";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  formatDateTime,
  PageTitle,
  Pagination,
  RowAction,
  SearchForm,
  SortHeader,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { JOB_PRIORITIES, JOB_STATUSES } from "../../../common/jobs";
import { type AdminJobRow, listAdminJobs } from "../../../server/modules/admin-console";
import type { Route } from "./+types/jobs";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminJobs);
}

const STATUS_LABELS: Record<AdminJobRow["status"], string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  filled: "Filled",
};

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { rows, q, sort, dir, status, page, pageSize, total } = loaderData;
  const { message, sendChange } = useRowChange();

  async function change(
    job: AdminJobRow,
    path: "status" | "priority",
    body: Record<string, string>,
    done: string,
  ) {
    await sendChange(`/api/admin/jobs/${job.id}/${path}`, body, `${job.title}: ${done}`);
  }

  return (
    <>
      <PageTitle
        actions={
          <Link
            to="/admin/jobs/new"
            className="rounded-md bg-brand-700 px-4 py-2 font-medium text-sm text-white"
          >
            New job
          </Link>
        }
      >
        Jobs
      </PageTitle>
      <SearchForm q={q} label="Search jobs (title, skills, company, description)">
        <StatusFilter
          id="status-filter"
          value={status}
          options={JOB_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
      </SearchForm>
      <ChangeNotice message={message} />
      <div className="mt-4 relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">Jobs, {total} in all</caption>
          <thead className="bg-slate-50">
            <tr>
              <SortHeader label="Title" column="title" sort={sort} dir={dir} />
              <th scope="col" className="p-2 text-left">
                Location
              </th>
              <SortHeader label="Status" column="status" sort={sort} dir={dir} />
              <SortHeader label="Priority" column="priority" sort={sort} dir={dir} />
              <SortHeader label="Posted" column="posted" sort={sort} dir={dir} />
              <SortHeader label="Updated" column="updated" sort={sort} dir={dir} />
              <th scope="col" className="p-2 text-left">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="p-4 text-center text-slate-600">
                  No jobs match.
                </td>
              </tr>
            ) : null}
            {rows.map((job) => (
              <tr key={job.id} className="border-slate-100 border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  <Link
                    to={`/admin/jobs/${job.id}`}
                    className="text-ocean-700 underline-offset-2 hover:underline"
                  >
                    {job.title}
                  </Link>
                  <span className="block font-normal text-slate-600">{job.company}</span>
                </th>
                <td className="p-2">
                  {job.city}, {job.state}
                </td>
                <td className="p-2">{STATUS_LABELS[job.status]}</td>
                <td className="p-2">
                  <label className="sr-only" htmlFor={`priority-${job.id}`}>
                    Priority of {job.title}
                  </label>
                  <select
                    id={`priority-${job.id}`}
                    value={job.priority}
                    onChange={(event) =>
                      change(
                        job,
                        "priority",
                        { priority: event.target.value },
                        `priority set to ${event.target.value}.`,
                      )
                    }
                    className="rounded border border-slate-300 bg-white px-1 py-1"
                  >
                    {JOB_PRIORITIES.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="p-2">{job.postedAt ?? "—"}</td>
                <td className="p-2">{formatDateTime(job.updatedAt)}</td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-1">
                    {job.status !== "open" ? (
                      <RowAction
                        label="Publish"
                        title={job.title}
                        onClick={() => change(job, "status", { status: "open" }, "published.")}
                      />
                    ) : null}
                    {job.status === "open" ? (
                      <>
                        <RowAction
                          label="Close"
                          title={job.title}
                          onClick={() => change(job, "status", { status: "closed" }, "closed.")}
                        />
                        <RowAction
                          label="Mark filled"
                          title={job.title}
                          onClick={() => change(job, "status", { status: "filled" }, "marked filled.")}
                        />
                      </>
                    ) : null}
                  </div>
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
