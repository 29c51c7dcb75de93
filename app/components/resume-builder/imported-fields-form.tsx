import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/form-controls";
import type { ExtractedResumeFields } from "../../../common/application-options";
import type { ResumeDocument } from "../../../common/resume-document";
import type { ResumeImport } from "../../../common/saved-resumes";
import { keywordsFromText, newEntry, newSection } from "./resume-edits";

type EditableFields = Omit<ExtractedResumeFields, "skills"> & { skills: string };

const FIELD_LABELS: Record<keyof EditableFields, string> = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  recentTitle: "Latest job title",
  skills: "Skills, separated by commas",
};

/**
 * The document an upload started, with the fields the person confirmed or corrected on top: the
 * contact details, and the skills when they changed them (otherwise the parser's groups stay).
 */
export function documentWithConfirmedFields(
  imported: ResumeImport,
  confirmed: EditableFields,
): ResumeDocument {
  const doc = imported.document;
  const contact = {
    ...doc.contact,
    fullName: confirmed.fullName.trim(),
    email: confirmed.email.trim(),
    phone: confirmed.phone.trim(),
    title: confirmed.recentTitle.trim(),
  };
  const skills = keywordsFromText(confirmed.skills);
  if (skills.join("\n") === imported.fields.skills.join("\n")) return { ...doc, contact };
  const others = doc.sections.filter((section) => section.kind !== "skills");
  const existing = doc.sections.find((section) => section.kind === "skills");
  const skillsSection = existing ?? newSection("skills");
  const group = { ...newEntry("skills"), keywords: skills };
  const replaced = { ...skillsSection, entries: skills.length > 0 ? [group] : [] } as typeof skillsSection;
  const position = existing ? doc.sections.indexOf(existing) : others.length;
  return { ...doc, contact, sections: [...others.slice(0, position), replaced, ...others.slice(position)] };
}

export function ImportedFieldsForm({
  imported,
  onConfirm,
  onCancel,
}: {
  imported: ResumeImport;
  onConfirm: (doc: ResumeDocument) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<EditableFields>({
    ...imported.fields,
    skills: imported.fields.skills.join(", "),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(documentWithConfirmedFields(imported, fields));
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="font-semibold text-slate-900 text-xl">
        Check what we found
      </h2>
      <p className="text-slate-700 text-sm">
        Correct anything we read wrong; empty boxes are details we could not find. The rest of your resume
        comes in as we read it, to edit next.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(FIELD_LABELS) as (keyof EditableFields)[]).map((key) => (
          <div key={key} className={key === "skills" ? "space-y-1 sm:col-span-2" : "space-y-1"}>
            <Label htmlFor={`${id}-${key}`}>{FIELD_LABELS[key]}</Label>
            <Input
              id={`${id}-${key}`}
              value={fields[key]}
              type={key === "email" ? "email" : key === "phone" ? "tel" : "text"}
              onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Use these details</Button>
      </div>
    </form>
  );
}
