import { PDFDocument, type PDFFont, type PDFPage, PDFString, rgb } from "pdf-lib";
import { BRAND } from "../../../common/brand";
import { layoutResume, resumeTitle } from "../../../common/resume-builder";
import type { ResumeDocument } from "../../../common/resume-document";
import type { LayoutItem, LayoutText, ResumeLayout } from "../../../common/resume-layout-types";
import { plainGlyphFontkit, resumeFontBytes } from "./resume-fonts";

/**
 * The resume as a PDF: exactly the items of its layout (the one the preview draws), in reading
 * order, as real text in the embedded fonts (subset: only the glyphs used), with clickable links
 * and the document's title, author, subject and language set for screen readers and search.
 */
export async function renderResumePdf(doc: ResumeDocument): Promise<Uint8Array> {
  const layout = layoutResume(doc);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(plainGlyphFontkit);
  setProperties(pdf, doc);
  const fonts = await embedFonts(pdf, layout);
  for (const { items } of layout.pages) {
    const page = pdf.addPage([layout.width, layout.height]);
    for (const item of items) drawItem(page, layout, item, fonts);
  }
  return pdf.save();
}

function setProperties(pdf: PDFDocument, doc: ResumeDocument): void {
  const name = doc.contact.fullName.trim();
  pdf.setTitle(resumeTitle(doc.contact), { showInWindowTitleBar: true });
  if (name) pdf.setAuthor(name);
  pdf.setSubject(doc.contact.title.trim() ? `Resume: ${doc.contact.title.trim()}` : "Resume");
  pdf.setLanguage("en-US");
  pdf.setCreator(`${BRAND.name} resume builder`);
  const skills = doc.sections.flatMap((section) =>
    section.kind === "skills" ? section.entries.flatMap((group) => group.keywords) : [],
  );
  if (skills.length > 0) pdf.setKeywords(skills);
}

type EmbeddedFonts = Map<string, PDFFont>;

/** Only the font styles the layout uses, each once. */
async function embedFonts(pdf: PDFDocument, layout: ResumeLayout): Promise<EmbeddedFonts> {
  const used = new Map<string, Pick<LayoutText, "font" | "style">>();
  for (const page of layout.pages) {
    for (const item of page.items) if (item.kind === "text") used.set(fontKey(item), item);
  }
  const fonts: EmbeddedFonts = new Map();
  await Promise.all(
    [...used].map(async ([key, { font, style }]) => {
      const bytes = await resumeFontBytes(font, style);
      fonts.set(key, await pdf.embedFont(bytes, { subset: true }));
    }),
  );
  return fonts;
}

function fontKey(item: Pick<LayoutText, "font" | "style">): string {
  return `${item.font}/${item.style}`;
}

/** Layout y runs down from the top; PDF y runs up from the bottom. */
function drawItem(page: PDFPage, layout: ResumeLayout, item: LayoutItem, fonts: EmbeddedFonts): void {
  if (item.kind === "rule") {
    page.drawLine({
      start: { x: item.x1, y: layout.height - item.y1 },
      end: { x: item.x2, y: layout.height - item.y2 },
      thickness: item.width,
      color: colorOf(item.color),
    });
    return;
  }
  const font = fonts.get(fontKey(item)) as PDFFont;
  const y = layout.height - item.y;
  page.drawText(item.text, { x: item.x, y, size: item.size, font, color: colorOf(item.color) });
  if (item.href)
    addLink(page, item.href, [
      item.x,
      y - item.size * 0.25,
      item.x + font.widthOfTextAtSize(item.text, item.size),
      y + item.size * 0.9,
    ]);
}

function addLink(page: PDFPage, href: string, rect: number[]): void {
  const { context } = page.doc;
  const annotation = context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: "Action", S: "URI", URI: PDFString.of(href) },
  });
  page.node.addAnnot(context.register(annotation));
}

function colorOf(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
