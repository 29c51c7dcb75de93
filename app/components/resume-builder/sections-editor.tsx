import { PlusIcon, Trash2Icon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/form-controls";
import {
  RESUME_ENTRIES_MAX,
  RESUME_SECTION_KIND_LABELS,
  RESUME_SECTIONS_MAX,
  type ResumeSection,
  type ResumeSectionKind,
} from "../../../common/resume-document";
import { useEdit } from "./editor-context";
import { EntryEditor, entryName } from "./entry-editors";
import { entryPath, fieldDomId, sectionPath } from "./field-paths";
import { TextAreaField, TextField } from "./fields";
import { focusAfterRender } from "./focus-after-render";
import {
  addEntry,
  addSection,
  moveEntry,
  moveSection,
  newEntry,
  newSection,
  removeEntry,
  removeSection,
  renameSection,
  setSummaryText,
} from "./resume-edits";
import { SortableList } from "./sortable-list";

/** Told what was just removed, so the builder can offer to undo it. */
type OnRemoved = (name: string) => void;

const SECTION_KIND_OPTIONS = Object.entries(RESUME_SECTION_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const ENTRY_NOUN: Record<Exclude<ResumeSectionKind, "summary">, string> = {
  experience: "a job",
  education: "a school",
  skills: "a skill group",
  certifications: "a certification",
  languages: "a language",
  custom: "an entry",
};

/** The resume's sections in order: reorder, rename, remove, add. */
export const SectionsEditor = memo(function SectionsEditor({
  sections,
  onRemoved,
}: {
  sections: ResumeSection[];
  onRemoved: OnRemoved;
}) {
  const edit = useEdit();
  const items = sections.map((section) => ({ ...section, name: section.title.trim() || "Untitled section" }));
  return (
    <div className="space-y-4">
      <h2 className="font-semibold text-lg text-slate-900">Sections</h2>
      <SortableList
        label="Sections"
        items={items}
        className="space-y-4"
        onMove={(from, to) => edit((doc) => moveSection(doc, from, to))}
        renderItem={(section, _index, controls) => (
          <SectionEditor section={section} name={section.name} controls={controls} onRemoved={onRemoved} />
        )}
      />
      {sections.length < RESUME_SECTIONS_MAX ? <AddSection /> : null}
    </div>
  );
});

function AddSection() {
  const edit = useEdit();
  const id = useId();
  const [kind, setKind] = useState<ResumeSectionKind>("experience");
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-300 border-dashed p-4 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id}>New section type</Label>
        <Select
          id={id}
          options={SECTION_KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value as ResumeSectionKind)}
        />
      </div>
      <Button
        variant="outline"
        className="h-11"
        onClick={() => {
          const section = newSection(kind);
          edit((doc) => addSection(doc, section));
          focusAfterRender(sectionPath(section.id, "title"));
        }}
      >
        <PlusIcon aria-hidden="true" /> Add section
      </Button>
    </div>
  );
}

function SectionEditor({
  section,
  name,
  controls,
  onRemoved,
}: {
  section: ResumeSection;
  name: string;
  controls: React.ReactNode;
  onRemoved: OnRemoved;
}) {
  const edit = useEdit();
  const titlePath = sectionPath(section.id, "title");
  return (
    <section
      aria-label={`${name} section`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          path={titlePath}
          label={`Section title (${RESUME_SECTION_KIND_LABELS[section.kind]})`}
          className="min-w-40 flex-1"
          value={section.title}
          onValue={(title) => edit((doc) => renameSection(doc, section.id, title), titlePath)}
        />
        <div className="flex items-center">
          {controls}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove the ${name} section`}
            onClick={() => {
              edit((doc) => removeSection(doc, section.id));
              onRemoved(`the ${name} section`);
            }}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {section.kind === "summary" ? (
        <TextAreaField
          path={sectionPath(section.id, "text")}
          label="Summary text"
          value={section.text}
          onValue={(text) =>
            edit((doc) => setSummaryText(doc, section.id, text), sectionPath(section.id, "text"))
          }
        />
      ) : (
        <EntriesEditor section={section} sectionName={name} onRemoved={onRemoved} />
      )}
    </section>
  );
}

function EntriesEditor({
  section,
  sectionName,
  onRemoved,
}: {
  section: Extract<ResumeSection, { entries: unknown }>;
  sectionName: string;
  onRemoved: OnRemoved;
}) {
  const edit = useEdit();
  const items = section.entries.map((entry, index) => ({
    id: entry.id,
    name: entryName(entry, index),
    entry,
  }));
  return (
    <div className="space-y-3">
      <SortableList
        label={`Entries in ${sectionName}`}
        items={items}
        onMove={(from, to) => edit((doc) => moveEntry(doc, section.id, from, to))}
        renderItem={(item, _index, controls) => (
          <div
            id={fieldDomId(entryPath(section.id, item.id))}
            className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="min-w-0 truncate font-medium text-slate-900">{item.name}</h3>
              <div className="flex items-center">
                {controls}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => {
                    edit((doc) => removeEntry(doc, section.id, item.id));
                    onRemoved(item.name);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
            <EntryEditor kind={section.kind} sectionId={section.id} entry={item.entry} name={item.name} />
          </div>
        )}
      />
      {section.entries.length < RESUME_ENTRIES_MAX ? (
        <Button
          variant="outline"
          onClick={() => {
            const entry = newEntry(section.kind);
            edit((doc) => addEntry(doc, section.id, entry));
            focusAfterRender(entryPath(section.id, entry.id));
          }}
        >
          <PlusIcon aria-hidden="true" /> Add {ENTRY_NOUN[section.kind]}
          <span className="sr-only"> to {sectionName}</span>
        </Button>
      ) : null}
    </div>
  );
}
