import { describe, expect, it } from "vitest";
import { twoPageResume } from "../../tests/fixtures/resume-builder/two-page-resume";
import { RESUME_TEMPLATES, type ResumeDocument } from "../resume-document";
import type { LayoutText, ResumeLayout } from "../resume-layout-types";
import { exampleResumeDocument } from "./examples";
import { layoutResume } from "./layout";
import { TEMPLATE_STYLES } from "./templates";
import { textWidth } from "./text-measure";

const texts = (layout: ResumeLayout, page?: number): LayoutText[] =>
  (page === undefined ? layout.pages : [layout.pages[page] ?? { items: [] }]).flatMap((p) =>
    p.items.filter((item): item is LayoutText => item.kind === "text"),
  );

function withDesign(doc: ResumeDocument, design: Partial<ResumeDocument["design"]>): ResumeDocument {
  return { ...doc, design: { ...doc.design, ...design } };
}

describe("layoutResume", () => {
  it("reuses a section's layout only while the section and the design are as they were", () => {
    const doc = twoPageResume();
    layoutResume(doc);
    // Each design choice, the sections' objects unchanged: nothing laid out before is reused.
    const changes: Partial<ResumeDocument["design"]>[] = [
      { template: "modern" },
      { font: "lora" },
      { spacing: "tight" },
      { pageSize: "a4" },
      { accent: "#0f766e" },
    ];
    for (const change of changes) {
      const redesigned = withDesign(doc, change);
      expect(layoutResume(redesigned)).toEqual(layoutResume(structuredClone(redesigned)));
    }
    // One section edited, the others' objects as they were (as the editor changes a document).
    const [first, ...rest] = doc.sections;
    if (first?.kind !== "summary") throw new Error("the fixture opens with its summary");
    const edited = { ...doc, sections: [{ ...first, text: `${first.text} More words to wrap.` }, ...rest] };
    expect(layoutResume(edited)).toEqual(layoutResume(structuredClone(edited)));
    expect(layoutResume(doc)).toEqual(layoutResume(structuredClone(doc)));
  });

  it("lays out Letter and A4 at their sizes, text inside the margins", () => {
    for (const pageSize of ["letter", "a4"] as const) {
      const layout = layoutResume(withDesign(twoPageResume(), { pageSize }));
      expect([layout.width, layout.height]).toEqual(pageSize === "letter" ? [612, 792] : [595.28, 841.89]);
      const { margins } = TEMPLATE_STYLES.classic;
      for (const item of texts(layout)) {
        expect(item.x).toBeGreaterThanOrEqual(margins.side - 0.01);
        expect(item.x + textWidth(item.text, item.font, item.style, item.size)).toBeLessThanOrEqual(
          layout.width - margins.side + 0.01,
        );
        expect(item.y).toBeGreaterThan(margins.top);
        expect(item.y).toBeLessThanOrEqual(layout.height - margins.bottom);
      }
    }
  });

  it("continues on a second page when the first is full, in reading order", () => {
    const layout = layoutResume(twoPageResume());
    expect(layout.pages).toHaveLength(2);
    for (const page of [0, 1]) {
      const ys = texts(layout, page).map((item) => item.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
    }
  });

  it("never leaves a section heading or an entry header last on a page", () => {
    for (const template of RESUME_TEMPLATES) {
      for (const spacing of ["tight", "normal", "roomy"] as const) {
        const doc = withDesign(twoPageResume(), { template, spacing });
        const layout = layoutResume(doc);
        for (const page of layout.pages.slice(0, -1)) {
          const last = page.items.filter((item): item is LayoutText => item.kind === "text").at(-1);
          expect(last?.field).not.toMatch(/^sections\.[^.]+\.title$/);
          expect(last?.field).not.toMatch(/\.entries\.[^.]+\.(title|employer|location|startDate|endDate)$/);
        }
      }
    }
  });

  it("moves an entry header to the next page with its first bullet", () => {
    let movedHeaders = 0;
    for (let extraWords = 0; extraWords < 60; extraWords += 3) {
      const doc = twoPageResume();
      const summary = doc.sections.find((section) => section.kind === "summary");
      if (summary?.kind === "summary") summary.text += " Reliable.".repeat(extraWords * 3);
      const layout = layoutResume(doc);
      const lastOnPageOne = texts(layout, 0).at(-1);
      expect(lastOnPageOne?.field).not.toMatch(
        /\.entries\.[^.]+\.(title|employer|location|startDate|endDate)$/,
      );
      if (texts(layout, 1)[0]?.field?.match(/\.entries\.[^.]+\.title$/)) movedHeaders++;
    }
    expect(movedHeaders).toBeGreaterThan(0);
  });

  it("wraps a long bullet under its text, not under the bullet sign", () => {
    const doc = exampleResumeDocument("accountant");
    const experience = doc.sections.find((section) => section.kind === "experience");
    if (experience?.kind !== "experience") throw new Error("no experience");
    const entry = experience.entries[0];
    if (!entry) throw new Error("no entry");
    entry.bullets = ["Reconciled accounts ".repeat(20).trim()];
    const field = `sections.${experience.id}.entries.${entry.id}.bullets.0`;
    const lines = texts(layoutResume(doc)).filter((item) => item.field === field);
    const [marker, ...bulletLines] = lines;
    expect(marker?.text).toBe("•");
    expect(bulletLines.length).toBeGreaterThanOrEqual(3);
    expect(new Set(bulletLines.map((line) => line.x)).size).toBe(1);
    expect(bulletLines[0]?.x).toBeGreaterThan(marker?.x ?? 0);
    expect(bulletLines.map((line) => line.text).join(" ")).toBe(entry.bullets[0]);
  });

  it("gives every text a field, dates as 'Mar 2021 – Present', and links their addresses", () => {
    const doc = exampleResumeDocument("registered-nurse");
    const items = texts(layoutResume(doc));
    expect(items.every((item) => item.field)).toBe(true);
    expect(items.map((item) => item.text)).toContain("Mar 2021 – Present");
    const hrefs = items.filter((item) => item.href).map((item) => item.href);
    expect(hrefs).toEqual([
      "mailto:maria.gonzalez@example.com",
      "tel:3055550142",
      "https://linkedin.com/in/maria-gonzalez-rn",
    ]);
    expect(items.find((item) => item.text === "Miami, FL")?.field).toBe("contact.city");
  });

  it("draws each template differently: header, headings, date placement, density", () => {
    const doc = exampleResumeDocument("software-developer");
    const looks = RESUME_TEMPLATES.map((template) => {
      const layout = layoutResume(withDesign(doc, { template }));
      const items = texts(layout);
      const name = items.find((item) => item.field === "contact.fullName");
      const heading = items.find(
        (item) =>
          item.field?.endsWith(".title") &&
          item.field.startsWith("sections.") &&
          !item.field.includes("entries"),
      );
      return JSON.stringify([
        name?.x,
        name?.size,
        name?.color,
        heading?.text,
        heading?.color,
        items.at(-1)?.y,
      ]);
    });
    expect(new Set(looks).size).toBe(RESUME_TEMPLATES.length);
  });

  it("uses the chosen font and accent colour", () => {
    const doc = withDesign(exampleResumeDocument("accountant"), {
      font: "lora",
      template: "modern",
      accent: "#0f766e",
    });
    const items = texts(layoutResume(doc));
    expect(new Set(items.map((item) => item.font))).toEqual(new Set(["lora"]));
    expect(items.find((item) => item.field === "contact.fullName")?.color).toBe("#0f766e");
  });

  it("leaves out empty sections and shows characters the fonts lack as their base letters", () => {
    const doc = exampleResumeDocument("administrative-assistant");
    doc.contact.fullName = "Nguyễn Thị Ánh";
    doc.sections.push({ id: "empty", kind: "custom", title: "Volunteering", entries: [] });
    const items = texts(layoutResume(doc));
    expect(items.find((item) => item.field === "contact.fullName")?.text).toBe("Nguyen Thi Ánh");
    expect(items.some((item) => item.field === "sections.empty.title")).toBe(false);
  });

  it("lays out a two-page resume many times quickly (a sanity check, not a benchmark)", () => {
    const doc = twoPageResume();
    const started = performance.now();
    for (let run = 0; run < 20; run++) layoutResume(doc);
    expect((performance.now() - started) / 20).toBeLessThan(100);
  });
});
