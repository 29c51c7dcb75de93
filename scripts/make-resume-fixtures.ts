/**
 * Renders tests/fixtures/resumes/resume-specs.ts into real PDF (pdf-lib) and DOCX (docx) files in
 * tests/fixtures/resumes/. Run after changing a spec: `npm run resumes:fixtures [-- <file>…]`.
 * The files are committed, so tests never depend on this script's libraries at run time.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  setCharacterSpacing,
} from "pdf-lib";
import { RESUME_SPECS, type ResumeBlock } from "../tests/fixtures/resumes/resume-specs";

const OUTPUT_DIR = path.join(import.meta.dirname, "../tests/fixtures/resumes");
/** Fixed dates keep regenerated PDFs byte-identical when nothing changed. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

// ---- PDF ----------------------------------------------------------------------------------------

const PAGE = { width: 612, height: 792, margin: 54 };

type PdfContext = { doc: PDFDocument; page: PDFPage; regular: PDFFont; bold: PDFFont };
type Column = { x: number; width: number };

async function renderPdf(blocks: ResumeBlock[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("make-resume-fixtures");
  const context: PdfContext = {
    doc,
    page: doc.addPage([PAGE.width, PAGE.height]),
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const fullWidth = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin };
  drawBlocks(context, blocks, fullWidth, PAGE.height - PAGE.margin);
  return doc.save({ useObjectStreams: false });
}

/** Draws blocks top-down in a column from y; returns the y under the last one. */
function drawBlocks(context: PdfContext, blocks: ResumeBlock[], column: Column, startY: number): number {
  let y = startY;
  for (const block of blocks) y = drawBlock(context, block, column, y);
  return y;
}

function drawBlock(context: PdfContext, block: ResumeBlock, column: Column, y: number): number {
  const { page, regular, bold } = context;
  switch (block.kind) {
    case "name": {
      const size = 22;
      const spacing = block.letterSpacing ?? 0;
      const width = bold.widthOfTextAtSize(block.text, size) + spacing * (block.text.length - 1);
      const x = block.align === "center" ? column.x + (column.width - width) / 2 : column.x;
      page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing));
      page.drawText(block.text, { x, y: y - size, size, font: bold });
      page.pushOperators(popGraphicsState());
      return y - size - 14;
    }
    case "header": {
      const size = 22;
      page.drawText(block.name, { x: column.x, y: y - size, size, font: bold });
      let leftY = y - size - 14;
      if (block.headline) {
        page.drawText(block.headline, { x: column.x, y: leftY - 12, size: 12, font: regular });
        leftY -= 20;
      }
      const rightY = block.contact.reduce((at, text) => {
        const width = regular.widthOfTextAtSize(text, 10);
        page.drawText(text, { x: column.x + column.width - width, y: at - 10, size: 10, font: regular });
        return at - 14;
      }, y);
      return Math.min(leftY, rightY) - 4;
    }
    case "heading":
      page.drawText(block.text, { x: column.x, y: y - 22, size: 12.5, font: bold, color: rgb(0.6, 0.2, 0) });
      return y - 30;
    case "line":
      return drawWrapped(context, block.text, column, y, block.bold ? bold : regular);
    case "bullets":
      return block.items.reduce(
        (at, item) =>
          drawWrapped(context, item, { x: column.x + 12, width: column.width - 12 }, at, regular, "• "),
        y,
      );
    case "entry": {
      const size = 10.5;
      const datesWidth = bold.widthOfTextAtSize(block.dates, size);
      page.drawText(block.text, { x: column.x, y: y - size, size, font: bold });
      page.drawText(block.dates, {
        x: column.x + column.width - datesWidth,
        y: y - size,
        size,
        font: regular,
      });
      return y - size - 6;
    }
    case "columns": {
      const sidebar = { x: column.x, width: 150 };
      const main = { x: column.x + 180, width: column.width - 180 };
      const leftEnd = drawBlocks(context, block.left, sidebar, y);
      const rightEnd = drawBlocks(context, block.right, main, y);
      return Math.min(leftEnd, rightEnd);
    }
    case "table": {
      const size = 10.5;
      const rowHeight = 20;
      const cellWidth = column.width / Math.max(...block.rows.map((row) => row.length));
      block.rows.forEach((row, rowIndex) => {
        const top = y - rowIndex * rowHeight;
        row.forEach((cell, cellIndex) => {
          const x = column.x + cellIndex * cellWidth;
          page.drawRectangle({
            x,
            y: top - rowHeight,
            width: cellWidth,
            height: rowHeight,
            borderWidth: 0.5,
            borderColor: rgb(0.7, 0.7, 0.7),
          });
          page.drawText(cell, { x: x + 6, y: top - 14, size, font: regular });
        });
      });
      return y - block.rows.length * rowHeight - 6;
    }
    case "grid": {
      const size = 10.5;
      const cellWidth = column.width / Math.max(...block.rows.map((row) => row.length));
      block.rows.forEach((row, rowIndex) => {
        row.forEach((cell, cellIndex) => {
          const text = block.bullets ? `• ${cell}` : cell;
          const at = { x: column.x + cellIndex * cellWidth, y: y - rowIndex * 16 - size };
          page.drawText(text, { ...at, size, font: regular });
        });
      });
      return y - block.rows.length * 16 - 4;
    }
    case "pageBreak":
      context.page = context.doc.addPage([PAGE.width, PAGE.height]);
      return PAGE.height - PAGE.margin;
  }
}

