import { memo, useEffect, useState } from "react";
import type {
  CertificationEntry,
  CustomEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  SkillGroup,
} from "../../../common/resume-document";
import { BulletsEditor } from "./bullets-editor";
import { useEdit } from "./editor-context";
import { entryPath } from "./field-paths";
import { CheckboxField, MonthField, PathTextField, TextField } from "./fields";
import { keywordsFromText, type ResumeEntry, type SectionWithEntries, updateEntry } from "./resume-edits";

type EntryProps<T> = { sectionId: string; entry: T; name: string };

/** How an entry is named in its buttons and in announcements: its main line, or its position. */
export function entryName(entry: ResumeEntry, index: number): string {
  const record = entry as Record<string, unknown>;
  const main = [record.title, record.employer, record.institution, record.name, record.language]
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .slice(0, 2);
  if (main.length === 0) return `Entry ${index + 1}`;
  return "employer" in entry && main.length === 2 ? `${main[0]} at ${main[1]}` : (main[0] as string);
}

/** One field of an entry, bound to the document and to its undo group. */
function useEntryField(sectionId: string, entryId: string) {
  const edit = useEdit();
  return (key: string, label: string, value: string, extra: { type?: string; placeholder?: string } = {}) => {
    const path = entryPath(sectionId, entryId, key);
    return (
      <PathTextField
        path={path}
        label={label}
        value={value}
        onValue={(next) => edit((doc) => updateEntry(doc, sectionId, entryId, { [key]: next }), path)}
        {...extra}
      />
    );
  };
}

function DateRange({
  sectionId,
  entry,
}: {
  sectionId: string;
  entry: { id: string; startDate: string; endDate: string; current: boolean };
}) {
  const edit = useEdit();
  const set = (key: string, value: string | boolean, group?: string) =>
    edit((doc) => updateEntry(doc, sectionId, entry.id, { [key]: value }), group);
  const startPath = entryPath(sectionId, entry.id, "startDate");
  const endPath = entryPath(sectionId, entry.id, "endDate");
  return (
    <div className="grid items-end gap-3 sm:grid-cols-3">
      <MonthField
        path={startPath}
        label="Start (month)"
        value={entry.startDate}
        onValue={(value) => set("startDate", value, startPath)}
      />
      <MonthField
        path={endPath}
        label="End (month)"
        value={entry.current ? "" : entry.endDate}
        disabled={entry.current}
        onValue={(value) => set("endDate", value, endPath)}
      />
      <div className="pb-2.5">
        <CheckboxField
          path={entryPath(sectionId, entry.id, "current")}
          label="Present"
          checked={entry.current}
          onChecked={(current) =>
            edit((doc) =>
              updateEntry(doc, sectionId, entry.id, current ? { current, endDate: "" } : { current }),
            )
          }
        />
      </div>
    </div>
  );
}

function ExperienceEditor({ sectionId, entry, name }: EntryProps<ExperienceEntry>) {
  const field = useEntryField(sectionId, entry.id);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("title", "Job title", entry.title)}
        {field("employer", "Employer", entry.employer)}
        {field("location", "Location", entry.location, { placeholder: "Miami, FL" })}
      </div>
      <DateRange sectionId={sectionId} entry={entry} />
      <BulletsEditor sectionId={sectionId} entryId={entry.id} entryName={name} bullets={entry.bullets} />
    </>
  );
}

function EducationEditor({ sectionId, entry, name }: EntryProps<EducationEntry>) {
  const field = useEntryField(sectionId, entry.id);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("institution", "School", entry.institution)}
        {field("degree", "Degree", entry.degree, { placeholder: "Bachelor of Science" })}
        {field("area", "Field of study", entry.area, { placeholder: "Nursing" })}
        {field("location", "Location", entry.location)}
      </div>
      <DateRange sectionId={sectionId} entry={entry} />
      <BulletsEditor sectionId={sectionId} entryId={entry.id} entryName={name} bullets={entry.bullets} />
    </>
  );
}

/**
 * Keywords typed as one comma-separated line. The box keeps what is typed ("Excel, ") while the
 * document gets the clean list; an undo that changes the list resets the box.
 */
function SkillGroupEditor({ sectionId, entry }: EntryProps<SkillGroup>) {
  const edit = useEdit();
  const field = useEntryField(sectionId, entry.id);
  const [text, setText] = useState(entry.keywords.join(", "));
  const path = entryPath(sectionId, entry.id, "keywords");
  useEffect(() => {
    setText((typed) =>
      keywordsFromText(typed).join("\n") === entry.keywords.join("\n") ? typed : entry.keywords.join(", "),
    );
  }, [entry.keywords]);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
      {field("name", "Group name", entry.name, { placeholder: "Clinical" })}
      <TextField
        path={path}
        label="Skills, separated by commas"
        value={text}
        onValue={(next) => {
          setText(next);
          edit((doc) => updateEntry(doc, sectionId, entry.id, { keywords: keywordsFromText(next) }), path);
        }}
      />
    </div>
  );
}

function CertificationEditor({ sectionId, entry }: EntryProps<CertificationEntry>) {
  const edit = useEdit();
  const field = useEntryField(sectionId, entry.id);
  const month = (key: "date" | "expires", label: string) => {
    const path = entryPath(sectionId, entry.id, key);
    return (
      <MonthField
        path={path}
        label={label}
        value={entry[key]}
        onValue={(value) => edit((doc) => updateEntry(doc, sectionId, entry.id, { [key]: value }), path)}
      />
    );
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field("name", "Certification or licence", entry.name)}
      {field("issuer", "Issued by", entry.issuer)}
      {month("date", "Earned (month)")}
      {month("expires", "Expires (month, optional)")}
      {field("number", "Number (optional)", entry.number)}
    </div>
  );
}

function LanguageEditor({ sectionId, entry }: EntryProps<LanguageEntry>) {
  const field = useEntryField(sectionId, entry.id);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field("language", "Language", entry.language)}
      {field("fluency", "Fluency", entry.fluency, { placeholder: "Native, fluent, conversational" })}
    </div>
  );
}

function CustomEditor({ sectionId, entry, name }: EntryProps<CustomEntry>) {
  const field = useEntryField(sectionId, entry.id);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("title", "Title", entry.title)}
        {field("subtitle", "Subtitle", entry.subtitle)}
        {field("date", "Date", entry.date, { placeholder: "2023" })}
      </div>
      <BulletsEditor sectionId={sectionId} entryId={entry.id} entryName={name} bullets={entry.bullets} />
    </>
  );
}

/**
 * The fields of one entry, as its section's kind has them. Memoised: an edit leaves the other
 * entries' objects as they were, so typing re-renders only the entry being typed in.
 */
export const EntryEditor = memo(function EntryEditor({
  kind,
  sectionId,
  entry,
  name,
}: {
  kind: SectionWithEntries["kind"];
  sectionId: string;
  entry: ResumeEntry;
  name: string;
}) {
  const props = { sectionId, name };
  switch (kind) {
    case "experience":
      return <ExperienceEditor {...props} entry={entry as ExperienceEntry} />;
    case "education":
      return <EducationEditor {...props} entry={entry as EducationEntry} />;
    case "skills":
      return <SkillGroupEditor {...props} entry={entry as SkillGroup} />;
    case "certifications":
      return <CertificationEditor {...props} entry={entry as CertificationEntry} />;
    case "languages":
      return <LanguageEditor {...props} entry={entry as LanguageEntry} />;
    case "custom":
      return <CustomEditor {...props} entry={entry as CustomEntry} />;
  }
});
