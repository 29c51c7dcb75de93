import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { AdminResult } from "~/components/admin/admin-api";
import { AttemptAnswer } from "~/components/admin/assessment-answer";
import { ResetAttempt, WrittenScoreForm } from "~/components/admin/assessment-attempt-actions";
import { AttemptStatusBadge, passLabel, personOf } from "~/components/admin/assessment-parts";
import { ActionPanel, type OnChanged } from "~/components/admin/consultation-actions";
import { When } from "~/components/admin/date-time";
import { ColumnHeader, ConsoleTable, PageTitle } from "~/components/admin/table-controls";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { FLAGGED_EVENT_KINDS, type StaffAttemptDetail } from "../../../common/assessments";
import { getAttemptAsStaff, listAssessmentsAsStaff } from "../../../server/modules/assessments";
import type { Route } from "./+types/assessment-attempt";

/** The sitting, and its assessment's section titles (the answers name their section by key). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const [attempt, assessments] = await Promise.all([
      getAttemptAsStaff(params.id),
      listAssessmentsAsStaff(),
    ]);
    const sections =
      assessments.find((assessment) => assessment.id === attempt.assessment.id)?.sections ?? [];
    return {
      attempt,
      sectionTitles: Object.fromEntries(sections.map((section) => [section.key, section.title])),
    };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `Sitting of ${personOf(data.attempt.person)}` : "Sitting"} · Admin` },
];

type Message = { tone: "success" | "error"; text: string };

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </>
  );
}

/** Where the sitting stands: its person, times, extra time, score, pass and any staff changes. */
function Summary({ attempt }: { attempt: StaffAttemptDetail }) {
  const { result } = attempt;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <Detail term="Person">
        {attempt.person.candidateId ? (
          <Link
            to={`/admin/candidate-database/${attempt.person.candidateId}`}
            className="text-ocean-700 underline underline-offset-2"
          >
            {attempt.person.name ?? attempt.person.email}
          </Link>
        ) : (
          "Visitor (no account)"
        )}
      </Detail>
      <Detail term="Email">
        <span className="break-all">{attempt.person.email}</span>
      </Detail>
      <Detail term="Assessment">{attempt.assessment.title}</Detail>
      <Detail term="Status">
        <AttemptStatusBadge row={attempt} />
      </Detail>
      <Detail term="Started">
        <When value={attempt.startedAt} />
      </Detail>
      <Detail term="Deadline">
        <When value={attempt.deadlineAt} />
        {attempt.extraTimePercent > 0 ? ` (with +${attempt.extraTimePercent}% extra time)` : null}
      </Detail>
      <Detail term="Closed">{attempt.closedAt ? <When value={attempt.closedAt} /> : "Still running"}</Detail>
      <Detail term="Overall score">
        {result ? `${result.overall} (pass mark ${result.passThreshold})` : "—"}
      </Detail>
      <Detail term="Result">{passLabel(attempt)}</Detail>
      {result ? <Detail term="What it means">{result.meaning}</Detail> : null}
      <Detail term="Shared with employers">{attempt.sharedWithEmployers ? "Yes" : "No"}</Detail>
      {attempt.resetInfo ? (
        <Detail term="Reset">
          <When value={attempt.resetInfo.at} /> by {attempt.resetInfo.by}: {attempt.resetInfo.reason}
        </Detail>
      ) : null}
    </dl>
  );
}

