import type { ResumeDocument, ResumeSection } from "../resume-document";
import type { ResumeLayout } from "../resume-layout-types";
import { type FieldText, sectionView } from "./section-views";
import { misspelledSkills } from "./skill-spelling";

/**
 * A suggestion shown beside the editor. `id` stays the same while the person edits (it names the
 * rule and the record, not the text), so a dismissed check stays dismissed; `field` is the path of
 * the field to fix, as the layout's items carry it.
 */
export type ResumeCheck = { id: string; message: string; field: string };

const MAX_BULLET_LINES = 2;
const MAX_PAGES = 2;
/** This many bullets of one entry opening with the same word reads as a list of the same thing. */
const SAME_OPENING_LIMIT = 3;

/**
 * Every check that applies to the resume as written and laid out, the dismissed ones included:
 * splitDismissedChecks sets those apart (the editor still lists them, to bring back).
 */
export function resumeChecks(doc: ResumeDocument, layout: ResumeLayout): ResumeCheck[] {
  return [
    ...contactChecks(doc),
    ...entryChecks(doc, layout),
    ...numberCheck(doc),
    ...lengthCheck(layout),
    ...wordChecks(doc),
  ];
}

/** The checks still to show, and those whose id the person dismissed (`doc.dismissedChecks`). */
export function splitDismissedChecks(
  checks: readonly ResumeCheck[],
  dismissedIds: readonly string[],
): { open: ResumeCheck[]; dismissed: ResumeCheck[] } {
  const dismissed = new Set(dismissedIds);
  return {
    open: checks.filter((check) => !dismissed.has(check.id)),
    dismissed: checks.filter((check) => dismissed.has(check.id)),
  };
}

function contactChecks({ contact }: ResumeDocument): ResumeCheck[] {
  const missing: [boolean, string, string][] = [
    [!contact.fullName.trim(), "fullName", "Add your name at the top of the resume."],
    [!contact.email.trim(), "email", "Add an email address so employers can reach you."],
    [!contact.phone.trim(), "phone", "Add a phone number: recruiters often call first."],
    [
      !contact.city.trim() || !contact.state.trim(),
      contact.city.trim() ? "state" : "city",
      "Add your city and state: employers look for local candidates.",
    ],
  ];
  return missing
    .filter(([isMissing]) => isMissing)
    .map(([, field, message]) => ({
      id: `missing-contact:${field === "state" ? "city" : field}`,
      message,
      field: `contact.${field}`,
    }));
}

/** Entries without dates, bullets over two lines, and bullets that all open with the same word. */
function entryChecks(doc: ResumeDocument, layout: ResumeLayout): ResumeCheck[] {
  const linesOf = bulletLineCounts(layout);
  const checks: ResumeCheck[] = [];
  for (const section of doc.sections) {
    if (section.kind !== "experience" && section.kind !== "education" && section.kind !== "custom") continue;
    for (const entry of section.entries) {
      const path = `sections.${section.id}.entries.${entry.id}`;
      if ("startDate" in entry && !entry.startDate && !entry.endDate && !entry.current) {
        const what = section.kind === "experience" ? "this job" : "this school";
        checks.push({
          id: `missing-dates:${entry.id}`,
          message: `Add dates to ${what}, even just the years.`,
          field: `${path}.startDate`,
        });
      }
      entry.bullets.forEach((_bullet, index) => {
        const field = `${path}.bullets.${index}`;
        if ((linesOf.get(field) ?? 0) > MAX_BULLET_LINES) {
          checks.push({
            id: `long-bullet:${entry.id}:${index}`,
            message: "This bullet runs over two lines: shorter bullets are easier to skim.",
            field,
          });
        }
      });
      checks.push(...sameOpeningChecks(entry.id, entry.bullets, path));
    }
  }
  return checks;
}

/** How many lines each bullet takes on the page (its marker not counted). */
function bulletLineCounts(layout: ResumeLayout): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of layout.pages) {
    for (const item of page.items) {
      if (item.kind === "text" && item.field?.includes(".bullets.") && item.text !== "•")
        counts.set(item.field, (counts.get(item.field) ?? 0) + 1);
    }
  }
  return counts;
}

