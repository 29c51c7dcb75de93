import { inflateRawSync } from "node:zlib";
import mammoth from "mammoth";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { exampleResumeDocument, layoutResume, RESUME_FONT_FILES } from "../../../common/resume-builder";
import { textWidth } from "../../../common/resume-builder/text-measure";
import { RESUME_FONTS } from "../../../common/resume-document";
import { twoPageResume } from "../../../tests/fixtures/resume-builder/two-page-resume";
import { renderResumeDocx, renderResumePdf } from ".";
import { plainGlyphFontkit, resumeFontBytes } from "./resume-fonts";

describe("renderResumePdf", () => {
  it("has one page per layout page, the document's title, author, subject, language and creator", async () => {
    const doc = twoPageResume("registered-nurse");
    const pdf = await PDFDocument.load(await renderResumePdf(doc), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(layoutResume(doc).pages.length);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getTitle()).toBe("Maria Gonzalez – Resume");
    expect(pdf.getAuthor()).toBe("Maria Gonzalez");
    expect(pdf.getSubject()).toBe("Resume: Registered Nurse");
    expect(pdf.getCreator()).toMatch(/resume builder$/);
    expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-US");
  });

  it("makes the email, phone and links clickable", async () => {
    const pdf = await PDFDocument.load(await renderResumePdf(exampleResumeDocument("software-developer")));
    const annotations = pdf.getPage(0).node.lookup(PDFName.of("Annots"), PDFArray);
    const targets = annotations.asArray().map((ref) => {
      const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict);
      return action.lookup(PDFName.of("URI"), PDFString).decodeText();
    });
    expect(targets).toEqual([
      "mailto:priya.raman@example.com",
      "tel:9545550176",
      "https://github.com/priyaraman",
    ]);
  });

  it("draws A4 pages for an A4 resume", async () => {
    const doc = exampleResumeDocument("accountant");
    doc.design.pageSize = "a4";
    const pdf = await PDFDocument.load(await renderResumePdf(doc));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it("sets text exactly as wide as the layout measured it, in every font and style", async () => {
    const sample = "Registered Nurse — “Telemetry” office ffi, café 1,500 • Jacksonville…";
    for (const font of RESUME_FONTS) {
      for (const style of Object.keys(
        RESUME_FONT_FILES[font],
      ) as (keyof (typeof RESUME_FONT_FILES)[typeof font])[]) {
        const pdf = await PDFDocument.create();
        pdf.registerFontkit(plainGlyphFontkit);
        const embedded = await pdf.embedFont(await resumeFontBytes(font, style), { subset: true });
        expect(embedded.widthOfTextAtSize(sample, 10)).toBeCloseTo(textWidth(sample, font, style, 10), 6);
      }
    }
  });
});

/** A file from a DOCX (ZIP) package: the local header says where its deflated bytes are. */
function docxPart(bytes: Uint8Array, name: string): string {
  const buffer = Buffer.from(bytes);
  const at = buffer.indexOf(Buffer.from(name));
  const header = at - 30;
  const compressed = buffer.readUInt32LE(header + 18);
  const start = at + name.length + buffer.readUInt16LE(header + 28);
  return inflateRawSync(buffer.subarray(start, start + compressed)).toString("utf8");
}

describe("renderResumeDocx", () => {
  it("uses real heading styles and bulleted lists, in the document's order", async () => {
    const bytes = await renderResumeDocx(exampleResumeDocument("registered-nurse"));
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(html.startsWith("<h1>Maria Gonzalez</h1>") || html.startsWith("<p>Maria Gonzalez</p>")).toBe(true);
    const headings = [...html.matchAll(/<h1>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headings).toEqual(
      expect.arrayContaining([
        "Summary",
        "Experience",
        "Education",
        "Skills",
        "Certifications and Licenses",
        "Languages",
      ]),
    );
    expect(html).toContain("<ul><li>Care for 5 to 6 telemetry patients");
    expect(html).toContain('<a href="mailto:maria.gonzalez@example.com">maria.gonzalez@example.com</a>');
  });

  it("names the chosen font, the page size and the document title", async () => {
    const doc = exampleResumeDocument("accountant");
    doc.design = { ...doc.design, font: "source-serif-4", pageSize: "a4" };
    const bytes = await renderResumeDocx(doc);
    expect(docxPart(bytes, "word/styles.xml")).toContain('w:ascii="Source Serif 4"');
    expect(docxPart(bytes, "word/document.xml")).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(docxPart(bytes, "docProps/core.xml")).toContain("<dc:title>Michael Thompson – Resume</dc:title>");
  });
});
