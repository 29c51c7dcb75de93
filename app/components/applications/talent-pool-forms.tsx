import { CircleAlertIcon, SaveIcon, UploadIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import {
  APPLICATION_LIMITS,
  type ExtractedResumeFields,
  TALENT_PROFILE_LIMITS,
} from "../../../common/application-options";
import { ConsentFields } from "./consent-fields";
import { type FieldErrors, type FormProblem, focusFirstInvalid } from "./form-outcome";
import { ResumeFileField } from "./resume-file-field";
import { useResumeForm } from "./use-resume-form";

/** The first step's answer: the upload to claim and what was read from it. */
export type StagedUpload = {
  uploadId: string;
  token: string;
  fileName: string;
  fields: ExtractedResumeFields;
};

function ProblemAlert({ problem }: { problem?: FormProblem }) {
  if (problem?.status !== "refused") return null;
  return (
    <p role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-red-800 text-sm">
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {problem.message}
    </p>
  );
}

/**
 * Step 1: the resume alone. With JavaScript it goes to POST /api/resume-uploads with a progress bar;
 * without, the page's action receives the same multipart form.
 */
export function ResumeUploadForm({
  serverProblem,
  onStaged,
}: {
  serverProblem?: FormProblem;
  onStaged: (upload: StagedUpload) => void;
}) {
  const { onSubmit, progress, problem, sending } = useResumeForm({
    url: "/api/resume-uploads",
    fieldOrder: ["resume"],
    onSuccess: (body) => onStaged(body as unknown as StagedUpload),
  });
  const shown = problem ?? serverProblem;
  const errors: FieldErrors = shown?.status === "invalid" ? shown.fieldErrors : {};
  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="resume-upload-heading"
      className="space-y-5"
    >
      <h2 id="resume-upload-heading" className="font-semibold text-slate-900 text-xl">
        1. Upload your resume
      </h2>
      <p className="text-slate-700 text-sm leading-6">
        We'll read your name, contact details, skills and latest job title from it, and you can correct
        anything before saving.
      </p>
      <ResumeFileField id="talent-resume" error={errors.resume} progress={progress} />
      <ProblemAlert problem={shown} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        <UploadIcon aria-hidden="true" />
        {sending ? "Uploading..." : "Upload Resume"}
      </Button>
    </form>
  );
}

const PROFILE_FIELD_ORDER = ["fullName", "email", "phone", "recentTitle", "skills", "consentTerms"] as const;

/**
 * Step 2: the fields read from the resume, for the person to correct, and the consents. Posted to the
 * page's action (with or without JavaScript) with the upload's id and token.
 */
export function TalentProfileForm({ upload, problem }: { upload: StagedUpload; problem?: FormProblem }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const errors: FieldErrors = problem?.status === "invalid" ? problem.fieldErrors : {};
  const { fields } = upload;

  useEffect(() => {
    if (problem?.status === "invalid")
      focusFirstInvalid(formRef.current, PROFILE_FIELD_ORDER, problem.fieldErrors);
  }, [problem]);

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="talent-profile-heading"
      className="space-y-5"
    >
      <h2 id="talent-profile-heading" className="font-semibold text-slate-900 text-xl">
        2. Check your details
      </h2>
      <p className="text-slate-700 text-sm leading-6">
        We read these from <strong>{upload.fileName}</strong>. Correct anything we got wrong, then save.
      </p>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="uploadId" value={upload.uploadId} />
      <input type="hidden" name="token" value={upload.token} />
      <input type="hidden" name="fileName" value={upload.fileName} />
      <TextField
        id="talent-full-name"
        name="fullName"
        label="Full name"
        autoComplete="name"
        maxLength={APPLICATION_LIMITS.fullName}
        defaultValue={fields.fullName}
        error={errors.fullName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="talent-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          maxLength={APPLICATION_LIMITS.email}
          defaultValue={fields.email}
          error={errors.email}
        />
        <TextField
          id="talent-phone"
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          maxLength={APPLICATION_LIMITS.phone}
          defaultValue={fields.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        id="talent-recent-title"
        name="recentTitle"
        label="Most recent job title"
        autoComplete="organization-title"
        maxLength={TALENT_PROFILE_LIMITS.recentTitle}
        defaultValue={fields.recentTitle}
        error={errors.recentTitle}
      />
      <TextField
        id="talent-skills"
        name="skills"
        label="Skills (separated by commas)"
        defaultValue={fields.skills.join(", ")}
        error={errors.skills}
      />
      <ConsentFields idPrefix="talent" error={errors.consentTerms} />
      <HoneypotField idPrefix="talent" />
      <ProblemAlert problem={problem} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={saving}>
        <SaveIcon aria-hidden="true" />
        {saving ? "Saving..." : "Save to Talent Pool"}
      </Button>
    </Form>
  );
}