function sameOpeningChecks(entryId: string, bullets: string[], path: string): ResumeCheck[] {
  const byWord = new Map<string, number[]>();
  bullets.forEach((bullet, index) => {
    const word = /^\p{L}+/u.exec(bullet.trim())?.[0].toLowerCase();
    if (word) byWord.set(word, [...(byWord.get(word) ?? []), index]);
  });
  return [...byWord]
    .filter(([, indexes]) => indexes.length >= SAME_OPENING_LIMIT)
    .map(([word, indexes]) => ({
      id: `same-opening:${entryId}:${word}`,
      message: `${indexes.length} bullets start with "${capitalized(word)}": vary the opening words.`,
      field: `${path}.bullets.${indexes[1]}`,
    }));
}

/** Numbers show results ("cut costs 20%"); a resume with bullets but no digit in any of them has none. */
function numberCheck(doc: ResumeDocument): ResumeCheck[] {
  const bullets = allTexts(doc).filter((text) => text.field.includes(".bullets."));
  if (bullets.length === 0 || bullets.some((bullet) => /\d/.test(bullet.text))) return [];
  return [
    {
      id: "no-numbers",
      message: "Add numbers to your bullets (how many, how much, how often): results stand out.",
      field: (bullets[0] as FieldText).field,
    },
  ];
}

function lengthCheck(layout: ResumeLayout): ResumeCheck[] {
  if (layout.pages.length <= MAX_PAGES) return [];
  const firstOver = layout.pages[MAX_PAGES]?.items.find((item) => item.kind === "text" && item.field);
  const field = firstOver?.kind === "text" ? (firstOver.field ?? "") : "";
  return [
    { id: "too-long", message: `Your resume runs to ${layout.pages.length} pages: keep it to two.`, field },
  ];
}

const DOUBLED_WORD = /(?<![\p{L}\d])(\p{L}+)\s+\1(?![\p{L}\d])/iu;

/** A word written twice in a row, and skills spelled unlike the usual spelling. */
function wordChecks(doc: ResumeDocument): ResumeCheck[] {
  const checks: ResumeCheck[] = [];
  const misspelled = new Set<string>();
  for (const { text, field } of allTexts(doc)) {
    const { doubled, misspelledSkills } = wordsOf(text);
    if (doubled)
      checks.push({
        id: `doubled-word:${field}:${doubled[1]?.toLowerCase()}`,
        message: `"${doubled[0]}": the word is written twice.`,
        field,
      });
    for (const { written, right } of misspelledSkills) {
      const key = written.toLowerCase().replace(/\s+/g, " ");
      if (misspelled.has(key)) continue;
      misspelled.add(key);
      checks.push({
        id: `skill-spelling:${key}`,
        message: `"${written}" is usually spelled "${right}".`,
        field,
      });
    }
  }
  return checks;
}

type WordFindings = {
  doubled: RegExpExecArray | null;
  misspelledSkills: ReturnType<typeof misspelledSkills>;
};

/**
 * What the word checks find in a text, remembered: the checks run on every change, and all the
 * texts but the one being typed in are as they were (the skill spellings are many patterns each).
 */
const wordFindings = new Map<string, WordFindings>();
const WORD_FINDINGS_LIMIT = 2000;

function wordsOf(text: string): WordFindings {
  let found = wordFindings.get(text);
  if (!found) {
    found = { doubled: DOUBLED_WORD.exec(text), misspelledSkills: misspelledSkills(text) };
    if (wordFindings.size >= WORD_FINDINGS_LIMIT) wordFindings.clear();
    wordFindings.set(text, found);
  }
  return found;
}

/** Every piece of text the person wrote, with its field: headline, then each section's content. */
function allTexts(doc: ResumeDocument): FieldText[] {
  const texts: FieldText[] = [{ text: doc.contact.title, field: "contact.title" }];
  for (const section of doc.sections) texts.push(...sectionTexts(section));
  return texts;
}

/** A section's texts, remembered while the section object is the same (edits make new ones). */
const textsOfSection = new WeakMap<ResumeSection, FieldText[]>();

function sectionTexts(section: ResumeSection): FieldText[] {
  let texts = textsOfSection.get(section);
  if (!texts) {
    const view = sectionView(section)?.view;
    texts =
      view?.kind === "paragraphs"
        ? view.paragraphs
        : view?.kind === "lists"
          ? view.lists.flatMap((list) => list.items)
          : view?.kind === "entries"
            ? view.entries.flatMap((entry) => [entry.what, ...entry.where, ...entry.bullets])
            : [];
    textsOfSection.set(section, texts);
  }
  return texts;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
