import { SaveIcon, UploadIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import {
  type FormProblem,
  fieldErrorsIn,
  focusFirstInvalid,
  refusalOf,
} from "~/components/forms/form-outcome";
import { FormSubmit } from "~/components/forms/form-submit";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { EmailField, FullNameField, PhoneField } from "~/components/forms/person-fields";
import { TextField } from "~/components/forms/text-field";
import {
  APPLICATION_LIMITS,
  type ExtractedResumeFields,
  TALENT_PROFILE_LIMITS,
} from "../../../common/application-options";
import { ConsentFields } from "./consent-fields";
import { ResumeFileField } from "./resume-file-field";
import { useResumeForm } from "./use-resume-form";

/** The first step's answer: the upload to claim and what was read from it. */
export type StagedUpload = {
  uploadId: string;
  token: string;
  fileName: string;
  fields: ExtractedResumeFields;
};

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
  const errors = fieldErrorsIn(shown);
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
      <FormSubmit
        refusal={refusalOf(shown)}
        pending={sending}
        pendingLabel="Uploading..."
        icon={<UploadIcon aria-hidden="true" />}
      >
        Upload Resume
      </FormSubmit>
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
  const errors = fieldErrorsIn(problem);
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
      <FullNameField
        id="talent-full-name"
        maxLength={APPLICATION_LIMITS.fullName}
        defaultValue={fields.fullName}
        error={errors.fullName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          id="talent-email"
          maxLength={APPLICATION_LIMITS.email}
          defaultValue={fields.email}
          error={errors.email}
        />
        <PhoneField
          id="talent-phone"
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
      <FormSubmit
        refusal={refusalOf(problem)}
        pending={saving}
        pendingLabel="Saving..."
        icon={<SaveIcon aria-hidden="true" />}
      >
        Save to Talent Pool
      </FormSubmit>
    </Form>
  );
}
