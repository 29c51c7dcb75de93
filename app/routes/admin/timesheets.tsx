import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import { PageTitle, Pagination } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { WeekSummary } from "~/components/timesheets/week-summary";
import { Button } from "~/components/ui/button";
import { loadAdminList } from "~/lib/admin-guard.server";
import { formatDate } from "../../../common/timesheets";
import { type AdminTimesheet, listSubmittedTimesheets } from "../../../server/modules/timesheets";
import type { Route } from "./+types/timesheets";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listSubmittedTimesheets);
}

export const meta = () => [{ title: "Timesheets · Admin" }];

function RejectForm({
  timesheet,
  onDone,
}: {
  timesheet: AdminTimesheet;
  onDone: (text: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const id = `reject-reason-${timesheet.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    setSaving(true);
    const result = await adminSend("POST", `/api/admin/timesheets/${timesheet.id}/reject`, { reason });
    setSaving(false);
    if (!result.ok) {
      setError(result.fields.reason ?? result.message);
      return;
    }
    await onDone(
      `The week of ${formatDate(timesheet.weekStart)} for ${timesheet.contractorName} is rejected; they were emailed.`,
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <TextareaField
        id={id}
        name="reason"
        label="Reason for rejecting (the contractor sees it)"
        error={error}
        rows={2}
        required
        maxLength={1000}
      />
      <SubmitButton variant="outline" pending={saving} pendingLabel="Rejecting…">
        Reject
        <span className="sr-only">
          {" "}
          the week of {formatDate(timesheet.weekStart)} for {timesheet.contractorName}
        </span>
      </SubmitButton>
    </form>
  );
}

/** The approval queue: submitted weeks, oldest first, each with its days; approve, or reject with a reason. */
export default function AdminTimesheets({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageSize, total } = loaderData;
  const { message, sendChange, succeeded } = useRowChange();
  return (
    <>
      <PageTitle>Timesheets to approve</PageTitle>
      <p className="text-slate-700">
        Weeks submitted by contractors, oldest first. Their supervisors were emailed a link too; whoever
        decides first settles the week, and the contractor is emailed the outcome.
      </p>
      <ChangeNotice message={message} />
      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-300 border-dashed bg-white p-5 text-slate-600">
          No timesheets are waiting for approval.
        </p>
      ) : (
        <ul className="mt-6 space-y-6">
          {rows.map((timesheet) => (
            <li key={timesheet.id}>
              <article
                aria-labelledby={`timesheet-${timesheet.id}`}
                className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div>
                  <h2 id={`timesheet-${timesheet.id}`} className="font-semibold text-lg">
                    {timesheet.contractorName}, week of {formatDate(timesheet.weekStart)}
                  </h2>
                  <p className="text-slate-700">
                    {timesheet.roleTitle} at {timesheet.client} ·{" "}
                    <Link
                      to={`/admin/placements/${timesheet.placementId}`}
                      className="text-ocean-700 underline-offset-2 hover:underline"
                    >
                      Placement
                    </Link>
                    {timesheet.submittedAt ? (
                      <span className="block text-slate-600 text-sm">
                        Submitted{" "}
                        {new Date(timesheet.submittedAt).toLocaleString("en-US", {
                          timeZone: "America/New_York",
                        })}
                      </span>
                    ) : null}
                  </p>
                </div>
                <WeekSummary
                  days={timesheet.days}
                  totalHours={timesheet.totalHours}
                  overtimeHours={timesheet.overtimeHours}
                  caption={`Hours of ${timesheet.contractorName} for the week of ${formatDate(timesheet.weekStart)}`}
                />
                <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
                  <Button
                    type="button"
                    onClick={() =>
                      void sendChange(
                        `/api/admin/timesheets/${timesheet.id}/approve`,
                        {},
                        `The week of ${formatDate(timesheet.weekStart)} for ${timesheet.contractorName} is approved; they were emailed.`,
                      )
                    }
                  >
                    Approve
                    <span className="sr-only">
                      {" "}
                      the week of {formatDate(timesheet.weekStart)} for {timesheet.contractorName}
                    </span>
                  </Button>
                  <RejectForm timesheet={timesheet} onDone={succeeded} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
