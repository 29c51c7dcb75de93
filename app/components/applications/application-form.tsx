import { BriefcaseIcon, SendIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  type FieldErrors,
  type FormProblem,
  fieldErrorsIn,
  fieldErrorsOf,
  refusalOf,
} from "~/components/forms/form-outcome";
import { FormSubmit } from "~/components/forms/form-submit";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { EmailField, FullNameField, PhoneField } from "~/components/forms/person-fields";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import { APPLICATION_LIMITS, GENERAL_APPLICATION } from "../../../common/application-options";
import { ConsentFields } from "./consent-fields";
import { ResumeFileField } from "./resume-file-field";
import { SavedResumeField, useSavedBuilderResumes } from "./saved-resume-field";
import { useResumeForm } from "./use-resume-form";

export type JobChoice = { id: string; title: string; company: string; location: string };

/** What the page shows once an application went through (the action's or the API's answer). */
export type ApplicationOutcome = {
  status: "received" | "duplicate";
  message: string;
  email: string;
  jobTitle: string | null;
};

const FIELD_ORDER = [
  "jobId",
  "fullName",
  "email",
  "phone",
  "resume",
  "builderResumeId",
  "coverLetter",
  "consentTerms",
] as const;

type ApplicationFormProps = {
  /** The job from ?job=, when it is open; otherwise the visitor picks one or applies generally. */
  job: JobChoice | null;
  jobOptions: JobChoice[];
  /** A refusal or field errors from the page's action (a submission without JavaScript). */
  serverProblem?: FormProblem;
  onSubmitted: (outcome: ApplicationOutcome) => void;
};

/**
 * The application: job (fixed or picked), contact details, resume, optional cover letter and the two
 * consents. Without JavaScript it is a plain multipart form the page's action receives, and the
 * browser's own checks (required, type=email) run first. With JavaScript it checks the fields with
 * the shared schema, then sends through XMLHttpRequest to POST /api/applications with a progress bar.
 * A signed-in candidate with resumes saved on /resume-builder may pick one instead of a file.
 */
export function ApplicationForm({ job, jobOptions, serverProblem, onSubmitted }: ApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const savedResumes = useSavedBuilderResumes();
  const { onSubmit, progress, problem, sending } = useResumeForm({
    url: "/api/applications",
    fieldOrder: FIELD_ORDER,
    validate: validateApplication,
    onSuccess: (body, status) => onSubmitted(outcomeOf(body, status)),
    savedResumeToken: savedResumes?.token,
  });

  // Once scripts run, our own inline messages replace the browser's bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const shown = problem ?? serverProblem;
  const errors = fieldErrorsIn(shown);

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="application-form-heading"
      className="space-y-5"
    >
      <h2 id="application-form-heading" className="font-semibold text-slate-900 text-xl">
        Your application
      </h2>
      {job ? (
        <AppliedJobCard job={job} />
      ) : (
        <SelectField
          id="apply-job"
          name="jobId"
          label="Position"
          placeholder="Choose a position"
          defaultValue={GENERAL_APPLICATION}
          options={[
            { value: GENERAL_APPLICATION, label: "General application (any suitable role)" },
            ...jobOptions.map((option) => ({
              value: option.id,
              label: `${option.title} · ${option.company} · ${option.location}`,
            })),
          ]}
          error={errors.jobId}
        />
      )}
      <FullNameField
        id="apply-full-name"
        required
        maxLength={APPLICATION_LIMITS.fullName}
        error={errors.fullName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField id="apply-email" required maxLength={APPLICATION_LIMITS.email} error={errors.email} />
        <PhoneField id="apply-phone" required maxLength={APPLICATION_LIMITS.phone} error={errors.phone} />
      </div>
      <ResumeFileField id="apply-resume" error={errors.resume} progress={progress} />
      {savedResumes ? (
        <SavedResumeField
          id="apply-builder-resume"
          resumes={savedResumes.resumes}
          error={errors.builderResumeId}
        />
      ) : null}
      <TextareaField
        id="apply-cover-letter"
        name="coverLetter"
        label="Cover letter"
        optional
        rows={5}
        maxLength={APPLICATION_LIMITS.coverLetter}
        error={errors.coverLetter}
      />
      <ConsentFields idPrefix="apply" error={errors.consentTerms} />
      <HoneypotField idPrefix="apply" />
      <FormSubmit
        refusal={refusalOf(shown)}
        pending={sending}
        pendingLabel="Submitting..."
        icon={<SendIcon aria-hidden="true" />}
      >
        Submit Application
      </FormSubmit>
    </form>
  );
}

function AppliedJobCard({ job }: { job: JobChoice }) {
  return (
    <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <BriefcaseIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="text-slate-700 text-sm">Applying for</p>
        <p className="font-semibold text-slate-900">{job.title}</p>
        <p className="text-slate-700 text-sm">
          {job.company} · {job.location}
        </p>
        <input type="hidden" name="jobId" value={job.id} />
        <Link to="/apply" className="mt-2 inline-block text-brand-700 text-sm underline underline-offset-2">
          Choose a different position
        </Link>
      </div>
    </div>
  );
}

async function validateApplication(form: FormData): Promise<FieldErrors> {
  const { applicationSchema } = await import("../../../common/applications");
  const parsed = applicationSchema.safeParse(Object.fromEntries(form));
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

function outcomeOf(body: Record<string, unknown>, status: number): ApplicationOutcome {
  const application = (body.application ?? {}) as { email?: string; job?: { title?: string } | null };
  return {
    status: status === 200 && body.duplicate === true ? "duplicate" : "received",
    message: typeof body.message === "string" ? body.message : "",
    email: application.email ?? "",
    jobTitle: application.job?.title ?? null,
  };
}
