import { useEffect, useState } from "react";
import { useStoredCandidateSession } from "~/components/candidate/use-stored-candidate-session";
import { SelectField } from "~/components/forms/text-field";
import { apiRequest } from "~/lib/api-client";
import { BUILDER_RESUME_FIELD } from "../../../common/application-options";
import type { SavedResumeSummary } from "../../../common/saved-resumes";

const SAVED_RESUMES_URL = "/api/candidates/builder-resumes";

export type SavedBuilderResumes = { token: string; resumes: SavedResumeSummary[] };

/**
 * The signed-in candidate's resumes from /resume-builder, asked for once the browser knows a session
 * is stored (and `enabled`: a list of jobs asks only for the one being applied to). Null while signed
 * out, while loading, when they have none and when the server refuses: the form then offers the
 * upload alone.
 */
export function useSavedBuilderResumes(enabled = true): SavedBuilderResumes | null {
  const token = useStoredCandidateSession()?.token;
  const [resumes, setResumes] = useState<SavedResumeSummary[]>([]);

  useEffect(() => {
    setResumes([]);
    if (!token || !enabled) return;
    let current = true;
    apiRequest("GET", SAVED_RESUMES_URL)
      .then((response) => response.json() as Promise<{ resumes: SavedResumeSummary[] }>)
      .then((body) => current && setResumes(body.resumes))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [token, enabled]);

  return token && resumes.length > 0 ? { token, resumes } : null;
}

/** Picks one of the saved resumes to send (its PDF) instead of a file; "none" keeps the upload. */
export function SavedResumeField({
  id,
  resumes,
  error,
}: {
  id: string;
  resumes: SavedResumeSummary[];
  error?: string;
}) {
  return (
    <SelectField
      id={id}
      name={BUILDER_RESUME_FIELD}
      label="Or apply with a resume from the resume builder"
      hint="We send its PDF as your resume. Leave the file above empty."
      anyLabel="None: I'm attaching a file"
      defaultValue=""
      options={resumes.map((resume) => ({ value: resume.id, label: resume.name }))}
      error={error}
    />
  );
}
