import { describe, expect, it } from "vitest";
import { exampleResumeDocument } from "./examples";
import { emptyResumeDocument } from "./new-documents";
import { resumePlainText } from "./plain-text";

describe("resumePlainText", () => {
  it("writes the resume in the PDF's order: contact, then each section under its heading", () => {
    const text = resumePlainText(exampleResumeDocument("warehouse-associate"));
    expect(
      text.startsWith(
        "Darnell Washington\nWarehouse Associate\ndarnell.washington@example.com | (904) 555-0163 | Jacksonville, FL\n\nSUMMARY\n",
      ),
    ).toBe(true);
    expect(text).toContain(
      "EXPERIENCE\nWarehouse Associate | Coastal Distribution Center, Jacksonville, FL | Aug 2020 – Present\n• Pick and pack 180+ orders",
    );
    expect(text).toContain("\n\nSKILLS\nForklift, Pallet Jack, RF Scanner,");
    expect(text).toContain(
      "Forklift Operator Certification | Coastal Distribution Center | Sep 2020 · Expires Sep 2026",
    );
    expect(text.indexOf("EXPERIENCE")).toBeLessThan(text.indexOf("EDUCATION"));
    expect(text.endsWith("\n")).toBe(true);
  });

  it("follows the person's section order and titles, and leaves empty sections out", () => {
    const doc = exampleResumeDocument("software-developer");
    doc.sections.reverse();
    const skills = doc.sections[0];
    if (skills) skills.title = "Technical Skills";
    doc.sections.push({ id: "blank", kind: "languages", title: "Languages", entries: [] });
    const text = resumePlainText(doc);
    expect(text.indexOf("TECHNICAL SKILLS")).toBeLessThan(text.indexOf("EXPERIENCE"));
    expect(text).not.toContain("LANGUAGES");
  });

  it("is empty but for a line break for an empty resume", () => {
    expect(resumePlainText(emptyResumeDocument())).toBe("\n");
  });
});
