import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "../../../tests/fixtures/resumes/measure-accuracy";
import { Invalid } from "../../errors";
import { DOCX, PDF } from "../../storage";
import { pdfBytes, zipBytes } from "../../storage/testing/sample-files";
import { resumeTextOf, UNREADABLE_RESUME_MESSAGE } from "./resume-text";

const fixture = (name: string) => readFile(path.join(FIXTURES_DIR, name));

describe("resumeTextOf", () => {
  it("reads a PDF line by line across pages, splitting columns apart", async () => {
    const text = await resumeTextOf(await fixture("05-dates-right-two-pages.pdf"), PDF.mime);
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Sofia Delgado",
      "sofia.delgado@example.com",
      "+1 305 555 0105",
    ]);
    expect(text).toContain("Litigation Paralegal, Harbor & Vance LLP");
    const twoColumns = await resumeTextOf(await fixture("02-two-column-sidebar.pdf"), PDF.mime);
    expect(twoColumns.split("\n")).toContain("Registered Nurse");
  });

  it("reads a DOCX's paragraphs and table cells", async () => {
    const text = await resumeTextOf(await fixture("08-contact-table.docx"), DOCX.mime);
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Priya Natarajan", "954-555-0108", "Power BI"]));
  });

  it("breaks lines at table cells and tab-aligned columns, and reads letter-spaced names as words", async () => {
    const lines = async (name: string) =>
      (await resumeTextOf(await fixture(name), name.endsWith(".pdf") ? PDF.mime : DOCX.mime)).split("\n");
    // A PDF table whose cell text nearly touches the next cell; Word tab stops.
    expect(await lines("23-accounting-caps-table.pdf")).toEqual(
      expect.arrayContaining(["Excel (VLOOKUP, Pivot Tables)", "Accounts Payable", "Bank Reconciliations"]),
    );
    expect(await lines("24-customer-support-tab-columns.docx")).toEqual(
      expect.arrayContaining(["Zendesk", "Live Chat Support", "De-escalation"]),
    );
    // Drawn with character spacing (PDF), typed with spaces (PDF and DOCX).
    expect((await lines("17-teacher-spaced-caps-name.pdf"))[0]).toBe("KEISHA BROWN");
    expect((await lines("25-software-letter-spaced-groups.pdf"))[0]).toBe("DEVON PARK");
    expect((await lines("14-hr-letter-spaced-name.docx"))[0]).toBe("TAMARA JOHNSON");
  });

  it("gives an empty text for a PDF without a text layer", async () => {
    expect(await resumeTextOf(pdfBytes(), PDF.mime)).toBe("");
  });

  it("refuses files it cannot parse and DOCX files that inflate far beyond a resume", async () => {
    const unreadable = new Invalid(UNREADABLE_RESUME_MESSAGE, { resume: UNREADABLE_RESUME_MESSAGE });
    await expect(resumeTextOf(Buffer.from("%PDF-1.7 nonsense"), PDF.mime)).rejects.toEqual(unreadable);
    await expect(
      resumeTextOf(zipBytes([{ name: "word/document.xml", data: Buffer.from("<w:document") }]), DOCX.mime),
    ).rejects.toEqual(unreadable);
    const bomb = zipBytes([{ name: "word/document.xml", data: Buffer.alloc(10) }]);
    // Claims 3 GB uncompressed in the central directory, as a ZIP bomb would.
    bomb.writeUInt32LE(3 * 1024 ** 3, bomb.length - 22 - 46 - "word/document.xml".length + 24);
    await expect(resumeTextOf(bomb, DOCX.mime)).rejects.toEqual(unreadable);
  });
});
