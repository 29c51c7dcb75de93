import { Form, Link } from "react-router";
import { AssessmentTabs, AttemptStatusBadge, passLabel, personOf } from "~/components/admin/assessment-parts";
import { When } from "~/components/admin/date-time";
import { ColumnHeader, ConsoleTable, PageTitle, Pagination } from "~/components/admin/table-controls";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { attemptFiltersSchema } from "../../../common/assessment-schemas";
import {
  ATTEMPT_STATUS_LABELS,
  ATTEMPT_STATUSES,
  ASSESSMENT_MESSAGES as M,
  type StaffAttemptPage,
} from "../../../common/assessments";
import { Invalid } from "../../../server/errors";
import { PAGE_SIZE } from "../../../server/kernel/paging";
import { parseInput } from "../../../server/kernel/parse-input";
import { listAssessmentsAsStaff, listAttemptsAsStaff } from "../../../server/modules/assessments";
import type { Route } from "./+types/assessments";

const FILTER_NAMES = [
  "assessment",
  "from",
  "to",
  "minScore",
  "maxScore",
  "passed",
  "flagged",
  "status",
  "q",
] as const;
type Filters = Partial<Record<(typeof FILTER_NAMES)[number], string>>;

/**
 * The sittings the URL's filters ask for (an empty field is no filter). Filters the API refuses are
 * shown at their fields with an empty list, never as an error page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const filters: Filters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ""]).filter(([, value]) => value !== ""),
  );
  const assessments = await listAssessmentsAsStaff();
  try {
    const parsed = parseInput(attemptFiltersSchema, { ...filters, page: params.get("page") || undefined });
    return { assessments, filters, sittings: await listAttemptsAsStaff(parsed), fields: {} };
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    const empty: StaffAttemptPage = { rows: [], total: 0, page: 1, pageSize: PAGE_SIZE };
    return { assessments, filters, sittings: empty, fields: error.fields ?? {} };
  }
}

export const meta = () => [{ title: "Assessments · Admin" }];

const STATUS_OPTIONS = ATTEMPT_STATUSES.map((value) => ({ value, label: ATTEMPT_STATUS_LABELS[value] }));
const PASSED_OPTIONS = [
  { value: "yes", label: "Passed" },
  { value: "no", label: "Not passed" },
];
const FLAGGED_OPTIONS = [
  { value: "yes", label: "Left the page or pasted" },
  { value: "no", label: "No flagged events" },
];

/**
 * SPEC §2 /admin/assessments: every sitting, newest first, filtered by assessment, start date (Florida),
 * score, pass, flagged events (left the page, pasted), status and person; each opens in detail. The
 * CSV export carries the same filters.
 */
export default function AdminAssessments({ loaderData }: Route.ComponentProps) {
  const { assessments, filters, sittings, fields } = loaderData;
  const hasErrors = Object.keys(fields).length > 0;
  const exportQuery = new URLSearchParams(filters as Record<string, string>).toString();
  return (
    <>
      <PageTitle
        actions={
          hasErrors ? null : (
            <a
              href={`/api/admin/assessments/attempts/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
              download
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
            >
              Export CSV
            </a>
          )
        }
      >
        Assessments
      </PageTitle>
      <AssessmentTabs assessments={assessments} />
      <Form
        method="get"
        role="search"
        aria-label="Filter sittings"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            id="sittings-q"
            name="q"
            type="search"
            label="Person (email or candidate name)"
            defaultValue={filters.q}
            maxLength={200}
            error={fields.q}
            className="sm:col-span-2"
          />
          <SelectField
            id="sittings-assessment"
            name="assessment"
            label="Assessment"
            anyLabel="Any assessment"
            options={assessments.map(({ id, title }) => ({ value: id, label: title }))}
            defaultValue={filters.assessment ?? ""}
            error={fields.assessment}
          />
          <SelectField
            id="sittings-status"
            name="status"
            label="Status"
            anyLabel="Any status"
            options={STATUS_OPTIONS}
            defaultValue={filters.status ?? ""}
            error={fields.status}
          />
          <TextField
            id="sittings-from"
            name="from"
            type="date"
            label="Started from"
            defaultValue={filters.from}
            error={fields.from}
          />
          <TextField
            id="sittings-to"
            name="to"
            type="date"
            label="Started until"
            defaultValue={filters.to}
            error={fields.to}
          />
          <TextField
            id="sittings-min-score"
            name="minScore"
            inputMode="numeric"
            label="Score at least"
            defaultValue={filters.minScore}
            error={fields.minScore}
          />
          <TextField
            id="sittings-max-score"
            name="maxScore"
            inputMode="numeric"
            label="Score at most"
            defaultValue={filters.maxScore}
            error={fields.maxScore}
          />
          <SelectField
            id="sittings-passed"
            name="passed"
            label="Result"
            anyLabel="Any result"
            options={PASSED_OPTIONS}
            defaultValue={filters.passed ?? ""}
            error={fields.passed}
          />
          <SelectField
            id="sittings-flagged"
            name="flagged"
            label="Flagged events"
            anyLabel="Any"
            options={FLAGGED_OPTIONS}
            defaultValue={filters.flagged ?? ""}
            error={fields.flagged}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit">Filter sittings</Button>
          <Link to="/admin/assessments" className="text-ocean-700 text-sm underline underline-offset-2">
            Clear the filters
          </Link>
        </div>
      </Form>
      {hasErrors ? (
        <Notice tone="error" className="mt-4">
          {M.filter}
        </Notice>
      ) : null}
      <ConsoleTable
        caption="Sittings, newest first"
        columns={7}
        minWidth="widest"
        empty={sittings.rows.length === 0 ? "No sittings match." : null}
        head={
          <>
            <ColumnHeader>Person</ColumnHeader>
            <ColumnHeader>Assessment</ColumnHeader>
            <ColumnHeader>Started</ColumnHeader>
            <ColumnHeader>Score</ColumnHeader>
            <ColumnHeader>Result</ColumnHeader>
            <ColumnHeader>Flagged events</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
          </>
        }
      >
        {sittings.rows.map((row) => (
          <tr key={row.id} className="border-slate-100 border-t align-top" data-testid="sitting-row">
            <th scope="row" className="p-2 text-left font-medium">
              <Link
                to={`/admin/assessments/attempts/${row.id}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {personOf(row.person)}
              </Link>
              {row.person.name ? (
                <span className="block break-all font-normal text-slate-600">{row.person.email}</span>
              ) : (
                <span className="block font-normal text-slate-600">Visitor</span>
              )}
            </th>
            <td className="p-2">{row.assessment.title}</td>
            <td className="p-2">
              <When value={row.startedAt} />
            </td>
            <td className="p-2">
              {row.overall === null ? "—" : row.overall}
              {row.writtenOverridden ? (
                <span className="block text-slate-600">written score reviewed</span>
              ) : null}
            </td>
            <td className="p-2">{passLabel(row)}</td>
            <td className="p-2">
              {row.flaggedEvents > 0 ? (
                <span className="font-semibold text-amber-900">{row.flaggedEvents} flagged</span>
              ) : (
                "None"
              )}
            </td>
            <td className="p-2">
              <AttemptStatusBadge row={row} />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={sittings.page} pageSize={sittings.pageSize} total={sittings.total} />
    </>
  );
}
