import { describe, expect, it } from "vitest";
import { twoPageResume } from "../../tests/fixtures/resume-builder/two-page-resume";
import type { ExperienceEntry, ResumeDocument } from "../resume-document";
import { resumeChecks, splitDismissedChecks } from "./checks";
import { exampleResumeDocument } from "./examples";
import { layoutResume } from "./layout";

/** The checks the editor shows as open: every check, less the dismissed ones. */
const checksOf = (doc: ResumeDocument) =>
  splitDismissedChecks(resumeChecks(doc, layoutResume(doc)), doc.dismissedChecks).open;
const idsOf = (doc: ResumeDocument) => checksOf(doc).map((check) => check.id);

function firstJob(doc: ResumeDocument): { job: ExperienceEntry; path: string } {
  const section = doc.sections.find((candidate) => candidate.kind === "experience");
  if (section?.kind !== "experience" || !section.entries[0]) throw new Error("no job");
  return { job: section.entries[0], path: `sections.${section.id}.entries.${section.entries[0].id}` };
}

describe("resumeChecks", () => {
  it("finds the same after edits as in a fresh copy of the document (nothing remembered goes stale)", () => {
    const doc = twoPageResume();
    checksOf(doc);
    const { job } = firstJob(doc);
    const edited: ResumeDocument = {
      ...doc,
      sections: doc.sections.map((section) =>
        section.kind === "experience"
          ? {
              ...section,
              entries: section.entries.map((entry) =>
                entry === job
                  ? { ...entry, bullets: [...entry.bullets, "Used Excell and and Javascript"] }
                  : entry,
              ),
            }
          : section,
      ),
    };
    const found = checksOf(edited);
    expect(found).toEqual(checksOf(structuredClone(edited)));
    expect(found.map((check) => check.id)).toEqual(
      expect.arrayContaining(["skill-spelling:excell", "skill-spelling:javascript"]),
    );
    expect(checksOf(doc)).toEqual(checksOf(structuredClone(doc)));
  });

  it("finds nothing to fix in a complete example", () => {
    expect(checksOf(exampleResumeDocument("software-developer"))).toEqual([]);
  });

  it("asks for each missing contact detail, linked to its field", () => {
    const doc = exampleResumeDocument("accountant");
    doc.contact = { ...doc.contact, fullName: "", email: " ", phone: "", state: "" };
    expect(checksOf(doc)).toEqual([
      expect.objectContaining({ id: "missing-contact:fullName", field: "contact.fullName" }),
      expect.objectContaining({ id: "missing-contact:email", field: "contact.email" }),
      expect.objectContaining({ id: "missing-contact:phone", field: "contact.phone" }),
      expect.objectContaining({ id: "missing-contact:city", field: "contact.state" }),
    ]);
  });

  it("flags jobs and schools without dates", () => {
    const doc = exampleResumeDocument("warehouse-associate");
    const { job, path } = firstJob(doc);
    Object.assign(job, { startDate: "", endDate: "", current: false });
    expect(checksOf(doc)).toContainEqual({
      id: `missing-dates:${job.id}`,
      message: expect.stringContaining("dates"),
      field: `${path}.startDate`,
    });
  });

  it("flags a bullet the layout sets on more than two lines", () => {
    const doc = exampleResumeDocument("registered-nurse");
    const { job, path } = firstJob(doc);
    job.bullets[1] = `Cut errors by 30% ${"with careful double checks ".repeat(8)}`;
    expect(checksOf(doc)).toEqual([
      expect.objectContaining({ id: `long-bullet:${job.id}:1`, field: `${path}.bullets.1` }),
    ]);
  });

  it("asks for numbers when no bullet has one", () => {
    const doc = exampleResumeDocument("customer-service-representative");
    for (const section of doc.sections) {
      if (section.kind === "experience")
        for (const entry of section.entries)
          entry.bullets = entry.bullets.map((bullet) => bullet.replace(/\d/g, ""));
    }
    expect(idsOf(doc)).toEqual(["no-numbers"]);
  });

  it("warns past two pages, pointing at the first thing on page three", () => {
    const doc = twoPageResume();
    for (const section of doc.sections) {
      if (section.kind !== "experience") continue;
      for (const job of section.entries)
        job.bullets.push(...Array(4).fill("Covered the weekend rota for the ward 4 times a month."));
    }
    const tooLong = checksOf(doc).find((check) => check.id === "too-long");
    expect(tooLong?.message).toMatch(/3 pages/);
    expect(tooLong?.field).toMatch(/^sections\./);
  });

  it("finds a doubled word and three bullets opening with the same word", () => {
    const doc = exampleResumeDocument("warehouse-associate");
    const { job, path } = firstJob(doc);
    job.bullets = [
      "Loaded the the trucks 5 days a week.",
      "Loaded pallets.",
      "Loaded boxes.",
      "Scanned 200 items.",
    ];
    expect(checksOf(doc)).toEqual([
      expect.objectContaining({ id: `same-opening:${job.id}:loaded`, field: `${path}.bullets.1` }),
      expect.objectContaining({
        id: `doubled-word:${path}.bullets.0:the`,
        message: '"the the": the word is written twice.',
      }),
    ]);
  });

  it("corrects the spelling of common skills", () => {
    const doc = exampleResumeDocument("administrative-assistant");
    const skills = doc.sections.find((section) => section.kind === "skills");
    if (skills?.kind !== "skills" || !skills.entries[0]) throw new Error("no skills");
    skills.entries[0].keywords = ["Javascript", "Excell", "Micro soft Office", "Excel"];
    expect(checksOf(doc).map((check) => check.message)).toEqual([
      '"Javascript" is usually spelled "JavaScript".',
      '"Excell" is usually spelled "Excel".',
      '"Micro soft Office" is usually spelled "Microsoft Office".',
    ]);
    expect(checksOf(doc)[0]?.field).toBe(`sections.${skills.id}.entries.${skills.entries[0].id}.keywords.0`);
  });

  it("keeps a dismissed check dismissed while the text around it changes", () => {
    const doc = exampleResumeDocument("registered-nurse");
    const { job } = firstJob(doc);
    job.bullets[0] = `Cut errors by 30% ${"with careful double checks ".repeat(8)}`;
    const [check] = checksOf(doc);
    expect(check).toBeDefined();
    doc.dismissedChecks = [check?.id ?? ""];
    expect(checksOf(doc)).toEqual([]);
    job.bullets[0] = `Cut errors by 40% ${"with very careful double checks ".repeat(8)}`;
    expect(checksOf(doc)).toEqual([]);
  });
});
