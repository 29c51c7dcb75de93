import { AuditDiff } from "~/components/admin/audit-diff";
import { formatDateTime, PageTitle, Pagination, SearchForm } from "~/components/admin/table-controls";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { listAuditLog } from "../../../server/modules/audit";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return listAuditLog(new URL(request.url).searchParams);
}

/** Every admin action, newest first: when, who, what, on which record, and what changed. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, q, page, pageSize, total } = loaderData;
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <SearchForm q={q} label="Search by admin email, action (e.g. job.published) or record id" />
      <ol className="mt-4 grid gap-3" aria-label="Audit entries, newest first">
        {rows.length === 0 ? (
          <li className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">No entries.</li>
        ) : null}
        {rows.map((entry) => (
          <li
            key={entry.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="audit-entry"
          >
            <p className="flex flex-wrap gap-x-3 text-sm">
              <time dateTime={new Date(entry.createdAt).toISOString()} className="text-slate-600">
                {formatDateTime(entry.createdAt)}
              </time>
              <span>
                <span className="font-medium">{entry.actorName}</span> ({entry.actorEmail})
              </span>
            </p>
            <p className="mt-1 font-semibold">
              {entry.action}{" "}
              <span className="font-normal text-slate-600">
                on {entry.entityType}
                {entry.entityId ? ` ${entry.entityId}` : ""}
              </span>
            </p>
            <AuditDiff
              before={entry.before}
              after={entry.after}
              label={`Changed fields: ${entry.action} on ${entry.entityType}${entry.entityId ? ` ${entry.entityId}` : ""}, ${formatDateTime(entry.createdAt)}`}
            />
          </li>
        ))}
      </ol>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
