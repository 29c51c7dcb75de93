import { describe, expect, it } from "vitest";
import { DEFAULT_RESUME_DESIGN, type ResumeDocument } from "../../../common/resume-document";
import {
  addBullet,
  addEntry,
  addSection,
  dismissCheck,
  hasContent,
  keywordsFromText,
  moveBullet,
  moveEntry,
  moveItem,
  moveSection,
  newEntry,
  newSection,
  removeBullet,
  removeSection,
  renameSection,
  restoreCheck,
  setBullet,
  updateEntry,
} from "./resume-edits";

function documentWith(...sections: ResumeDocument["sections"]): ResumeDocument {
  return {
    version: 1,
    contact: { fullName: "", title: "", email: "", phone: "", city: "", state: "", links: [] },
    sections,
    design: DEFAULT_RESUME_DESIGN,
    dismissedChecks: [],
  };
}

const job = (id: string, bullets: string[] = []) => ({ ...newEntry("experience"), id, bullets });

describe("resume edits", () => {
  it("moves an item to a position, clamped to the list", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("adds, renames, reorders and removes sections without touching the original", () => {
    const original = documentWith();
    const experience = newSection("experience");
    const skills = newSection("skills");
    let doc = addSection(addSection(original, experience), skills);
    expect(doc.sections.map((section) => section.title)).toEqual(["Experience", "Skills"]);
    doc = renameSection(doc, skills.id, "Clinical skills");
    doc = moveSection(doc, 1, 0);
    expect(doc.sections.map((section) => section.title)).toEqual(["Clinical skills", "Experience"]);
    doc = removeSection(doc, skills.id);
    expect(doc.sections.map((section) => section.id)).toEqual([experience.id]);
    expect(original.sections).toEqual([]);
  });

  it("edits entries and their bullets in place of their section", () => {
    const section = {
      ...newSection("experience"),
      entries: [job("a", ["one", "two"]), job("b")],
    } as ResumeDocument["sections"][number];
    let doc = documentWith(section);
    doc = updateEntry(doc, section.id, "a", { employer: "Jackson Memorial" });
    doc = addBullet(doc, section.id, "a");
    doc = setBullet(doc, section.id, "a", 2, "three");
    doc = moveBullet(doc, section.id, "a", 2, 0);
    doc = removeBullet(doc, section.id, "a", 1);
    doc = moveEntry(doc, section.id, 0, 1);
    doc = addEntry(doc, section.id, job("c"));
    const [edited] = doc.sections;
    expect(edited?.kind === "experience" && edited.entries.map((entry) => entry.id)).toEqual(["b", "a", "c"]);
    expect(edited?.kind === "experience" && edited.entries[1]).toMatchObject({
      employer: "Jackson Memorial",
      bullets: ["three", "two"],
    });
  });

  it("dismisses a check once and brings it back", () => {
    let doc = dismissCheck(documentWith(), "contact-email");
    expect(dismissCheck(doc, "contact-email")).toBe(doc);
    expect(doc.dismissedChecks).toEqual(["contact-email"]);
    doc = restoreCheck(doc, "contact-email");
    expect(doc.dismissedChecks).toEqual([]);
  });

  it("reads comma-separated keywords", () => {
    expect(keywordsFromText(" Triage, IV therapy,, Epic ,")).toEqual(["Triage", "IV therapy", "Epic"]);
  });

  it("knows an untouched document from one with work in it", () => {
    const empty = documentWith(newSection("summary"), newSection("experience"));
    expect(hasContent(empty)).toBe(false);
    expect(hasContent({ ...empty, contact: { ...empty.contact, email: "a@b.co" } })).toBe(true);
    const section = empty.sections[1] as ResumeDocument["sections"][number];
    expect(hasContent(addEntry(empty, section.id, job("x")))).toBe(true);
  });
});
