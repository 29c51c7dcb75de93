import { Link } from "react-router";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  primaryLinkClass,
  RecordRowHeader,
  RowAction,
  SearchForm,
  SortHeader,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { JOB_PRIORITIES, JOB_STATUSES } from "../../../common/jobs";
import { type AdminJobRow, listAdminJobs } from "../../../server/modules/jobs";
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
          <Link to="/admin/jobs/new" className={primaryLinkClass}>
            New job
          </Link>
        }
      >
        Jobs
      </PageTitle>
      <SearchForm q={q} label="Search jobs (title, skills, company, description)" sort={sort} dir={dir}>
        <StatusFilter
          id="status-filter"
          value={status}
          options={JOB_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </SearchForm>
      <ChangeNotice message={message} />
      <ConsoleTable
        caption={`Jobs, ${total} in all`}
        columns={7}
        minWidth="wide"
        empty={rows.length === 0 ? "No jobs match." : null}
        head={
          <>
            <SortHeader label="Title" column="title" sort={sort} dir={dir} />
            <ColumnHeader>Location</ColumnHeader>
            <SortHeader label="Status" column="status" sort={sort} dir={dir} />
            <SortHeader label="Priority" column="priority" sort={sort} dir={dir} />
            <SortHeader label="Posted" column="posted" sort={sort} dir={dir} />
            <SortHeader label="Updated" column="updated" sort={sort} dir={dir} />
            <ColumnHeader>Actions</ColumnHeader>
          </>
        }
      >
        {rows.map((job) => (
          <tr key={job.id} className="border-slate-100 border-t align-top">
            <RecordRowHeader to={`/admin/jobs/${job.id}`} title={job.title} detail={job.company} />
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
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
