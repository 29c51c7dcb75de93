import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TabStopType,
  TextRun,
} from "docx";
import { BRAND } from "../../../common/brand";
import {
  contactPieces,
  type EntryView,
  type ListView,
  PAGE_SIZES,
  resumeTitle,
  sectionView,
  TEMPLATE_STYLES,
} from "../../../common/resume-builder";
import type { ResumeDocument, ResumeFont } from "../../../common/resume-document";

/** The font family names Word knows the embedded fonts by. */
const WORD_FONT_NAMES: Record<ResumeFont, string> = {
  inter: "Inter",
  lato: "Lato",
  "source-serif-4": "Source Serif 4",
  lora: "Lora",
};
const INK = "111827";
const MUTED = "4B5563";
const BULLETS = "resume-bullets";
/** Word measures in twentieths of a point (twips) and font sizes in half points. */
const TWIPS = 20;

/**
 * The resume as an editable Word document: the same content in the same order as the PDF, with
 * real Title and Heading 1 styles (so Word's navigation and ATS parsers see the sections), real
 * bulleted lists, the chosen font and accent, and the page size and margins of the template.
 */
export async function renderResumeDocx(doc: ResumeDocument): Promise<Uint8Array> {
  const style = TEMPLATE_STYLES[doc.design.template];
  const page = PAGE_SIZES[doc.design.pageSize];
  const accent = doc.design.accent.slice(1).toUpperCase();
  const contentWidth = (page.width - 2 * style.margins.side) * TWIPS;
  const headingRule = style.heading.rule && {
    style: BorderStyle.SINGLE,
    size: Math.max(2, Math.round(style.heading.rule.width * 8)),
    space: 2,
    color:
      style.heading.rule.color === "accent" ? accent : style.heading.rule.color === "ink" ? INK : "D1D5DB",
  };
  const file = new Document({
    title: resumeTitle(doc.contact),
    creator: doc.contact.fullName.trim() || `${BRAND.name} resume builder`,
    description: doc.contact.title.trim() ? `Resume: ${doc.contact.title.trim()}` : "Resume",
    styles: {
      default: {
        document: { run: { font: WORD_FONT_NAMES[doc.design.font], size: style.sizes.body * 2, color: INK } },
      },
      paragraphStyles: [
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          run: {
            bold: true,
            size: style.sizes.name * 2,
            color: style.header.nameColor === "accent" ? accent : INK,
          },
          paragraph: {
            alignment: style.header.align === "center" ? AlignmentType.CENTER : AlignmentType.LEFT,
            spacing: { after: 40 },
          },
        },
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: {
            bold: true,
            allCaps: style.heading.caps,
            size: style.sizes.heading * 2,
            color: style.heading.color === "accent" ? accent : INK,
          },
          paragraph: {
            keepNext: true,
            spacing: { before: style.gaps.section * TWIPS, after: style.gaps.afterHeading * TWIPS },
            ...(headingRule
              ? {
                  border:
                    style.heading.rule?.placement === "above"
                      ? { top: headingRule }
                      : { bottom: headingRule },
                }
              : {}),
          },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: {
                  indent: { left: style.bulletIndent * TWIPS, hanging: style.bulletIndent * TWIPS },
                },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: Math.round(page.width * TWIPS), height: Math.round(page.height * TWIPS) },
            margin: {
              top: style.margins.top * TWIPS,
              bottom: style.margins.bottom * TWIPS,
              left: style.margins.side * TWIPS,
              right: style.margins.side * TWIPS,
            },
          },
        },
        children: [
          ...headerParagraphs(doc, style.header.align, accent),
          ...doc.sections.flatMap((section) => sectionParagraphs(section, contentWidth)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}

function headerParagraphs(doc: ResumeDocument, align: "left" | "center", accent: string): Paragraph[] {
  const alignment = align === "center" ? AlignmentType.CENTER : AlignmentType.LEFT;
  const paragraphs: Paragraph[] = [];
  if (doc.contact.fullName.trim())
    paragraphs.push(new Paragraph({ heading: HeadingLevel.TITLE, text: doc.contact.fullName.trim() }));
  if (doc.contact.title.trim()) {
    const { header, sizes } = TEMPLATE_STYLES[doc.design.template];
    const color = header.headlineColor === "accent" ? accent : MUTED;
    paragraphs.push(
      new Paragraph({
        alignment,
        children: [new TextRun({ text: doc.contact.title.trim(), size: sizes.headline * 2, color })],
      }),
    );
  }
  const pieces = contactPieces(doc.contact);
  if (pieces.length > 0) {
    const children = pieces.flatMap((piece, index): ParagraphChild[] => {
      const run = new TextRun({ text: piece.text });
      const linked = piece.href ? new ExternalHyperlink({ link: piece.href, children: [run] }) : run;
      return index === 0 ? [linked] : [new TextRun({ text: "  |  ", color: MUTED }), linked];
    });
    paragraphs.push(new Paragraph({ alignment, spacing: { before: 60 }, children }));
  }
  return paragraphs;
}

function sectionParagraphs(section: ResumeDocument["sections"][number], contentWidth: number): Paragraph[] {
  const titled = sectionView(section);
  if (!titled) return [];
  const { view } = titled;
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, text: titled.title.text });
  if (view.kind === "paragraphs") {
    return [
      heading,
      ...view.paragraphs.map((paragraph) => new Paragraph({ spacing: { after: 80 }, text: paragraph.text })),
    ];
  }
  if (view.kind === "lists") return [heading, ...view.lists.map(listParagraph)];
  return [
    heading,
    ...view.entries.flatMap((entry, index) => entryParagraphs(entry, contentWidth, index > 0)),
  ];
}

function listParagraph(list: ListView): Paragraph {
  const label = list.label ? [new TextRun({ text: `${list.label.text}: `, bold: true })] : [];
  return new Paragraph({
    spacing: { after: 40 },
    children: [...label, new TextRun(list.items.map((item) => item.text).join(", "))],
  });
}

/** Title with the dates at a right tab stop, then employer and place, then the bullets. */
function entryParagraphs(entry: EntryView, contentWidth: number, gapBefore: boolean): Paragraph[] {
  const titleLine = new Paragraph({
    keepNext: true,
    spacing: { before: gapBefore ? 140 : 0 },
    tabStops: [{ type: TabStopType.RIGHT, position: contentWidth }],
    children: [
      new TextRun({ text: entry.what.text, bold: true }),
      ...(entry.dates ? [new TextRun({ text: `\t${entry.dates.text}`, color: MUTED })] : []),
    ],
  });
  const where = entry.where.map((part, index) =>
    index === 0
      ? new TextRun({ text: part.text, italics: true })
      : new TextRun({ text: `, ${part.text}`, color: MUTED }),
  );
  const whereLine =
    where.length > 0 ? [new Paragraph({ keepNext: entry.bullets.length > 0, children: where })] : [];
  const bullets = entry.bullets.map(
    (bullet) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, text: bullet.text }),
  );
  return [titleLine, ...whereLine, ...bullets];
}
