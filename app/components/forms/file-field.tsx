import { Field, fieldAriaOf, hintIdOf } from "~/components/ui/form-controls";

/** How a field names its upload while it runs ("Resume upload progress", "Uploading your resume… 40%"). */
export type UploadWords = { progressLabel: string; sending: (percent: number) => string; received: string };

type FileFieldProps = {
  id: string;
  name: string;
  label: string;
  /** Only guides the picker; the server checks the content. */
  accept: string;
  /** What may be sent (kinds, size), under the picker. */
  hint: string;
  error?: string;
  /** Percent of the file sent, while an upload is under way; null otherwise. */
  progress: number | null;
  words: UploadWords;
};

/** A file picker with its hint, its error and the upload's progress bar while the file is sent. */
export function FileField({ id, name, label, accept, hint, error, progress, words }: FileFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        {...fieldAriaOf(id, error, hintIdOf(id))}
        className="block w-full rounded-lg border border-slate-400 border-dashed bg-white p-3 text-slate-900 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
      />
      <UploadProgressBar progress={progress} words={words} />
    </Field>
  );
}

/** Announced politely: how far the upload is, then that the server is reading the file. */
function UploadProgressBar({ progress, words }: { progress: number | null; words: UploadWords }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {progress === null ? null : (
        <div className="mt-2 space-y-1">
          <progress
            max={100}
            value={progress}
            aria-label={words.progressLabel}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <p className="text-slate-700 text-sm">
            {progress < 100 ? words.sending(progress) : words.received}
          </p>
        </div>
      )}
    </div>
  );
}
