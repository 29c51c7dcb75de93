import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  PageTitle,
  Pagination,
  useQueryLink,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import { cn } from "~/lib/utils";
import {
  type AdminInterview,
  formatInZone,
  INTERVIEW_RESPONSE_LABELS,
  INTERVIEW_STATUS_LABELS,
} from "../../../common/interviews";
import { listAdminInterviews } from "../../../server/modules/interviews";
import type { Route } from "./+types/interviews";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminInterviews);
}

const RANGES = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
] as const;

function Place({ interview }: { interview: AdminInterview }) {
  if (interview.format === "video" && interview.meetingUrl) {
    return (
      <a
        href={interview.meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-ocean-700 underline underline-offset-2"
      >
        {interview.meetingUrl}
      </a>
    );
  }
  return <span className="break-words">{interview.location}</span>;
}

/**
 * Interviews across applications: upcoming soonest first, or past latest first. Each row shows the
 * candidate's answer (confirmed, or a reschedule request with their note) beside the time.
 */
export default function AdminInterviews({ loaderData }: Route.ComponentProps) {
  const { rows, range, page, pageSize, total } = loaderData;
  const link = useQueryLink();
  return (
    <>
      <PageTitle>Interviews</PageTitle>
      <nav aria-label="Which interviews" className="flex gap-2">
        {RANGES.map(({ value, label }) => (
          <Link
            key={value}
            to={link({ range: value })}
            aria-current={range === value ? "page" : undefined}
            className={cn(
              "rounded-md border px-4 py-2 font-medium text-sm",
              range === value
                ? "border-ocean-700 bg-ocean-700 text-white"
                : "border-slate-300 bg-white text-slate-900 hover:border-ocean-700",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ConsoleTable
        caption={`${range === "upcoming" ? "Upcoming" : "Past"} interviews, ${total} in all`}
        columns={5}
        empty={rows.length === 0 ? `No ${range} interviews.` : null}
        head={
          <>
            <ColumnHeader>When</ColumnHeader>
            <ColumnHeader>Candidate and job</ColumnHeader>
            <ColumnHeader>Format and place</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Candidate's answer</ColumnHeader>
          </>
        }
      >
        {rows.map((interview) => (
          <tr key={interview.id} className="border-slate-100 border-t align-top" data-testid="interview-row">
            <td className="p-2">
              <span className={interview.status === "cancelled" ? "line-through" : undefined}>
                {formatInZone(interview.startsAt, interview.timeZone)}
              </span>
              <span className="block text-slate-600">
                {interview.durationMinutes} min · {interview.timeZone}
              </span>
              {interview.timeZone !== "America/New_York" ? (
                <span className="block text-slate-600">
                  {formatInZone(interview.startsAt, "America/New_York")}
                </span>
              ) : null}
            </td>
            <th scope="row" className="p-2 text-left font-medium">
              <Link
                to={`/admin/applications/${interview.applicationId}`}
                className="text-ocean-700 underline-offset-2 hover:underline"
              >
                {interview.candidate.name}
              </Link>
              <span className="block font-normal text-slate-600">{interview.candidate.email}</span>
              <span className="block font-normal text-slate-600">
                {interview.job ? `${interview.job.title} · ${interview.job.company}` : "General application"}
              </span>
            </th>
            <td className="p-2">
              {interview.formatLabel}
              <span className="block">
                <Place interview={interview} />
              </span>
              {interview.interviewers.length ? (
                <span className="block text-slate-600">With {interview.interviewers.join(", ")}</span>
              ) : null}
            </td>
            <td className="p-2">{INTERVIEW_STATUS_LABELS[interview.status]}</td>
            <td className="p-2">
              <span
                className={
                  interview.candidateResponse === "reschedule_requested"
                    ? "font-semibold text-amber-900"
                    : undefined
                }
              >
                {INTERVIEW_RESPONSE_LABELS[interview.candidateResponse]}
              </span>
              {interview.candidateNote ? (
                <q className="mt-1 block whitespace-pre-line text-slate-700">{interview.candidateNote}</q>
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
