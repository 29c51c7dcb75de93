import { newResumeId } from "../../../common/resume-builder";
import {
  RESUME_SECTION_KIND_LABELS,
  type ResumeContact,
  type ResumeDesign,
  type ResumeDocument,
  type ResumeSection,
  type ResumeSectionKind,
} from "../../../common/resume-document";

/**
 * The editor's changes to a resume document, as pure functions: each returns a new document and
 * leaves the old one as it was, which is what undo keeps.
 */

export type ResumeEntry = Extract<ResumeSection, { entries: unknown }>["entries"][number];
export type SectionWithEntries = Extract<ResumeSection, { entries: unknown }>;
/** An entry kind that has a list of bullet points. */
export type EntryWithBullets = Extract<ResumeEntry, { bullets: string[] }>;

export function setContactField(
  doc: ResumeDocument,
  key: Exclude<keyof ResumeContact, "links">,
  value: string,
): ResumeDocument {
  return { ...doc, contact: { ...doc.contact, [key]: value } };
}

export function setContactLinks(doc: ResumeDocument, links: ResumeContact["links"]): ResumeDocument {
  return { ...doc, contact: { ...doc.contact, links } };
}

export function setDesign(doc: ResumeDocument, design: Partial<ResumeDesign>): ResumeDocument {
  return { ...doc, design: { ...doc.design, ...design } };
}

/** A new, empty section of a kind, titled as that kind is usually titled. */
export function newSection(kind: ResumeSectionKind): ResumeSection {
  const base = {
    id: newResumeId(),
    title: kind === "custom" ? "Projects" : RESUME_SECTION_KIND_LABELS[kind],
  };
  return kind === "summary" ? { ...base, kind, text: "" } : ({ ...base, kind, entries: [] } as ResumeSection);
}

/** A new, empty entry for a section kind. */
export function newEntry(kind: SectionWithEntries["kind"]): ResumeEntry {
  const id = newResumeId();
  const dates = { startDate: "", endDate: "", current: false };
  switch (kind) {
    case "experience":
      return { id, employer: "", title: "", location: "", ...dates, bullets: [] };
    case "education":
      return { id, institution: "", degree: "", area: "", location: "", ...dates, bullets: [] };
    case "skills":
      return { id, name: "", keywords: [] };
    case "certifications":
      return { id, name: "", issuer: "", date: "", expires: "", number: "" };
    case "languages":
      return { id, language: "", fluency: "" };
    case "custom":
      return { id, title: "", subtitle: "", date: "", bullets: [] };
  }
}

export function addSection(doc: ResumeDocument, section: ResumeSection): ResumeDocument {
  return { ...doc, sections: [...doc.sections, section] };
}

export function removeSection(doc: ResumeDocument, sectionId: string): ResumeDocument {
  return { ...doc, sections: doc.sections.filter((section) => section.id !== sectionId) };
}

export function updateSection(
  doc: ResumeDocument,
  sectionId: string,
  change: (section: ResumeSection) => ResumeSection,
): ResumeDocument {
  return {
    ...doc,
    sections: doc.sections.map((section) => (section.id === sectionId ? change(section) : section)),
  };
}

export function renameSection(doc: ResumeDocument, sectionId: string, title: string): ResumeDocument {
  return updateSection(doc, sectionId, (section) => ({ ...section, title }));
}

export function setSummaryText(doc: ResumeDocument, sectionId: string, text: string): ResumeDocument {
  return updateSection(doc, sectionId, (section) =>
    section.kind === "summary" ? { ...section, text } : section,
  );
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return moved;
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

export function moveSection(doc: ResumeDocument, from: number, to: number): ResumeDocument {
  return { ...doc, sections: moveItem(doc.sections, from, to) };
}

function updateEntries(
  doc: ResumeDocument,
  sectionId: string,
  change: (entries: ResumeEntry[]) => ResumeEntry[],
): ResumeDocument {
  return updateSection(doc, sectionId, (section) =>
    "entries" in section ? ({ ...section, entries: change(section.entries) } as ResumeSection) : section,
  );
}

/** Adds an entry made by newEntry() for the section's kind (made outside, so its id can be focused). */
export function addEntry(doc: ResumeDocument, sectionId: string, entry: ResumeEntry): ResumeDocument {
  return updateEntries(doc, sectionId, (entries) => [...entries, entry]);
}

export function removeEntry(doc: ResumeDocument, sectionId: string, entryId: string): ResumeDocument {
  return updateEntries(doc, sectionId, (entries) => entries.filter((entry) => entry.id !== entryId));
}

export function moveEntry(doc: ResumeDocument, sectionId: string, from: number, to: number): ResumeDocument {
  return updateEntries(doc, sectionId, (entries) => moveItem(entries, from, to));
}

/** Changes some fields of one entry; the fields must belong to the entry's kind. */
export function updateEntry(
  doc: ResumeDocument,
  sectionId: string,
  entryId: string,
  patch: Partial<Record<string, unknown>>,
): ResumeDocument {
  return updateEntries(doc, sectionId, (entries) =>
    entries.map((entry) => (entry.id === entryId ? ({ ...entry, ...patch } as ResumeEntry) : entry)),
  );
}

function updateBullets(
  doc: ResumeDocument,
  sectionId: string,
  entryId: string,
  change: (bullets: string[]) => string[],
): ResumeDocument {
  return updateEntries(doc, sectionId, (entries) =>
    entries.map((entry) =>
      entry.id === entryId && "bullets" in entry ? { ...entry, bullets: change(entry.bullets) } : entry,
    ),
  );
}

export function setBullet(
  doc: ResumeDocument,
  sectionId: string,
  entryId: string,
  index: number,
  text: string,
): ResumeDocument {
  return updateBullets(doc, sectionId, entryId, (bullets) =>
    bullets.map((bullet, at) => (at === index ? text : bullet)),
  );
}

export function addBullet(doc: ResumeDocument, sectionId: string, entryId: string): ResumeDocument {
  return updateBullets(doc, sectionId, entryId, (bullets) => [...bullets, ""]);
}

export function removeBullet(
  doc: ResumeDocument,
  sectionId: string,
  entryId: string,
  index: number,
): ResumeDocument {
  return updateBullets(doc, sectionId, entryId, (bullets) => bullets.filter((_, at) => at !== index));
}

export function moveBullet(
  doc: ResumeDocument,
  sectionId: string,
  entryId: string,
  from: number,
  to: number,
): ResumeDocument {
  return updateBullets(doc, sectionId, entryId, (bullets) => moveItem(bullets, from, to));
}

export function dismissCheck(doc: ResumeDocument, checkId: string): ResumeDocument {
  if (doc.dismissedChecks.includes(checkId)) return doc;
  return { ...doc, dismissedChecks: [...doc.dismissedChecks, checkId] };
}

export function restoreCheck(doc: ResumeDocument, checkId: string): ResumeDocument {
  return { ...doc, dismissedChecks: doc.dismissedChecks.filter((id) => id !== checkId) };
}

/** Keywords as typed in one box: split on commas, trimmed, empty ones dropped. */
export function keywordsFromText(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Whether a document holds anything a person wrote (replacing it then asks first). */
export function hasContent(doc: ResumeDocument): boolean {
  const contact = Object.entries(doc.contact).some(([key, value]) =>
    key === "links" ? (value as unknown[]).length > 0 : value !== "",
  );
  return (
    contact ||
    doc.sections.some((section) =>
      section.kind === "summary" ? section.text.trim() !== "" : section.entries.length > 0,
    )
  );
}
