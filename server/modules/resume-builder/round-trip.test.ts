import { describe, expect, it } from "vitest";
import { exampleResumeDocument, RESUME_EXAMPLE_ROLES } from "../../../common/resume-builder";
import { RESUME_FONTS, RESUME_TEMPLATES, type ResumeDocument } from "../../../common/resume-document";
import { twoPageResume } from "../../../tests/fixtures/resume-builder/two-page-resume";
import { DOCX, PDF } from "../../storage";
import { extractResumeFields, resumeTextOf } from "../resumes";
import { renderResumeDocx, renderResumePdf } from ".";

/**
 * Issue 19's round trip: every template's PDF and DOCX, read back by the site's own resume parser,
 * give the name, email, phone, latest title and every skill that were written.
 */
const FORMATS = [
  { name: "PDF", render: renderResumePdf, contentType: PDF.mime },
  { name: "DOCX", render: renderResumeDocx, contentType: DOCX.mime },
];

function written(doc: ResumeDocument) {
  const experience = doc.sections.find((section) => section.kind === "experience");
  return {
    fullName: doc.contact.fullName,
    email: doc.contact.email,
    phone: doc.contact.phone,
    recentTitle: experience?.kind === "experience" ? experience.entries[0]?.title : undefined,
    skills: doc.sections.flatMap((section) =>
      section.kind === "skills" ? section.entries.flatMap((group) => group.keywords) : [],
    ),
  };
}

describe.each(RESUME_TEMPLATES)("the %s template", (template) => {
  it.each(FORMATS)(
    "reads back from $name with every field the parser looks for",
    async ({ render, contentType }) => {
      const documents = [
        ...RESUME_EXAMPLE_ROLES.map((role) => exampleResumeDocument(role)),
        twoPageResume("accountant"),
      ];
      for (const [index, example] of documents.entries()) {
        const font = RESUME_FONTS[index % RESUME_FONTS.length] ?? "inter";
        const doc: ResumeDocument = { ...example, design: { ...example.design, template, font } };
        const fields = extractResumeFields(await resumeTextOf(Buffer.from(await render(doc)), contentType));
        const { skills, ...contact } = written(doc);
        expect({ ...fields, skills: undefined }).toEqual({ ...contact, skills: undefined });
        expect(fields.skills).toEqual(expect.arrayContaining(skills));
      }
    },
  );
});
