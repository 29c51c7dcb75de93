import { describe, expect, it } from "vitest";
import { resumeDocumentSchema } from "../resume-document";
import { SKILLS_VOCABULARY } from "../skills-vocabulary";
import { exampleResumeDocument, RESUME_EXAMPLE_ROLES } from "./examples";
import { emptyResumeDocument, newResumeId, resumeFromExtractedFields } from "./new-documents";

describe("new resume documents", () => {
  it("makes distinct ids without crypto.randomUUID (plain-http pages lack it)", () => {
    const ids = new Set(Array.from({ length: 1000 }, newResumeId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{18}$/);
  });

  it("starts an empty resume with the usual sections, valid against the document schema", () => {
    const doc = emptyResumeDocument();
    expect(resumeDocumentSchema.parse(doc)).toEqual(doc);
    expect(doc.sections.map((section) => section.kind)).toEqual([
      "summary",
      "experience",
      "education",
      "skills",
    ]);
  });

  it("gives a complete Florida example for each role: numbers in bullets, skills from the site's vocabulary", () => {
    const vocabulary = new Set(SKILLS_VOCABULARY);
    for (const role of RESUME_EXAMPLE_ROLES) {
      const doc = exampleResumeDocument(role);
      expect(resumeDocumentSchema.parse(doc)).toEqual(doc);
      expect(doc.contact.state).toBe("FL");
      expect(doc.contact.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      const bullets = doc.sections.flatMap((section) =>
        section.kind === "experience" ? section.entries.flatMap((entry) => entry.bullets) : [],
      );
      expect(bullets.filter((bullet) => /\d/.test(bullet)).length).toBeGreaterThanOrEqual(bullets.length - 1);
      const skills = doc.sections.flatMap((section) =>
        section.kind === "skills" ? section.entries.flatMap((group) => group.keywords) : [],
      );
      expect(skills.filter((skill) => !vocabulary.has(skill))).toEqual([]);
    }
    expect(RESUME_EXAMPLE_ROLES).toEqual(
      expect.arrayContaining([
        "registered-nurse",
        "customer-service-representative",
        "warehouse-associate",
        "administrative-assistant",
        "software-developer",
        "accountant",
      ]),
    );
  });

  it("starts from what the parser read in an upload: contact, place, links, latest title and skills", () => {
    const doc = resumeFromExtractedFields({
      fullName: "Maria Gonzalez",
      email: "maria@example.com",
      phone: "(305) 555-0142",
      skills: ["Triage", "Epic"],
      recentTitle: "Registered Nurse",
      text: "Maria Gonzalez\nMiami, FL 33101 | linkedin.com/in/mariag\nEXPERIENCE\nRegistered Nurse",
    });
    expect(resumeDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.contact).toMatchObject({
      fullName: "Maria Gonzalez",
      title: "Registered Nurse",
      city: "Miami",
      state: "FL",
      links: [{ label: "LinkedIn", url: "https://linkedin.com/in/mariag" }],
    });
    const experience = doc.sections.find((section) => section.kind === "experience");
    expect(experience?.kind === "experience" && experience.entries[0]?.title).toBe("Registered Nurse");
    const skills = doc.sections.find((section) => section.kind === "skills");
    expect(skills?.kind === "skills" && skills.entries[0]?.keywords).toEqual(["Triage", "Epic"]);
  });
});
