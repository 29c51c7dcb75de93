import { BookmarkCheckIcon, BookmarkIcon, CircleCheckIcon, SendIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useSavedBuilderResumes } from "~/components/applications/saved-resume-field";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import { JobFacts } from "~/components/jobs/job-facts";
import { jobHref } from "~/components/jobs/job-links";
import { Button, buttonVariants } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage } from "~/lib/api-errors";
import type { JobSummary } from "../../../../common/jobs";

type ApplyState =
  | { step: "idle" }
  | { step: "confirm" }
  | { step: "sending" }
  | { step: "sent"; reference: string }
  | { step: "already" }
  | { step: "error"; message: string };

/**
 * One search result: the job's facts, a Save/Saved toggle and "Apply with my profile", which first
 * shows exactly what will be sent (name, email, phone, stored resume, or a resume they saved on
 * /resume-builder) and sends it on confirmation.
 */
export function PortalJobResult({
  job,
  saved,
  applied,
  onToggleSave,
  saving,
}: {
  job: JobSummary;
  saved: boolean;
  /** An application to this job is already on the account (from /apply or from here). */
  applied: boolean;
  onToggleSave: (job: JobSummary, save: boolean) => void;
  saving: boolean;
}) {
  const candidate = usePortalCandidate();
  const [apply, setApply] = useState<ApplyState>({ step: "idle" });
  const [coverLetter, setCoverLetter] = useState("");
  const [builderResumeId, setBuilderResumeId] = useState("");
  const panelId = useId();
  const headingId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const confirming = apply.step === "confirm";
  const savedResumes = useSavedBuilderResumes(confirming || apply.step === "sending");
  const chosenResume = savedResumes?.resumes.find((resume) => resume.id === builderResumeId);
  const canSend = Boolean(candidate.resume || chosenResume);

  // The button that opened the confirmation is gone: focus goes to the question it asks.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const send = async () => {
    setApply({ step: "sending" });
    try {
      const response = await apiRequest("POST", "/api/candidates/applications", {
        jobId: job.id,
        ...(coverLetter.trim() ? { coverLetter: coverLetter.trim() } : {}),
        ...(chosenResume ? { builderResumeId: chosenResume.id } : {}),
      });
      const { application } = (await response.json()) as { application: { id: string } };
      setApply({ step: "sent", reference: application.id });
    } catch (error) {
      if (httpStatusOf(error) === 409) setApply({ step: "already" });
      else
        setApply({
          step: "error",
          message: serverErrorMessage(error) ?? "We could not send your application. Please try again.",
        });
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-balance font-bold text-lg text-slate-900 leading-snug">
            <Link to={jobHref(job.id)} className="rounded-sm hover:text-brand-800 hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="mt-1 font-medium text-slate-700">{job.company}</p>
          <JobFacts job={job} className="mt-3 text-sm" />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            aria-pressed={saved}
            disabled={saving}
            onClick={() => onToggleSave(job, !saved)}
          >
            {saved ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkIcon aria-hidden="true" />}
            {saved ? "Saved" : "Save"}
            <span className="sr-only"> {job.title}</span>
          </Button>
          {applied && apply.step === "idle" ? (
            <Link to="/candidate/applications" className={buttonVariants({ variant: "outline" })}>
              <CircleCheckIcon aria-hidden="true" />
              Applied
              <span className="sr-only">: see your application to {job.title}</span>
            </Link>
          ) : apply.step === "idle" || apply.step === "error" ? (
            <Button onClick={() => setApply({ step: "confirm" })}>
              <SendIcon aria-hidden="true" />
              Apply with my profile
              <span className="sr-only"> to {job.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <div id={panelId}>
        {apply.step === "confirm" || apply.step === "sending" ? (
          <div className="mt-5 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p ref={confirmRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
              Send this to our recruiters for {job.title}?
            </p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">Name</dt>
              <dd className="break-words text-slate-900">
                {candidate.firstName} {candidate.lastName}
              </dd>
              <dt className="text-slate-600">Email</dt>
              <dd className="break-all text-slate-900">{candidate.email}</dd>
              <dt className="text-slate-600">Phone</dt>
              <dd className="text-slate-900">{candidate.phone}</dd>
              <dt className="text-slate-600">Resume</dt>
              <dd className="break-words text-slate-900">
                {chosenResume
                  ? `${chosenResume.name} (from the resume builder)`
                  : (candidate.resume?.fileName ?? "None on your profile")}
              </dd>
            </dl>
            {savedResumes ? (
              <SelectField
                id={`${panelId}-resume`}
                label="Resume to send"
                anyLabel={
                  candidate.resume
                    ? `Your profile's resume (${candidate.resume.fileName})`
                    : "Choose one of your saved resumes"
                }
                value={chosenResume ? chosenResume.id : ""}
                onChange={(event) => setBuilderResumeId(event.target.value)}
                options={savedResumes.resumes.map((resume) => ({ value: resume.id, label: resume.name }))}
              />
            ) : null}
            {canSend || savedResumes ? (
              <>
                <TextareaField
                  id={`${panelId}-cover`}
                  label="Note to the recruiter"
                  optional
                  rows={3}
                  maxLength={5000}
                  value={coverLetter}
                  onChange={(event) => setCoverLetter(event.target.value)}
                />
                <div className="flex flex-wrap gap-2">
                  <Button onClick={send} disabled={apply.step === "sending" || !canSend}>
                    {apply.step === "sending" ? "Sending..." : "Send application"}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => setApply({ step: "idle" })}
                    disabled={apply.step === "sending"}
                  >
                    Cancel
                  </Button>
                </div>
              </>
            ) : (
              <Notice tone="info" title="Your profile has no resume yet">
                Applying with your profile sends your stored resume.{" "}
                <Link to="/candidate/profile" className="font-medium underline underline-offset-2">
                  Add a resume on your profile
                </Link>
                , then come back to apply.{" "}
                <Button
                  variant="ghost"
                  className="h-auto px-1 py-0"
                  onClick={() => setApply({ step: "idle" })}
                >
                  Close
                </Button>
              </Notice>
            )}
          </div>
        ) : null}
        {apply.step === "sent" ? (
          <Notice tone="success" title="Application sent" className="mt-5">
            We emailed you a confirmation (reference {apply.reference}). Follow it on{" "}
            <Link to="/candidate/applications" className="font-medium underline underline-offset-2">
              My Applications
            </Link>
            .
          </Notice>
        ) : null}
        {apply.step === "already" ? (
          <Notice tone="info" title="You have already applied to this job" className="mt-5">
            <Link to="/candidate/applications" className="font-medium underline underline-offset-2">
              See your applications
            </Link>
          </Notice>
        ) : null}
        {apply.step === "error" ? (
          <Notice tone="error" className="mt-5">
            {apply.message}
          </Notice>
        ) : null}
      </div>
    </article>
  );
}
