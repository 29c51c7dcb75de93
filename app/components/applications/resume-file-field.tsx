import { FileField, type UploadWords } from "~/components/forms/file-field";
import { RESUME_ACCEPT, RESUME_FIELD } from "../../../common/application-options";

const RESUME_UPLOAD: UploadWords = {
  progressLabel: "Resume upload progress",
  sending: (percent) => `Uploading your resume… ${percent}%`,
  received: "Uploaded. Reading your resume…",
};

/** The resume picker: PDF or DOCX up to 10 MB, and the upload's progress bar while the file is sent. */
export function ResumeFileField({
  id,
  error,
  progress,
  label = "Resume",
}: {
  id: string;
  error?: string;
  progress: number | null;
  label?: string;
}) {
  return (
    <FileField
      id={id}
      name={RESUME_FIELD}
      label={label}
      accept={RESUME_ACCEPT}
      hint="PDF or DOCX, up to 10 MB. Only our recruiters can open it."
      error={error}
      progress={progress}
      words={RESUME_UPLOAD}
    />
  );
}
