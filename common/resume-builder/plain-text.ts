import type { ResumeDocument } from "../resume-document";
import { contactPieces } from "./resume-format";
import { type EntryView, sectionView } from "./section-views";

/**
 * The resume as plain text, for pasting into an application form: the same content and order as
 * the PDF, headings in capitals, bullets as "•", entries as "Title | Employer, Place | Dates".
 */
export function resumePlainText(doc: ResumeDocument): string {
  const header = [
    doc.contact.fullName,
    doc.contact.title,
    contactPieces(doc.contact)
      .map((piece) => piece.text)
      .join(" | "),
  ]
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
  const sections = doc.sections.flatMap((section) => {
    const titled = sectionView(section);
    if (!titled) return [];
    const { view } = titled;
    const body =
      view.kind === "paragraphs"
        ? view.paragraphs.map((paragraph) => paragraph.text)
        : view.kind === "lists"
          ? view.lists.map(
              (list) =>
                `${list.label ? `${list.label.text}: ` : ""}${list.items.map((item) => item.text).join(", ")}`,
            )
          : view.entries.map(entryText);
    return [[titled.title.text.toUpperCase(), ...body].join("\n")];
  });
  return `${[header, ...sections].filter(Boolean).join("\n\n")}\n`;
}

function entryText(entry: EntryView): string {
  const where = entry.where.map((part) => part.text).join(", ");
  const heading = [entry.what.text, where, entry.dates?.text ?? ""].filter(Boolean).join(" | ");
  return [heading, ...entry.bullets.map((bullet) => `• ${bullet.text}`)].join("\n");
}
