import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { InterviewRequestForm } from "~/components/employer/interview-request-form";
import { InterviewItem } from "~/components/employer/interview-schedule";
import { Panel } from "~/components/employer/panel";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { EmployerInterview } from "../../../common/candidate-submissions";
import { canEmployer } from "../../../common/employer-options";
import { INTERVIEW_TIME_ZONES } from "../../../common/interviews";
import { listCompanySubmissions } from "../../../server/modules/candidate-submissions";
import { listEmployerInterviews } from "../../../server/modules/interviews";
import type { Route } from "./+types/interviews";

/**
 * /employer/interviews: request an interview with an approved candidate, the schedule in the user's
 * time zone (Eastern beside it), reschedule and cancel, and feedback once an interview took place.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  if (!canEmployer(session.role, "manageCandidates")) return { allowed: false as const };
  const [schedule, approved] = await Promise.all([
    listEmployerInterviews(session),
    listCompanySubmissions(session, { status: "approved_for_interview" }),
  ]);
  return {
    allowed: true as const,
    ...schedule,
    candidates: approved
      .filter((submission) => !submission.hasOpenInterview)
      .map((submission) => ({
        value: submission.id,
        label: `${submission.candidate.name} · ${submission.order.title}`,
      })),
    preselected: new URL(request.url).searchParams.get("candidate") ?? "",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Interviews",
    description: "Request, reschedule and review interviews with your candidates.",
    path: "/employer/interviews",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const zoneLabel = (zone: string) =>
  INTERVIEW_TIME_ZONES.find((option) => option.value === zone)?.label ?? zone;

export default function EmployerInterviews({ loaderData }: Route.ComponentProps) {
  const [message, setMessage] = useState<string | null>(null);
  if (!loaderData.allowed) {
    return (
      <div className="space-y-6">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Interviews</h1>
        <Notice tone="info">
          Your role doesn&apos;t include interviews. Owners and hiring managers request and manage them.
        </Notice>
      </div>
    );
  }
  const { interviews, timeZone, candidates, preselected } = loaderData;
  const upcoming = interviews.filter((interview) => !interview.over && interview.status !== "cancelled");
  const past = interviews.filter((interview) => interview.over || interview.status === "cancelled").reverse();
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Interviews</h1>
      {message ? <Notice tone="success">{message}</Notice> : null}
      <TimeZoneForm timeZone={timeZone} />
      <Panel id="request-interview" title="Request an interview">
        <InterviewRequestForm
          candidates={candidates}
          preselected={preselected}
          timeZoneLabel={zoneLabel(timeZone)}
        />
      </Panel>
      <ScheduleSection
        id="upcoming-interviews"
        title="Upcoming"
        empty="No upcoming interviews."
        interviews={upcoming}
        timeZone={timeZone}
        onDone={setMessage}
      />
      <ScheduleSection
        id="past-interviews"
        title="Past and cancelled"
        empty="No past interviews yet."
        interviews={past}
        timeZone={timeZone}
        onDone={setMessage}
      />
    </div>
  );
}

function ScheduleSection({
  id,
  title,
  empty,
  interviews,
  timeZone,
  onDone,
}: {
  id: string;
  title: string;
  empty: string;
  interviews: EmployerInterview[];
  timeZone: string;
  onDone: (text: string) => void;
}) {
  return (
    <Panel id={id} title={title}>
      {interviews.length === 0 ? (
        <p className="text-slate-600 text-sm">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <InterviewItem interview={interview} timeZone={timeZone} onDone={onDone} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The zone the page shows times in and reads proposed times in; saved for the user. */
function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const revalidator = useRevalidator();
  const [zone, setZone] = useState(timeZone);
  const { sending, errors, outcome, submit } = useApiSubmit();
  const options = INTERVIEW_TIME_ZONES.some((option) => option.value === timeZone)
    ? INTERVIEW_TIME_ZONES
    : [{ value: timeZone, label: timeZone }, ...INTERVIEW_TIME_ZONES];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => apiRequest("PUT", "/api/employers/interviews/time-zone", { timeZone: zone }), {
      success: async () => {
        await revalidator.revalidate();
        return "Times are now shown in your new time zone.";
      },
      failure: "We could not save your time zone. Please try again.",
    });
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Your time zone"
    >
      <SelectField
        id="employer-time-zone"
        label="Your time zone"
        options={options}
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        error={errors.timeZone}
      />
      <SubmitButton variant="outline" pending={sending} pendingLabel="Saving...">
        Save Time Zone
      </SubmitButton>
      {outcome ? (
        <Notice tone={outcome.tone} className="w-full">
          {outcome.text}
        </Notice>
      ) : null}
    </form>
  );
}
