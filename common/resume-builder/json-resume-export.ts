import jsonResumeSchema from "@jsonresume/schema";
import type { ResumeDocument, ResumeSection } from "../resume-document";
import type { BuilderMeta, JsonResume } from "./json-resume-types";

export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/**
 * The resume as JSON Resume 1.0.0: the standard sections for any JSON Resume tool (themes,
 * registries), and under meta.resumeBuilder what the standard has no place for, so importing the
 * file back into the builder gives the same resume (see fromJsonResume).
 */
export function toJsonResume(doc: ResumeDocument): JsonResume {
  const { contact } = doc;
  const summaries = doc.sections.filter((section) => section.kind === "summary");
  const email = contact.email;
  const emailFits = email !== "" && fitsFormat({ basics: { email } });
  const basics: NonNullable<JsonResume["basics"]> = compact({
    name: contact.fullName,
    label: contact.title,
    email: emailFits ? email : "",
    phone: contact.phone,
    summary: summaries[0]?.text ?? "",
    location:
      contact.city || contact.state ? compact({ city: contact.city, region: contact.state }) : undefined,
    profiles: contact.links.map((link) =>
      compact({ network: link.label, url: fitsFormat({ basics: { url: link.url } }) ? link.url : "" }),
    ),
  });
  const work = doc.sections.flatMap((section) => (section.kind === "experience" ? section.entries : []));
  const education = doc.sections.flatMap((section) => (section.kind === "education" ? section.entries : []));
  const skills = doc.sections.flatMap((section) => (section.kind === "skills" ? section.entries : []));
  const certificates = doc.sections.flatMap((section) =>
    section.kind === "certifications" ? section.entries : [],
  );
  const languages = doc.sections.flatMap((section) => (section.kind === "languages" ? section.entries : []));
  const meta: BuilderMeta = {
    version: 1,
    design: doc.design,
    dismissedChecks: doc.dismissedChecks,
    ...(email && !emailFits ? { email } : {}),
    links: contact.links.map(({ id, url }) => ({ id, url })),
    sections: doc.sections.map((section) => sectionMeta(section, section === summaries[0])),
  };
  return compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics,
    work: work.map((entry) =>
      compact({
        name: entry.employer,
        position: entry.title,
        location: entry.location,
        startDate: schemaDate(entry.startDate),
        endDate: schemaDate(entry.endDate),
        highlights: entry.bullets,
      }),
    ),
    education: education.map((entry) =>
      compact({
        institution: entry.institution,
        studyType: entry.degree,
        area: entry.area,
        startDate: schemaDate(entry.startDate),
        endDate: schemaDate(entry.endDate),
      }),
    ),
    skills: skills.map((group) => compact({ name: group.name, keywords: group.keywords })),
    certificates: certificates.map((entry) =>
      compact({ name: entry.name, issuer: entry.issuer, date: schemaDate(entry.date) }),
    ),
    languages: languages.map((entry) => compact({ language: entry.language, fluency: entry.fluency })),
    meta: { version: "v1.0.0", resumeBuilder: meta },
  }) as JsonResume;
}

/** What each section keeps outside the standard: ids, the flags and fields it lacks, custom content. */
function sectionMeta(section: ResumeSection, summaryInBasics: boolean): BuilderMeta["sections"][number] {
  const { id, kind, title } = section;
  switch (section.kind) {
    case "summary":
      return summaryInBasics ? { id, kind, title } : { id, kind, title, text: section.text };
    case "experience":
      return {
        id,
        kind,
        title,
        entries: section.entries.map((entry) => ({ id: entry.id, current: entry.current })),
      };
    case "education":
      return {
        id,
        kind,
        title,
        entries: section.entries.map((entry) => ({
          id: entry.id,
          current: entry.current,
          location: entry.location,
          bullets: entry.bullets,
        })),
      };
    case "certifications":
      return {
        id,
        kind,
        title,
        entries: section.entries.map((entry) => ({
          id: entry.id,
          expires: entry.expires,
          number: entry.number,
        })),
      };
    case "custom":
      return { id, kind, title, entries: section.entries };
    default:
      return { id, kind, title, entries: section.entries.map((entry) => ({ id: entry.id })) };
  }
}

/** The schema's dates start with a year from 1000 to 2999; a mistyped "0202" is left out rather than make the file invalid. */
function schemaDate(date: string): string {
  return /^[12]/.test(date) ? date : "";
}

/** Whether a fragment passes the schema: the standard's own email and URI formats decide. */
function fitsFormat(fragment: JsonResume): boolean {
  let fits = false;
  jsonResumeSchema.validate(fragment, (_errors, valid) => {
    fits = valid;
  });
  return fits;
}

/**
 * The schema refuses "" for dates and formats, and readers show empty strings as blanks: empty
 * strings, empty lists and undefined are left out.
 */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}
