import { Form, Link } from "react-router";
import { formatDateTime, PageTitle, Pagination } from "~/components/admin/table-controls";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { TableScroll } from "~/components/ui/table-scroll";
import { requireAdminPage } from "~/lib/admin-guard.server";
import {
  CANDIDATE_DATABASE_LIMITS,
  CANDIDATE_SEARCH_SORT_LABELS,
  CANDIDATE_SEARCH_SORTS,
  type CandidateSearchPage,
  candidatePlace,
} from "../../../common/candidate-database";
import { Invalid } from "../../../server/errors";
import { candidateSearchOf, searchCandidates } from "../../../server/modules/candidate-database";
import type { Route } from "./+types/candidate-database";

const FILTERS = [
  "q",
  "skills",
  "location",
  "availableBy",
  "maxPay",
  "payPeriod",
  "activeWithin",
  "sort",
  "listed",
] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""])) as Filters;
  try {
    const results = await searchCandidates(candidateSearchOf(params));
    return { filters, results, fields: {} as Record<string, string> };
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    const empty: CandidateSearchPage = {
      rows: [],
      total: 0,
      totalIsCapped: false,
      page: 1,
      pageSize: CANDIDATE_DATABASE_LIMITS.pageSize,
      sort: "active",
    };
    return { filters, results: empty, fields: error.fields ?? {} };
  }
}

export const meta = () => [{ title: "Candidate database · Sunshine Staffing console" }];

const SORT_OPTIONS = CANDIDATE_SEARCH_SORTS.map((value) => ({
  value,
  label: CANDIDATE_SEARCH_SORT_LABELS[value],
}));
const PERIOD_OPTIONS = [
  { value: "year", label: "per year" },
  { value: "hour", label: "per hour" },
] as const;

const describedBy = (fields: Record<string, string>, id: string) =>
  fields[id] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

function availability(availableFrom: string | null): string {
  if (!availableFrom) return "Now";
  const today = new Date().toISOString().slice(0, 10);
  if (availableFrom <= today) return "Now";
  return new Date(`${availableFrom}T12:00:00Z`).toLocaleDateString("en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}

/**
 * SPEC §2: recruiters search candidate profiles and resumes. Words rank name, then headline and
 * skills, then location, then resume text; misspellings still find; filters narrow; pages come
 * from the server. Everything is in the URL, so a search can be shared and reloaded.
 */
export default function AdminCandidateDatabase({ loaderData }: Route.ComponentProps) {
  const { filters, results, fields } = loaderData;
  const hasErrors = Object.keys(fields).length > 0;
  const caption = `Candidates, sorted by ${results.sort === "relevance" ? "best match" : "last activity"}`;
  return (
    <>
      <PageTitle>Candidate database</PageTitle>
      <Form
        method="get"
        role="search"
        aria-label="Search candidates"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="q" label="Words (name, headline, skills, location, resume)" className="sm:col-span-2">
            <Input
              id="q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={CANDIDATE_DATABASE_LIMITS.query}
            />
          </Field>
          <Field
            id="skills"
            label="Has all of these skills (comma-separated)"
            error={fields.skills}
            className="sm:col-span-2"
          >
            <Input
              id="skills"
              name="skills"
              defaultValue={filters.skills}
              placeholder="Python, SQL"
              {...describedBy(fields, "skills")}
            />
          </Field>
          <Field id="location" label="Location (city or state)" error={fields.location}>
            <Input
              id="location"
              name="location"
              defaultValue={filters.location}
              placeholder="Miami, FL"
              {...describedBy(fields, "location")}
            />
          </Field>
          <Field id="availableBy" label="Available by" error={fields.availableBy}>
            <Input
              id="availableBy"
              name="availableBy"
              type="date"
              defaultValue={filters.availableBy}
              {...describedBy(fields, "availableBy")}
            />
          </Field>
          <div className="flex items-end gap-2">
            <Field id="maxPay" label="Desired pay at most ($)" error={fields.maxPay} className="flex-1">
              <Input
                id="maxPay"
                name="maxPay"
                inputMode="numeric"
                defaultValue={filters.maxPay}
                {...describedBy(fields, "maxPay")}
              />
            </Field>
            <div className="w-32">
              <label htmlFor="payPeriod" className="sr-only">
                Pay period
              </label>
              <Select
                id="payPeriod"
                name="payPeriod"
                defaultValue={filters.payPeriod || "year"}
                options={PERIOD_OPTIONS}
              />
            </div>
          </div>
          <Field id="activeWithin" label="Active in the last (days)" error={fields.activeWithin}>
            <Input
              id="activeWithin"
              name="activeWithin"
              type="number"
              min={1}
              max={CANDIDATE_DATABASE_LIMITS.activeWithinDays}
              defaultValue={filters.activeWithin}
              {...describedBy(fields, "activeWithin")}
            />
          </Field>
          <Field id="sort" label="Sort by">
            <Select id="sort" name="sort" defaultValue={filters.sort || "relevance"} options={SORT_OPTIONS} />
          </Field>
          <label className="flex min-h-11 items-center gap-2 self-end text-slate-900 text-sm">
            <input
              type="checkbox"
              name="listed"
              value="true"
              defaultChecked={filters.listed === "true"}
              className="size-5 accent-brand-700"
            />
            Only listed in the public candidate database
          </label>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit">Search</Button>
          <Link
            to="/admin/candidate-database"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-sm"
          >
            Clear filters
          </Link>
        </div>
      </Form>
      {hasErrors ? (
        <Notice tone="error" className="mt-4">
          Please correct the highlighted filters.
        </Notice>
      ) : null}
      <p className="mt-4 text-slate-700 text-sm" aria-live="polite">
        {results.totalIsCapped ? (
          <>
            <strong>{results.total.toLocaleString("en-US")}+ candidates</strong> match: pages go as far as the
            first {results.total.toLocaleString("en-US")}. Add words or filters to narrow the search.
          </>
        ) : (
          <>
            <strong>
              {results.total.toLocaleString("en-US")} {results.total === 1 ? "candidate" : "candidates"}
            </strong>{" "}
            {results.total === 1 ? "matches" : "match"}.
          </>
        )}
      </p>
      <TableScroll label={caption} className="mt-2 rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[820px] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {["Name", "Headline", "Location", "Skills", "Available", "Last active", "Public database"].map(
                (heading) => (
                  <th key={heading} scope="col" className="p-2 text-left">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {results.rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="p-4 text-center text-slate-600">
                  No candidates match.
                </td>
              </tr>
            ) : null}
            {results.rows.map((row) => (
              <tr key={row.id} className="border-slate-100 border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  <Link
                    to={`/admin/candidate-database/${row.id}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {row.firstName} {row.lastName}
                  </Link>
                </th>
                <td className="p-2">{row.headline ?? ""}</td>
                <td className="p-2">{candidatePlace(row)}</td>
                <td className="p-2">{row.skills.slice(0, 6).join(", ")}</td>
                <td className="p-2">{availability(row.availableFrom)}</td>
                <td className="p-2">{formatDateTime(row.lastActiveAt)}</td>
                <td className="p-2">{row.listed ? "Listed" : "Not listed"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pagination
        page={results.page}
        pageSize={results.pageSize}
        total={results.total}
        capped={results.totalIsCapped}
      />
    </>
  );
}
