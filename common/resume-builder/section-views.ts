import { RESUME_SECTION_KIND_LABELS, type ResumeSection } from "../resume-document";
import { resumeDate, resumeDateRange } from "./resume-format";

/**
 * What a section shows, whatever draws it (layout, DOCX, plain text): paragraphs, entries with a
 * title, a place and dates, or lists. Each piece of text carries the field path it comes from, so
 * the preview and the checks can point back to it. Blank entries and items are left out.
 */
export type FieldText = { text: string; field: string };

export type EntryView = {
  /** The title; an entry without one leads with its first `where` part. */
  what: FieldText;
  /** Employer and place, school and place, issuer and number… */
  where: FieldText[];
  /** "Mar 2021 – Present" */
  dates?: FieldText;
  bullets: FieldText[];
};

export type ListView = { label?: FieldText; items: FieldText[] };

export type SectionView =
  | { kind: "paragraphs"; paragraphs: FieldText[] }
  | { kind: "entries"; entries: EntryView[] }
  | { kind: "lists"; lists: ListView[] };

export type TitledSectionView = { title: FieldText; view: SectionView };

/** The section's heading and content, or undefined when it has nothing to show. */
export function sectionView(section: ResumeSection): TitledSectionView | undefined {
  const view = contentView(section);
  const empty =
    (view.kind === "paragraphs" && view.paragraphs.length === 0) ||
    (view.kind === "entries" && view.entries.length === 0) ||
    (view.kind === "lists" && view.lists.length === 0);
  if (empty) return undefined;
  const title = section.title.trim() || RESUME_SECTION_KIND_LABELS[section.kind];
  return { title: { text: title, field: `sections.${section.id}.title` }, view };
}

function contentView(section: ResumeSection): SectionView {
  const base = `sections.${section.id}`;
  const at = (id: string, name: string) => `${base}.entries.${id}.${name}`;
  switch (section.kind) {
    case "summary":
      return {
        kind: "paragraphs",
        paragraphs: section.text
          .split(/\n+/)
          .map((paragraph) => ({ text: paragraph.trim(), field: `${base}.text` }))
          .filter((paragraph) => paragraph.text),
      };
    case "experience":
      return entries(
        section.entries.map((entry) => ({
          what: { text: entry.title, field: at(entry.id, "title") },
          where: [
            { text: entry.employer, field: at(entry.id, "employer") },
            { text: entry.location, field: at(entry.id, "location") },
          ],
          dates: {
            text: resumeDateRange(entry),
            field: at(entry.id, entry.startDate ? "startDate" : "endDate"),
          },
          bullets: bulletTexts(entry.bullets, at(entry.id, "bullets")),
        })),
      );
    case "education":
      return entries(
        section.entries.map((entry) => ({
          what: {
            text: [entry.degree.trim(), entry.area.trim()].filter(Boolean).join(" in "),
            field: at(entry.id, entry.degree.trim() ? "degree" : "area"),
          },
          where: [
            { text: entry.institution, field: at(entry.id, "institution") },
            { text: entry.location, field: at(entry.id, "location") },
          ],
          dates: {
            text: resumeDateRange(entry),
            field: at(entry.id, entry.startDate ? "startDate" : "endDate"),
          },
          bullets: bulletTexts(entry.bullets, at(entry.id, "bullets")),
        })),
      );
    case "certifications":
      return entries(
        section.entries.map((entry) => ({
          what: { text: entry.name, field: at(entry.id, "name") },
          where: [
            { text: entry.issuer, field: at(entry.id, "issuer") },
            { text: entry.number.trim() ? `No. ${entry.number.trim()}` : "", field: at(entry.id, "number") },
          ],
          dates: {
            text: [resumeDate(entry.date), entry.expires ? `Expires ${resumeDate(entry.expires)}` : ""]
              .filter(Boolean)
              .join(" · "),
            field: at(entry.id, entry.date ? "date" : "expires"),
          },
          bullets: [],
        })),
      );
    case "custom":
      return entries(
        section.entries.map((entry) => ({
          what: { text: entry.title, field: at(entry.id, "title") },
          where: [{ text: entry.subtitle, field: at(entry.id, "subtitle") }],
          dates: { text: entry.date, field: at(entry.id, "date") },
          bullets: bulletTexts(entry.bullets, at(entry.id, "bullets")),
        })),
      );
    case "skills":
      return {
        kind: "lists",
        lists: section.entries
          .map((group) => ({
            ...(group.name.trim() ? { label: { text: group.name.trim(), field: at(group.id, "name") } } : {}),
            items: group.keywords
              .map((keyword, index) => ({ text: keyword.trim(), field: at(group.id, `keywords.${index}`) }))
              .filter((item) => item.text),
          }))
          .filter((list) => list.items.length > 0),
      };
    case "languages": {
      const items = section.entries
        .map((entry) => ({
          text: [entry.language.trim(), entry.fluency.trim() ? `(${entry.fluency.trim()})` : ""]
            .filter(Boolean)
            .join(" "),
          field: at(entry.id, entry.language.trim() ? "language" : "fluency"),
        }))
        .filter((item) => item.text);
      return { kind: "lists", lists: items.length > 0 ? [{ items }] : [] };
    }
  }
}

function bulletTexts(bullets: string[], base: string): FieldText[] {
  return bullets
    .map((text, index) => ({ text: text.trim(), field: `${base}.${index}` }))
    .filter((bullet) => bullet.text);
}

/** Trims every part, drops blank ones, and leads with the first place when there is no title. */
function entries(views: EntryView[]): SectionView {
  const cleaned = views.flatMap((view): EntryView[] => {
    const where = view.where.map((part) => ({ ...part, text: part.text.trim() })).filter((part) => part.text);
    const title = { ...view.what, text: view.what.text.trim() };
    const what = title.text ? title : where.shift();
    const dates = view.dates?.text.trim() ? { ...view.dates, text: view.dates.text.trim() } : undefined;
    if (!what && view.bullets.length === 0) return [];
    return [
      {
        what: what ?? { text: "", field: view.what.field },
        where,
        ...(dates ? { dates } : {}),
        bullets: view.bullets,
      },
    ];
  });
  return { kind: "entries", entries: cleaned };
}