function drawWrapped(
  context: PdfContext,
  text: string,
  column: Column,
  y: number,
  font: PDFFont,
  prefix = "",
): number {
  const size = 10.5;
  const lines: string[] = [];
  let current = prefix;
  for (const word of text.split(" ")) {
    const candidate = current === prefix ? `${current}${word}` : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) > column.width && current !== prefix) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  let at = y;
  for (const line of lines) {
    context.page.drawText(line, { x: column.x, y: at - size, size, font });
    at -= size + 5;
  }
  return at - 2;
}

// ---- DOCX ---------------------------------------------------------------------------------------

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  left: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  right: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
};

function docxBlocks(blocks: ResumeBlock[]): (Paragraph | Table)[] {
  return blocks.flatMap(docxBlock);
}

function docxBlock(block: ResumeBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case "name":
      return [
        new Paragraph({
          heading: HeadingLevel.TITLE,
          alignment: block.align === "center" ? AlignmentType.CENTER : AlignmentType.LEFT,
          children: [
            new TextRun({
              text: block.text,
              bold: true,
              size: 44,
              characterSpacing: block.letterSpacing ? block.letterSpacing * 20 : undefined,
            }),
          ],
        }),
      ];
    case "header":
      return [
        borderlessRow(
          [
            new Paragraph({
              heading: HeadingLevel.TITLE,
              children: [new TextRun({ text: block.name, bold: true, size: 44 })],
            }),
            ...(block.headline ? [new Paragraph(block.headline)] : []),
          ],
          block.contact.map(
            (text) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(text)] }),
          ),
          [60, 40],
        ),
      ];
    case "grid":
      if (block.bullets) {
        const columns = Math.max(...block.rows.map((row) => row.length));
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: NO_BORDERS,
            rows: [
              new TableRow({
                children: Array.from(
                  { length: columns },
                  (_, index) =>
                    new TableCell({
                      children: block.rows
                        .map((row) => row[index])
                        .filter((cell) => cell !== undefined)
                        .map(
                          (cell) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(cell)] }),
                        ),
                    }),
                ),
              }),
            ],
          }),
        ];
      }
      return block.rows.map(
        (row) =>
          new Paragraph({
            tabStops: row
              .slice(1)
              .map((_, index) => ({ type: TabStopType.LEFT, position: (index + 1) * 3200 })),
            children: row.map((cell, index) => new TextRun(index === 0 ? cell : `\t${cell}`)),
          }),
      );
    case "heading":
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.text)] })];
    case "line":
      return [new Paragraph({ children: [new TextRun({ text: block.text, bold: block.bold })] })];
    case "bullets":
      return block.items.map(
        (item) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(item)] }),
      );
    case "entry":
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          children: [
            new TextRun({ text: block.text, bold: true }),
            new TextRun({ text: `\t${block.dates}` }),
          ],
        }),
      ];
    case "columns":
      return [
        borderlessRow(
          docxBlocks(block.left) as Paragraph[],
          docxBlocks(block.right) as Paragraph[],
          [30, 70],
        ),
      ];
    case "table":
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: block.rows.map(
            (row) =>
              new TableRow({
                children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
              }),
          ),
        }),
      ];
    case "pageBreak":
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

/** Two cells side by side without borders: how Word users build sidebars and two-column headers. */
function borderlessRow(left: Paragraph[], right: Paragraph[], widths: [number, number]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({ width: { size: widths[0], type: WidthType.PERCENTAGE }, children: left }),
          new TableCell({ width: { size: widths[1], type: WidthType.PERCENTAGE }, children: right }),
        ],
      }),
    ],
  });
}

async function renderDocx(blocks: ResumeBlock[]): Promise<Buffer> {
  const doc = new Document({
    creator: "make-resume-fixtures",
    sections: [{ children: docxBlocks(blocks) }],
  });
  return Packer.toBuffer(doc);
}

// `npm run resumes:fixtures -- 13-warehouse-caps-headings.pdf` renders only the files named; DOCX
// files carry their creation time, so rendering an unchanged one rewrites it.
const only = process.argv.slice(2);
for (const spec of RESUME_SPECS.filter((spec) => only.length === 0 || only.includes(spec.file))) {
  const bytes = spec.file.endsWith(".pdf") ? await renderPdf(spec.blocks) : await renderDocx(spec.blocks);
  await writeFile(path.join(OUTPUT_DIR, spec.file), bytes);
  process.stdout.write(`${spec.file} (${spec.layout})\n`);
}
