import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { ResumeFileField } from "~/components/applications/resume-file-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { errorIdOf, FieldError } from "~/components/ui/form-controls";
import { apiRequest } from "~/lib/api-client";
import { updateStoredCandidate } from "~/lib/candidate-session";
import { RESUME_FIELD, RESUME_MAX_BYTES } from "../../../common/application-options";
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateProfile,
} from "../../../common/candidate-options";
import { EMPLOYMENT_TYPE_LABELS } from "../../../common/job-format";
import { EMPLOYMENT_TYPES } from "../../../common/jobs";
import { US_STATES } from "../../../common/us-states";
import { downloadResume } from "./download-resume";
import { TOO_LARGE, UPLOAD_FAILED, uploadWithProgress } from "./upload-with-progress";
import { useApiSubmit } from "./use-api-submit";
import { CANDIDATE_PROFILE_URL } from "./use-candidate-account";
import { useFieldValues } from "./use-field-values";

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));
const PERIOD_OPTIONS = [
  { value: "hour", label: "per hour" },
  { value: "year", label: "per year" },
] as const;

/** PATCH /api/candidates/profile with the section's fields; the answer refreshes the cached profile. */
function useProfileSave(onSaved?: (updated: CandidateProfile) => void) {
  const queryClient = useQueryClient();
  const api = useApiSubmit();
  const save = (changes: Record<string, unknown>) =>
    api.submit(
      async () =>
        (await apiRequest("PATCH", CANDIDATE_PROFILE_URL, changes)).json() as Promise<CandidateProfile>,
      {
        success: (updated) => {
          queryClient.setQueriesData({ queryKey: [CANDIDATE_PROFILE_URL] }, updated);
          updateStoredCandidate(updated);
          onSaved?.(updated);
          return CANDIDATE_MESSAGES.profileSaved;
        },
        failure: "We could not save your profile. Please try again.",
      },
    );
  return { ...api, save };
}

const listText = (items: string[]) => items.join(", ");

/**
 * A profile stored by an older sign-in may lack the newer fields until the profile is fetched
 * again: they count as empty.
 */
function withDefaults(candidate: CandidateProfile): CandidateProfile {
  return {
    ...candidate,
    headline: candidate.headline ?? null,
    city: candidate.city ?? null,
    state: candidate.state ?? null,
    skills: candidate.skills ?? [],
    preferredLocations: candidate.preferredLocations ?? [],
    preferredEmploymentTypes: candidate.preferredEmploymentTypes ?? [],
    desiredPay: candidate.desiredPay ?? null,
    desiredPayPeriod: candidate.desiredPayPeriod ?? "hour",
    availableFrom: candidate.availableFrom ?? null,
  };
}

