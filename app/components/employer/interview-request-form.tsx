import { PlusIcon, XIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_LIMITS } from "../../../common/candidate-submissions";
import { INTERVIEW_DURATIONS, INTERVIEW_LOCATION_LABELS } from "../../../common/interviews";
import { INTERVIEW_FORMAT_LABELS, INTERVIEW_FORMATS, type InterviewFormat } from "../../../common/recruiting";

const FORMAT_OPTIONS = INTERVIEW_FORMATS.map((value) => ({ value, label: INTERVIEW_FORMAT_LABELS[value] }));
const DURATION_OPTIONS = INTERVIEW_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes`,
}));

/**
 * The request for an interview with an approved candidate: up to five proposed times (read in the
 * user's zone, which the hint names), the length, the format with its place, and the interviewers.
 */
export function InterviewRequestForm({
  candidates,
  preselected,
  timeZoneLabel,
}: {
  candidates: { value: string; label: string }[];
  preselected: string;
  timeZoneLabel: string;
}) {
  const revalidator = useRevalidator();
  const [submissionId, setSubmissionId] = useState(preselected);
  const [times, setTimes] = useState<string[]>([""]);
  const [format, setFormat] = useState<InterviewFormat>("video");
  const { sending, errors, outcome, submit } = useApiSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = event.currentTarget;
    await submit(
      () =>
        apiRequest("POST", "/api/employers/interviews", {
          submissionId,
          times: times.filter(Boolean),
          durationMinutes: Number(data.get("durationMinutes")),
          format,
          location: format === "video" ? null : data.get("location"),
          meetingUrl: format === "video" ? data.get("meetingUrl") : null,
          interviewers: data.get("interviewers"),
        }),
      {
        success: async () => {
          form.reset();
          setTimes([""]);
          setSubmissionId("");
          await revalidator.revalidate();
          return "Interview requested. We emailed the candidate to pick one of your times.";
        },
        failure: "We could not send the request. Please try again.",
      },
    );
  }

  // The last approved candidate's request empties the list: its outcome stays above the notice.
  if (candidates.length === 0) {
    return (
      <div className="space-y-4">
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <p className="text-slate-600 text-sm">
          No approved candidates are waiting for an interview. Approve a candidate on the Candidates page
          first.
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <SelectField
        id="request-candidate"
        label="Candidate"
        placeholder="Select a candidate"
        options={candidates}
        value={submissionId}
        onChange={(event) => setSubmissionId(event.target.value)}
        error={errors.submissionId}
      />
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-900 text-sm">Proposed times</legend>
        <p className="text-slate-600 text-sm">
          In your time zone, {timeZoneLabel}. Propose up to {SUBMISSION_LIMITS.maxProposedTimes}, at least an
          hour apart; the candidate picks one.
        </p>
        {errors.times ? (
          <p className="font-medium text-red-700 text-sm" role="alert">
            {errors.times}
          </p>
        ) : null}
        {times.map((time, index) => (
          <div key={`time-${index.toString()}`} className="flex items-end gap-2">
            <TextField
              id={`request-time-${index}`}
              label={`Proposed time ${index + 1}`}
              type="datetime-local"
              className="flex-1"
              value={time}
              onChange={(event) =>
                setTimes((current) => current.map((value, at) => (at === index ? event.target.value : value)))
              }
              error={errors[`times.${index}`]}
            />
            {times.length > 1 ? (
              <Button
                type="button"
                variant="outline"
                aria-label={`Remove proposed time ${index + 1}`}
                onClick={() => setTimes((current) => current.filter((_, at) => at !== index))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {times.length < SUBMISSION_LIMITS.maxProposedTimes ? (
          <Button type="button" variant="outline" onClick={() => setTimes((current) => [...current, ""])}>
            <PlusIcon aria-hidden="true" /> Add another time
          </Button>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="request-duration"
          name="durationMinutes"
          label="Length"
          options={DURATION_OPTIONS}
          defaultValue="60"
          error={errors.durationMinutes}
        />
        <SelectField
          id="request-format"
          label="Format"
          options={FORMAT_OPTIONS}
          value={format}
          onChange={(event) => setFormat(event.target.value as InterviewFormat)}
          error={errors.format}
        />
      </div>
      {format === "video" ? (
        <TextField
          id="request-meeting-url"
          name="meetingUrl"
          type="url"
          label={INTERVIEW_LOCATION_LABELS.video}
          placeholder="https://"
          error={errors.meetingUrl}
        />
      ) : (
        <TextField
          id="request-location"
          name="location"
          label={INTERVIEW_LOCATION_LABELS[format]}
          error={errors.location}
        />
      )}
      <TextField
        id="request-interviewers"
        name="interviewers"
        label="Interviewers"
        optional
        hint="Names, separated by commas."
        error={errors.interviewers}
      />
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Request Interview
      </SubmitButton>
    </form>
  );
}
