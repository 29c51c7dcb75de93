import { Field, fieldAriaOf, hintIdOf } from "~/components/ui/form-controls";
import { RESUME_ACCEPT, RESUME_FIELD } from "../../../common/application-options";

const RESUME_HINT = "PDF or DOCX, up to 10 MB. Only our recruiters can open it.";

type ResumeFileFieldProps = {
  id: string;
  error?: string;
  /** Percent of the file sent, while an upload is under way; null otherwise. */
  progress: number | null;
  label?: string;
};

/**
 * The resume picker: PDF or DOCX up to 10 MB (the server checks the content; `accept` only guides the
 * picker), and the upload's progress bar while the file is sent.
 */
export function ResumeFileField({ id, error, progress, label = "Resume" }: ResumeFileFieldProps) {
  return (
    <Field id={id} label={label} hint={RESUME_HINT} error={error}>
      <input
        id={id}
        name={RESUME_FIELD}
        type="file"
        accept={RESUME_ACCEPT}
        {...fieldAriaOf(id, error, hintIdOf(id))}
        className="block w-full rounded-lg border border-slate-400 border-dashed bg-white p-3 text-slate-900 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
      />
      <UploadProgressBar progress={progress} />
    </Field>
  );
}

/** Announced politely: how far the upload is, then that the server is reading the file. */
function UploadProgressBar({ progress }: { progress: number | null }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {progress === null ? null : (
        <div className="mt-2 space-y-1">
          <progress
            max={100}
            value={progress}
            aria-label="Resume upload progress"
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <p className="text-slate-700 text-sm">
            {progress < 100 ? `Uploading your resume… ${progress}%` : "Uploaded. Reading your resume…"}
          </p>
        </div>
      )}
    </div>
  );
}