function EventsTimeline({ attempt }: { attempt: StaffAttemptDetail }) {
  return (
    <section aria-labelledby="sitting-events" className="mt-8">
      <h2 id="sitting-events" className="font-semibold text-lg text-slate-900">
        Events ({attempt.flaggedEvents} flagged)
      </h2>
      {attempt.events.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">
          No events: the person stayed on the page and pasted nothing.
        </p>
      ) : (
        <ol className="mt-2 space-y-1 border-slate-200 border-l-2 pl-4 text-sm" data-testid="sitting-events">
          {attempt.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the events have no id; the list only grows, in time order.
            <li key={`${event.at}-${index}`}>
              <When value={event.at} /> ·{" "}
              <span
                className={FLAGGED_EVENT_KINDS.includes(event.kind) ? "font-semibold text-amber-900" : ""}
              >
                {event.label}
              </span>
              {event.position !== null ? ` (on question ${event.position})` : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The overrides of the written score, newest first, from the audit log. */
function OverrideHistory({ attempt }: { attempt: StaffAttemptDetail }) {
  if (attempt.writtenOverrideHistory.length === 0)
    return <p className="mb-4 text-slate-600 text-sm">The written score has not been overridden.</p>;
  return (
    <ol aria-label="Written score overrides, newest first" className="mb-4 space-y-2 text-sm">
      {attempt.writtenOverrideHistory.map((entry) => (
        <li key={entry.at} className="rounded-lg border border-slate-200 p-3" data-testid="override-entry">
          <When value={entry.at} /> · {entry.by}: {entry.previous ?? "—"} → <strong>{entry.score}</strong>
          <span className="block text-slate-700">Reason: {entry.reason}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One sitting for staff: each question as it was shown with the answer, its score and time, the
 * events (left the page, came back, pasted), the section scores and the result; staff override the
 * written score with a reason or reset the sitting (both audited).
 */
export default function AdminAssessmentAttempt({ loaderData }: Route.ComponentProps) {
  const { attempt, sectionTitles } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);
  const person = personOf(attempt.person);
  const written = attempt.answers.find((answer) => answer.kind === "written");

  const changed: OnChanged = async <T,>(result: AdminResult<T>, success: string) => {
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
    return result;
  };

  return (
    <>
      <Link to="/admin/assessments" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Sittings
      </Link>
      <div className="mt-2">
        <PageTitle>
          Sitting of <span className="break-all">{person}</span>
        </PageTitle>
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <Summary attempt={attempt} />
      {attempt.result ? (
        <ConsoleTable
          caption="Section scores"
          columns={2}
          minWidth="narrow"
          empty={null}
          head={
            <>
              <ColumnHeader>Section</ColumnHeader>
              <ColumnHeader>Score (0 to 100)</ColumnHeader>
            </>
          }
        >
          {attempt.result.sections.map((section) => (
            <tr key={section.key} className="border-slate-100 border-t">
              <th scope="row" className="p-2 text-left font-medium">
                {section.title}
              </th>
              <td className="p-2">{section.score}</td>
            </tr>
          ))}
          <tr className="border-slate-200 border-t-2">
            <th scope="row" className="p-2 text-left font-semibold">
              Overall
            </th>
            <td className="p-2 font-semibold">{attempt.result.overall}</td>
          </tr>
        </ConsoleTable>
      ) : null}
      <EventsTimeline attempt={attempt} />
      {written ? (
        <ActionPanel
          id="written-score-title"
          title="Override the written score"
          hint="Replace the rule score of the written reply with your own; the section, overall score and result are recomputed. The person sees that the score was reviewed, not the reason."
        >
          <p className="mb-4 text-sm">
            <a href={`#answer-${written.position}`} className="text-ocean-700 underline underline-offset-2">
              Read the reply (question {written.position})
            </a>
          </p>
          <OverrideHistory attempt={attempt} />
          <WrittenScoreForm attempt={attempt} onChanged={changed} />
        </ActionPanel>
      ) : null}
      <ActionPanel
        id="extra-time-title"
        title="Extra time"
        hint="Extra time applies to sittings started after it is granted."
      >
        <Link
          to={`/admin/assessments/accommodations?${new URLSearchParams({
            assessment: attempt.assessment.id,
            ...(attempt.person.candidateId ? { candidate: attempt.person.candidateId } : {}),
            email: attempt.person.email,
          })}`}
          className="text-ocean-700 text-sm underline underline-offset-2"
        >
          Grant <span className="break-all">{person}</span> extra time
        </Link>
      </ActionPanel>
      {attempt.resetInfo ? null : (
        <ActionPanel
          id="reset-title"
          title="Reset the sitting"
          hint="For a sitting that should not count (a power cut, a wrong person). It is kept for the record."
        >
          <ResetAttempt attempt={attempt} onChanged={changed} />
        </ActionPanel>
      )}
      <section aria-labelledby="sitting-answers" className="mt-8">
        <h2 id="sitting-answers" className="font-semibold text-lg text-slate-900">
          Questions and answers
        </h2>
        <div className="mt-3 space-y-3">
          {attempt.answers.map((answer) => (
            <AttemptAnswer
              key={answer.position}
              answer={answer}
              sectionTitle={sectionTitles[answer.sectionKey] ?? answer.sectionKey}
            />
          ))}
        </div>
      </section>
    </>
  );
}