/** "Skills": the headline recruiters see first and the skills they search by (comma-separated). */
export function SkillsForm({ candidate: stored }: { candidate: CandidateProfile }) {
  const candidate = withDefaults(stored);
  const { sending, errors, outcome, save } = useProfileSave((updated) =>
    // The saved list, tidied (repeats and blanks dropped), replaces what was typed.
    setValues({ headline: updated.headline ?? "", skills: listText(updated.skills) }),
  );
  const { values, setValues, bind } = useFieldValues(
    { headline: candidate.headline ?? "", skills: listText(candidate.skills) },
    errors,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save({ headline: values.headline, skills: values.skills });
  }

  return (
    <TitledForm onSubmit={onSubmit} headingId="profile-skills" title="Skills" outcome={outcome}>
      <TextField
        id="profile-headline"
        label="Headline (what you do, in a line)"
        placeholder="Registered nurse, ICU"
        maxLength={CANDIDATE_LIMITS.headline}
        {...bind("headline")}
      />
      <TextField
        id="profile-skills-list"
        label={`Skills (separate with commas; up to ${CANDIDATE_LIMITS.skills})`}
        placeholder="Patient care, Epic, BLS"
        {...bind("skills")}
      />
      {candidate.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your saved skills">
          {candidate.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 text-sm">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <SubmitButton pending={sending} pendingLabel="Saving...">
        Save Skills
      </SubmitButton>
    </TitledForm>
  );
}

/** "Work preferences": where you live and would work, employment types, desired pay, start date. */
export function WorkPreferencesForm({ candidate: stored }: { candidate: CandidateProfile }) {
  const candidate = withDefaults(stored);
  const { sending, errors, outcome, save } = useProfileSave();
  const { values, bind } = useFieldValues(
    {
      city: candidate.city ?? "",
      state: candidate.state ?? "",
      preferredLocations: listText(candidate.preferredLocations),
      desiredPay: candidate.desiredPay === null ? "" : String(candidate.desiredPay),
      desiredPayPeriod: candidate.desiredPayPeriod,
      availableFrom: candidate.availableFrom ?? "",
    },
    errors,
  );
  const [types, setTypes] = useState<string[]>(candidate.preferredEmploymentTypes);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save({ ...values, preferredEmploymentTypes: types });
  }

  const typesError = errors.preferredEmploymentTypes;
  return (
    <TitledForm
      onSubmit={onSubmit}
      headingId="profile-preferences"
      title="Work preferences"
      outcome={outcome}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-city"
          label="Your city"
          autoComplete="address-level2"
          maxLength={CANDIDATE_LIMITS.city}
          {...bind("city")}
        />
        <SelectField
          id="profile-state"
          label="Your state"
          anyLabel="Not given"
          options={STATE_OPTIONS}
          {...bind("state")}
        />
      </div>
      <TextField
        id="profile-locations"
        label={`Where you would work (cities or "Remote", separated with commas)`}
        placeholder="Miami, Fort Lauderdale, Remote"
        {...bind("preferredLocations")}
      />
      <fieldset aria-describedby={typesError ? errorIdOf("profile-types") : undefined}>
        <legend className="mb-2 font-medium text-slate-900 text-sm">Employment types</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {EMPLOYMENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2 text-slate-900 text-sm">
              <input
                type="checkbox"
                name="preferredEmploymentTypes"
                value={type}
                checked={types.includes(type)}
                onChange={(event) =>
                  setTypes((current) =>
                    event.target.checked ? [...current, type] : current.filter((item) => item !== type),
                  )
                }
                className="size-5 accent-brand-700"
              />
              {EMPLOYMENT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <FieldError id="profile-types" error={typesError} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-desired-pay"
          label="Desired pay (whole dollars)"
          inputMode="numeric"
          {...bind("desiredPay")}
        />
        <SelectField
          id="profile-pay-period"
          label="Pay period"
          options={PERIOD_OPTIONS}
          {...bind("desiredPayPeriod")}
        />
      </div>
      <TextField id="profile-available-from" label="Available from" type="date" {...bind("availableFrom")} />
      <SubmitButton pending={sending} pendingLabel="Saving...">
        Save Preferences
      </SubmitButton>
    </TitledForm>
  );
}

/** "Resume": the current file (downloadable) and a replacement upload with its progress. */
export function ResumeSection({ candidate }: { candidate: CandidateProfile }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get(RESUME_FIELD);
    setOutcome(null);
    if (!(file instanceof File) || file.size === 0) return setError(CANDIDATE_MESSAGES.resumeRequired);
    if (file.size > RESUME_MAX_BYTES) return setError(TOO_LARGE);
    busy.current = true;
    setError(undefined);
    setProgress(0);
    try {
      const { status, body } = await uploadWithProgress("PUT", "/api/candidates/resume", data, setProgress);
      if (status >= 200 && status < 300) {
        const updated = body as unknown as CandidateProfile;
        queryClient.setQueriesData({ queryKey: [CANDIDATE_PROFILE_URL] }, updated);
        updateStoredCandidate(updated);
        form.reset();
        setOutcome({ tone: "success", text: CANDIDATE_MESSAGES.resumeReplaced });
      } else if (status === 401) {
        setOutcome({ tone: "error", text: CANDIDATE_MESSAGES.signedOut });
      } else {
        const fields = body.fields as Record<string, string> | undefined;
        const message =
          fields?.[RESUME_FIELD] ?? (typeof body.error === "string" ? body.error : UPLOAD_FAILED);
        if (status === 400 || status === 413 || status === 415) setError(message);
        else setOutcome({ tone: "error", text: message });
      }
    } catch {
      setOutcome({ tone: "error", text: UPLOAD_FAILED });
    } finally {
      busy.current = false;
      setProgress(null);
    }
  }

  const resume = candidate.resume;
  return (
    <TitledForm onSubmit={onSubmit} headingId="profile-resume" title="Resume" outcome={outcome}>
      {resume ? (
        <p className="text-slate-700 text-sm">
          Current file:{" "}
          <button
            type="button"
            onClick={() => void downloadResume(resume.fileName)}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {resume.fileName}
          </button>{" "}
          (uploaded {new Date(resume.uploadedAt).toLocaleDateString("en-US", { dateStyle: "medium" })})
        </p>
      ) : (
        <p className="text-slate-700 text-sm">You have not uploaded a resume yet.</p>
      )}
      <ResumeFileField
        id="profile-resume-file"
        label={resume ? "Replace with a new file" : "Upload your resume"}
        error={error}
        progress={progress}
      />
      <SubmitButton pending={progress !== null} pendingLabel="Uploading...">
        {resume ? "Replace Resume" : "Upload Resume"}
      </SubmitButton>
    </TitledForm>
  );
}
