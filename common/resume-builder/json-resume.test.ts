import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import jsonResumeSchema from "@jsonresume/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RESUME_ACCENTS,
  RESUME_FONTS,
  RESUME_PAGE_SIZES,
  RESUME_SPACINGS,
  RESUME_TEMPLATES,
  type ResumeDocument,
  resumeDocumentSchema,
} from "../resume-document";
import { exampleResumeDocument, RESUME_EXAMPLE_ROLES } from "./examples";
import { toJsonResume } from "./json-resume-export";
import { fromJsonResume } from "./json-resume-import";

const require = createRequire(import.meta.url);
const packageFile = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`@jsonresume/schema/${name}`), "utf8"));

function schemaErrors(json: unknown): string[] {
  let found: string[] = [];
  jsonResumeSchema.validate(json, (errors) => {
    found = (errors ?? []).map((error) => error.stack);
  });
  return found;
}

/** Through JSON text, as a file would go. */
const roundTrip = (doc: ResumeDocument) => fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(doc))));

const line = fc.string({ maxLength: 30 });
const id = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const date = fc.oneof(
  fc.constant(""),
  fc.integer({ min: 1950, max: 2030 }).map(String),
  fc
    .tuple(fc.integer({ min: 1950, max: 2030 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, "0")}`),
);
const bullets = fc.array(line, { maxLength: 3 });
const unique = <T extends { id: string }>(arbitrary: fc.Arbitrary<T>) =>
  fc.uniqueArray(arbitrary, { maxLength: 3, selector: (entry) => entry.id });

const section = fc.oneof(
  fc.record({ id, title: line, kind: fc.constant("summary" as const), text: fc.string({ maxLength: 80 }) }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("experience" as const),
    entries: unique(
      fc.record({
        id,
        employer: line,
        title: line,
        location: line,
        startDate: date,
        endDate: date,
        current: fc.boolean(),
        bullets,
      }),
    ),
  }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("education" as const),
    entries: unique(
      fc.record({
        id,
        institution: line,
        degree: line,
        area: line,
        location: line,
        startDate: date,
        endDate: date,
        current: fc.boolean(),
        bullets,
      }),
    ),
  }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("skills" as const),
    entries: unique(fc.record({ id, name: line, keywords: fc.array(line, { maxLength: 4 }) })),
  }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("certifications" as const),
    entries: unique(fc.record({ id, name: line, issuer: line, date, expires: date, number: line })),
  }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("languages" as const),
    entries: unique(fc.record({ id, language: line, fluency: line })),
  }),
  fc.record({
    id,
    title: line,
    kind: fc.constant("custom" as const),
    entries: unique(fc.record({ id, title: line, subtitle: line, date: line, bullets })),
  }),
);

const resumeDocument: fc.Arbitrary<ResumeDocument> = fc.record({
  version: fc.constant(1 as const),
  contact: fc.record({
    fullName: line,
    title: line,
    email: fc.oneof(fc.emailAddress(), line),
    phone: line,
    city: line,
    state: line,
    links: unique(fc.record({ id, label: line, url: fc.oneof(fc.webUrl(), line) })),
  }),
  sections: fc.uniqueArray(section, { maxLength: 6, selector: (candidate) => candidate.id }),
  design: fc.record({
    template: fc.constantFrom(...RESUME_TEMPLATES),
    font: fc.constantFrom(...RESUME_FONTS),
    spacing: fc.constantFrom(...RESUME_SPACINGS),
    pageSize: fc.constantFrom(...RESUME_PAGE_SIZES),
    accent: fc.constantFrom(...RESUME_ACCENTS),
  }),
  dismissedChecks: fc.array(line, { maxLength: 3 }),
});

describe("JSON Resume export", () => {
  it("is valid against the JSON Resume 1.0.0 schema for every example", () => {
    for (const role of RESUME_EXAMPLE_ROLES) {
      const json = toJsonResume(exampleResumeDocument(role));
      expect(schemaErrors(json)).toEqual([]);
      expect(json.work?.[0]).toMatchObject({
        position: expect.any(String),
        name: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}/),
      });
    }
  });

  it("maps the contact details and sections to the standard's fields", () => {
    const json = toJsonResume(exampleResumeDocument("registered-nurse"));
    expect(json.basics).toMatchObject({
      name: "Maria Gonzalez",
      label: "Registered Nurse",
      email: "maria.gonzalez@example.com",
      phone: "(305) 555-0142",
      location: { city: "Miami", region: "FL" },
      profiles: [{ network: "LinkedIn", url: "https://linkedin.com/in/maria-gonzalez-rn" }],
    });
    expect(json.work?.[0]?.endDate).toBeUndefined();
    expect(json.skills?.[0]).toMatchObject({
      name: "Clinical",
      keywords: expect.arrayContaining(["Telemetry"]),
    });
    expect(json.languages).toEqual([
      { language: "Spanish", fluency: "Native" },
      { language: "English", fluency: "Fluent" },
    ]);
  });

  it("round-trips every field of any valid document, and stays valid against the schema", () => {
    fc.assert(
      fc.property(resumeDocument, (doc) => {
        expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
        const json = toJsonResume(doc);
        expect(schemaErrors(JSON.parse(JSON.stringify(json)))).toEqual([]);
        const { document, warnings } = roundTrip(doc);
        expect(document).toEqual(doc);
        expect(warnings).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe("JSON Resume import", () => {
  it("reads the package's sample and examples, listing what it could not keep", () => {
    for (const name of [
      "sample.resume.json",
      "examples/career-changer.resume.json",
      "examples/new-grad.resume.json",
      "examples/senior-engineer.resume.json",
    ]) {
      const file = packageFile(name);
      const { document, warnings } = fromJsonResume(file);
      expect(resumeDocumentSchema.safeParse(document).success).toBe(true);
      expect(document.contact.fullName).toBe(file.basics.name);
      expect(document.contact.email).toBe(file.basics.email);
      const experience = document.sections.find((section) => section.kind === "experience");
      expect(experience?.kind === "experience" && experience.entries[0]?.employer).toBe(
        file.work?.[0]?.name ?? file.volunteer?.[0]?.organization,
      );
      const kinds = document.sections.map((section) => section.kind);
      expect(kinds.indexOf("summary")).toBe(0);
      if (file.skills) expect(kinds).toContain("skills");
      expect(warnings.length).toBeGreaterThan(0);
    }
  });

  it("maps volunteering, projects and awards to their own sections, and marks open-ended jobs current", () => {
    const { document, warnings } = fromJsonResume(packageFile("examples/new-grad.resume.json"));
    const titles = document.sections.map((section) => section.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Experience", "Education", "Skills", "Projects", "Awards"]),
    );
    expect(warnings).toContain("Interests were not imported: add them as a custom section if you need them.");
    const { document: withOpenJob } = fromJsonResume({
      work: [{ name: "Publix", position: "Cashier", startDate: "2023-06-15" }],
    });
    const experience = withOpenJob.sections[0];
    expect(experience?.kind === "experience" && experience.entries[0]).toMatchObject({
      employer: "Publix",
      startDate: "2023-06",
      current: true,
    });
  });

  it("refuses a file that is not a JSON Resume, saying why", () => {
    expect(() => fromJsonResume([1, 2])).toThrow(/^This file is not a JSON Resume: /);
    expect(() => fromJsonResume({ basics: { email: 42 } })).toThrow(
      "This file is not a JSON Resume: basics.email is not of a type(s) string.",
    );
    expect(() => fromJsonResume({ work: [{ startDate: "last spring" }] })).toThrow(
      /work\[0\]\.startDate does not match pattern/,
    );
  });

  it("uses the default design when the builder's settings in a file are unusable", () => {
    const json = toJsonResume(exampleResumeDocument("accountant"));
    const { document, warnings } = fromJsonResume({ ...json, meta: { resumeBuilder: { version: 9 } } });
    expect(document.design.template).toBe("classic");
    expect(warnings[0]).toMatch(/not recognised/);
    expect(document.contact.fullName).toBe("Michael Thompson");
  });
});

describe("JSON Resume export of a mistyped year", () => {
  it("leaves the date out rather than write a file the schema refuses", () => {
    const doc = exampleResumeDocument("accountant");
    const experience = doc.sections.find((section) => section.kind === "experience");
    if (experience?.kind !== "experience" || !experience.entries[0]) throw new Error("no job");
    experience.entries[0].startDate = "0202";
    const json = toJsonResume(doc);
    expect(schemaErrors(json)).toEqual([]);
    expect(json.work?.[0]?.startDate).toBeUndefined();
  });
});
