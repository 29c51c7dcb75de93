import { type FormEvent, useRef, useState } from "react";
import { type FieldErrors, type FormProblem, focusFirstInvalid } from "~/components/forms/form-outcome";
import { sendFormWithProgress, UPLOAD_FAILED, UPLOAD_TOO_LARGE } from "~/lib/upload-with-progress";
import {
  APPLICATION_MESSAGES,
  BUILDER_RESUME_FIELD,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
} from "../../../common/application-options";

type ResumeFormOptions = {
  /** The API endpoint the form posts to once JavaScript runs (without it, the page's action). */
  url: string;
  /** The form's fields in order, for focusing the first error. */
  fieldOrder: readonly string[];
  /** Checks the text fields before any byte is sent; loads its schema on demand (zod stays off the first load). */
  validate?: (form: FormData) => Promise<FieldErrors>;
  onSuccess: (body: Record<string, unknown>, status: number) => void;
  /** The resume may be left out (an empty picker then sends no file part). */
  resumeOptional?: boolean;
  /**
   * The signed-in candidate's session, sent with the form when it names one of their builder
   * resumes (BUILDER_RESUME_FIELD) instead of a file.
   */
  savedResumeToken?: string;
};

/**
 * Submits a form with a resume through XMLHttpRequest, so the page can show the upload's progress.
 * Checks what the browser can before sending (fields, a chosen file, its size), then maps the API's
 * answer: 400 to field messages, 413/415 to the resume field, anything else to a message.
 */
export function useResumeForm({
  url,
  fieldOrder,
  validate,
  onSuccess,
  resumeOptional,
  savedResumeToken,
}: ResumeFormOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FormProblem | undefined>();
  const sending = useRef(false);

  function showFieldErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    setProblem({ status: "invalid", fieldErrors });
    focusFirstInvalid(form, fieldOrder, fieldErrors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    // React clears currentTarget once the handler yields: keep the element for after the awaits.
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get(RESUME_FIELD);
    const noFile = !(file instanceof File) || file.size === 0;
    const savedResume = Boolean(data.get(BUILDER_RESUME_FIELD));
    if ((resumeOptional || savedResume) && noFile) data.delete(RESUME_FIELD);
    const fileProblems = savedResume
      ? savedResumeErrors(noFile)
      : resumeOptional && noFile
        ? {}
        : fileErrors(file);
    const fieldErrors = { ...(await validate?.(data)), ...fileProblems };
    if (Object.keys(fieldErrors).length > 0) return showFieldErrors(form, fieldErrors);

    sending.current = true;
    setProblem(undefined);
    setProgress(0);
    try {
      const headers =
        savedResume && savedResumeToken ? { Authorization: `Bearer ${savedResumeToken}` } : undefined;
      const { status, body } = await sendFormWithProgress(url, data, setProgress, { headers });
      const message = typeof body.error === "string" ? body.error : UPLOAD_FAILED;
      if (status >= 200 && status < 300) onSuccess(body, status);
      else if (status === 400)
        showFieldErrors(form, (body.fields as FieldErrors | undefined) ?? { [RESUME_FIELD]: message });
      else if (status === 413 || status === 415) showFieldErrors(form, { [RESUME_FIELD]: message });
      else setProblem({ status: "refused", message });
    } catch {
      setProblem({ status: "refused", message: UPLOAD_FAILED });
    } finally {
      sending.current = false;
      setProgress(null);
    }
  }

  return { onSubmit, progress, problem, sending: progress !== null };
}

/** A builder resume is the resume: a file besides it would leave the choice to us. */
function savedResumeErrors(noFile: boolean): FieldErrors {
  return noFile ? {} : { [RESUME_FIELD]: APPLICATION_MESSAGES.resumeOrSaved };
}

function fileErrors(file: FormDataEntryValue | null): FieldErrors {
  if (!(file instanceof File) || file.size === 0) return { [RESUME_FIELD]: APPLICATION_MESSAGES.resume };
  if (file.size > RESUME_MAX_BYTES) return { [RESUME_FIELD]: UPLOAD_TOO_LARGE };
  return {};
}
