import { FileInputIcon, FileTextIcon, SparklesIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { RESUME_FIELD } from "../../../common/application-options";
import {
  emptyResumeDocument,
  exampleResumeDocument,
  fromJsonResume,
  JsonResumeError,
  RESUME_EXAMPLE_ROLES,
  type ResumeExampleRole,
} from "../../../common/resume-builder";
import type { ResumeDocument } from "../../../common/resume-document";
import type { ResumeImport } from "../../../common/saved-resumes";
import { ImportedFieldsForm } from "./imported-fields-form";

/** "registered-nurse" → "Registered nurse". */
export function exampleRoleLabel(role: string): string {
  const words = role.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLE_OPTIONS = RESUME_EXAMPLE_ROLES.map((role) => ({ value: role, label: exampleRoleLabel(role) }));

/**
 * Where a resume starts: empty, an example for a role, a JSON Resume file (read here, in the
 * browser) or a PDF/DOCX resume the server reads and forgets; its fields are shown to confirm first.
 */
export function StartPanel({
  onStart,
  onCancel,
}: {
  /** `message` says what happened; `warnings` what an import could not keep. */
  onStart: (doc: ResumeDocument, message: string, warnings?: string[]) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [role, setRole] = useState<ResumeExampleRole>(RESUME_EXAMPLE_ROLES[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imported, setImported] = useState<ResumeImport | null>(null);

  async function importJsonResume(file: File) {
    setProblem(null);
    try {
      const { document, warnings } = fromJsonResume(JSON.parse(await file.text()));
      onStart(document, `Imported ${file.name}`, warnings);
    } catch (error) {
      // The schema's own finding says what is wrong ("… is not a JSON Resume: basics.name …").
      setProblem(
        error instanceof JsonResumeError
          ? `${file.name}: ${error.message}`
          : `${file.name} is not a JSON Resume file we can read. Check that it is the .json file you exported.`,
      );
    }
  }

  async function importUpload(file: File) {
    setProblem(null);
    setUploading(true);
    try {
      const form = new FormData();
      form.append(RESUME_FIELD, file);
      const response = await apiRequest("POST", "/api/resume-builder/import", form);
      setImported((await response.json()) as ResumeImport);
    } catch (error) {
      setProblem(
        serverErrorMessage(error) ??
          "We could not read that file. Please try again, or start from an example.",
      );
    } finally {
      setUploading(false);
    }
  }

  if (imported)
    return (
      <ImportedFieldsForm
        imported={imported}
        onConfirm={(doc) => onStart(doc, "Imported your resume")}
        onCancel={() => setImported(null)}
      />
    );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold text-slate-900 text-xl">
          Start your resume
        </h2>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Back to my resume
          </Button>
        ) : null}
      </div>
      {problem ? (
        <Notice tone="error" title="That file could not be used">
          {problem}
        </Notice>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-3 rounded-xl border border-slate-200 p-4">
          <h3 className="flex items-center gap-2 font-medium text-slate-900">
            <FileInputIcon aria-hidden="true" className="size-5 text-brand-700" /> Use your current resume
          </h3>
          <div className="space-y-1">
            <Label htmlFor={`${id}-upload`}>Import a PDF or DOCX resume</Label>
            <Input
              id={`${id}-upload`}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              disabled={uploading}
              className="h-auto py-2"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void importUpload(file);
              }}
            />
            <p className="text-slate-600 text-xs" aria-live="polite">
              {uploading
                ? "Reading your resume…"
                : "We read it to fill in your details, and do not keep the file."}
            </p>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-json`}>Import a JSON Resume file</Label>
            <Input
              id={`${id}-json`}
              type="file"
              accept=".json,application/json"
              className="h-auto py-2"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void importJsonResume(file);
              }}
            />
          </div>
        </div>
        <div className="space-y-3 rounded-xl border border-slate-200 p-4">
          <h3 className="flex items-center gap-2 font-medium text-slate-900">
            <SparklesIcon aria-hidden="true" className="size-5 text-brand-700" /> Start from an example
          </h3>
          <div className="space-y-1">
            <Label htmlFor={`${id}-role`}>Example for the role</Label>
            <Select
              id={`${id}-role`}
              options={ROLE_OPTIONS}
              value={role}
              onChange={(event) => setRole(event.target.value as ResumeExampleRole)}
            />
          </div>
          <Button
            variant="outline"
            onClick={() =>
              onStart(
                exampleResumeDocument(role),
                `Started from the ${exampleRoleLabel(role).toLowerCase()} example`,
              )
            }
          >
            Start from this example
          </Button>
          <h3 className="flex items-center gap-2 pt-2 font-medium text-slate-900">
            <FileTextIcon aria-hidden="true" className="size-5 text-brand-700" /> Or a blank page
          </h3>
          <Button variant="outline" onClick={() => onStart(emptyResumeDocument(), "Started an empty resume")}>
            Start empty
          </Button>
        </div>
      </div>
    </section>
  );
}
