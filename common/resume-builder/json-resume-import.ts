import jsonResumeSchema from "@jsonresume/schema";
import {
  type CertificationEntry,
  type CustomEntry,
  DEFAULT_RESUME_DESIGN,
  type EducationEntry,
  type ExperienceEntry,
  type LanguageEntry,
  RESUME_BULLETS_MAX,
  RESUME_DATE_PATTERN,
  RESUME_ENTRIES_MAX,
  RESUME_LINE_MAX,
  RESUME_LINKS_MAX,
  RESUME_SECTIONS_MAX,
  RESUME_TEXT_MAX,
  type ResumeDocument,
  type ResumeLink,
  type ResumeSection,
  resumeDocumentSchema,
  type SkillGroup,
} from "../resume-document";
import { type BuilderMeta, builderMetaSchema, type JsonResume } from "./json-resume-types";
import { newResumeId } from "./new-documents";
import { resumeDate, resumeDateRange } from "./resume-format";

/** A file that is not a JSON Resume; the message says why, in words for the person who chose it. */
export class JsonResumeError extends Error {}

type Entry = ExperienceEntry | EducationEntry | SkillGroup | CertificationEntry | LanguageEntry | CustomEntry;
type EntryKind = Exclude<ResumeSection["kind"], "summary">;

/**
 * A JSON Resume file as a builder document. The file is checked against the JSON Resume 1.0.0
 * schema first. A file the builder exported comes back as it was (meta.resumeBuilder holds what
 * the standard cannot); any other file is mapped section by section, and `warnings` lists what the
 * builder has no place for.
 */
export function fromJsonResume(json: unknown): { document: ResumeDocument; warnings: string[] } {
  const resume = validJsonResume(json);
  const warnings = new Set<string>();
  const clip = clipper(warnings);
  const parsedMeta = builderMetaSchema.safeParse(resume.meta?.resumeBuilder);
  if (resume.meta?.resumeBuilder !== undefined && !parsedMeta.success) {
    warnings.add("The builder settings saved in this file were not recognised: the default design is used.");
  }
  const meta = parsedMeta.success ? parsedMeta.data : undefined;
  const queues = entryQueues(resume, meta, clip, warnings);
  const sections = meta
    ? sectionsFromMeta(meta, resume, queues, clip)
    : defaultSections(resume, queues, clip);
  for (const [kind, queue] of Object.entries(queues) as [EntryKind, Entry[]][]) {
    if (queue.length > 0) appendLeftovers(sections, kind, queue);
  }
  for (const ignored of ["interests", "references", "publications"] as const) {
    if (Array.isArray(resume[ignored]) && (resume[ignored] as unknown[]).length > 0)
      warnings.add(
        `${capitalized(ignored)} were not imported: add them as a custom section if you need them.`,
      );
  }
  if (resume.basics && "image" in resume.basics && resume.basics.image)
    warnings.add("The photo was left out: photos confuse applicant tracking systems.");
  if (sections.length > RESUME_SECTIONS_MAX)
    warnings.add(`Only the first ${RESUME_SECTIONS_MAX} sections were kept.`);
  const document: ResumeDocument = {
    version: 1,
    contact: contactOf(resume, meta, clip, warnings),
    sections: sections.slice(0, RESUME_SECTIONS_MAX),
    design: meta?.design ?? { ...DEFAULT_RESUME_DESIGN },
    dismissedChecks: meta?.dismissedChecks ?? [],
  };
  const checked = resumeDocumentSchema.safeParse(document);
  if (!checked.success)
    throw new JsonResumeError("This file could not be read as a resume: some of its values are not usable.");
  return { document: checked.data, warnings: [...warnings] };
}

function validJsonResume(json: unknown): JsonResume {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new JsonResumeError(
      "This file is not a JSON Resume: it should hold one JSON object with basics, work, education…",
    );
  }
  let problems: string[] = [];
  jsonResumeSchema.validate(json, (errors) => {
    problems = (errors ?? []).map(
      (error) => `${error.property.replace(/^instance\.?/, "") || "the file"} ${error.message}`,
    );
  });
  if (problems.length > 0)
    throw new JsonResumeError(`This file is not a JSON Resume: ${problems.slice(0, 3).join("; ")}.`);
  return json as JsonResume;
}

type Clip = {
  line: (text: unknown) => string;
  text: (text: unknown) => string;
  list: <T>(items: T[] | undefined, max: number) => T[];
};

/** Cuts values to the builder's limits, noting that it did. */
function clipper(warnings: Set<string>): Clip {
  const cut = (max: number) => (value: unknown) => {
    const text = typeof value === "string" ? value : "";
    if (text.length <= max) return text;
    warnings.add("Some text was shortened to fit the builder's limits.");
    return text.slice(0, max);
  };
  return {
    line: cut(RESUME_LINE_MAX),
    text: cut(RESUME_TEXT_MAX),
    list: (items, max) => {
      if ((items?.length ?? 0) > max) warnings.add("Some lists were shortened to fit the builder's limits.");
      return (items ?? []).slice(0, max);
    },
  };
}

/** "2014-06-29" → "2014-06"; anything the builder cannot hold → "". */
function dateOf(value: unknown): string {
  const date = typeof value === "string" ? value.slice(0, 7) : "";
  if (RESUME_DATE_PATTERN.test(date)) return date;
  return RESUME_DATE_PATTERN.test(date.slice(0, 4)) ? date.slice(0, 4) : "";
}

function contactOf(
  resume: JsonResume,
  meta: BuilderMeta | undefined,
  clip: Clip,
  warnings: Set<string>,
): ResumeDocument["contact"] {
  const basics = resume.basics ?? {};
  const profiles = clip.list(basics.profiles, RESUME_LINKS_MAX);
  let links: ResumeLink[] = profiles.map((profile, index) => {
    const saved = meta?.links.length === profiles.length ? meta.links[index] : undefined;
    return {
      id: saved?.id ?? newResumeId(),
      label: clip.line(profile.network),
      url: clip.line(profile.url || saved?.url || (profile.username ? profile.username : "")),
    };
  });
  if (basics.url)
    links = [{ id: newResumeId(), label: "Website", url: clip.line(basics.url) }, ...links].slice(
      0,
      RESUME_LINKS_MAX,
    );
  if ((basics.profiles?.length ?? 0) + (basics.url ? 1 : 0) > RESUME_LINKS_MAX)
    warnings.add(`Only ${RESUME_LINKS_MAX} links were kept.`);
  return {
    fullName: clip.line(basics.name),
    title: clip.line(basics.label),
    email: clip.line(basics.email || meta?.email),
    phone: clip.line(basics.phone),
    city: clip.line(basics.location?.city),
    state: clip.line(basics.location?.region),
    links,
  };
}

/** The entries of each kind the standard sections hold, in file order, with the meta's ids and extras. */
function entryQueues(
  resume: JsonResume,
  meta: BuilderMeta | undefined,
  clip: Clip,
  warnings: Set<string>,
): Record<EntryKind, Entry[]> {
  const extras = (kind: EntryKind, count: number) => {
    const saved =
      meta?.sections.filter((section) => section.kind === kind).flatMap((section) => section.entries ?? []) ??
      [];
    return (index: number): Record<string, unknown> => (saved.length === count ? (saved[index] ?? {}) : {});
  };
  const bullets = (items: unknown[] | undefined) => clip.list(items, RESUME_BULLETS_MAX).map(clip.line);
  const work = resume.work ?? [];
  const workExtras = extras("experience", work.length);
  if (work.some((job) => "url" in job || "description" in job))
    warnings.add("Employer websites and descriptions were not kept.");
  const education = resume.education ?? [];
  const educationExtras = extras("education", education.length);
  if (education.some((school) => school.score || (school.courses?.length ?? 0) > 0))
    warnings.add("Education scores and course lists were not kept.");
  const skills = resume.skills ?? [];
  const skillExtras = extras("skills", skills.length);
  if (skills.some((skill) => skill.level)) warnings.add("Skill levels were not kept.");
  const certificates = resume.certificates ?? [];
  const certificateExtras = extras("certifications", certificates.length);
  if (certificates.some((certificate) => certificate.url)) warnings.add("Certificate links were not kept.");
  const languages = resume.languages ?? [];
  const languageExtras = extras("languages", languages.length);
  const idOf = (saved: Record<string, unknown>) => (typeof saved.id === "string" ? saved.id : newResumeId());
  return {
    experience: work.map((job, index): ExperienceEntry => {
      const saved = workExtras(index);
      const startDate = dateOf(job.startDate);
      const endDate = dateOf(job.endDate);
      return {
        id: idOf(saved),
        employer: clip.line(job.name),
        title: clip.line(job.position),
        location: clip.line(job.location),
        startDate,
        endDate,
        current: typeof saved.current === "boolean" ? saved.current : startDate !== "" && endDate === "",
        bullets: bullets([...(job.summary ? [job.summary] : []), ...(job.highlights ?? [])]),
      };
    }),
    education: education.map((school, index): EducationEntry => {
      const saved = educationExtras(index);
      return {
        id: idOf(saved),
        institution: clip.line(school.institution),
        degree: clip.line(school.studyType),
        area: clip.line(school.area),
        location: clip.line(saved.location),
        startDate: dateOf(school.startDate),
        endDate: dateOf(school.endDate),
        current: saved.current === true,
        bullets: Array.isArray(saved.bullets) ? bullets(saved.bullets) : [],
      };
    }),
    skills: skills.map(
      (skill, index): SkillGroup => ({
        id: idOf(skillExtras(index)),
        name: clip.line(skill.name),
        keywords: clip.list(skill.keywords, 60).map(clip.line),
      }),
    ),
    certifications: certificates.map((certificate, index): CertificationEntry => {
      const saved = certificateExtras(index);
      return {
        id: idOf(saved),
        name: clip.line(certificate.name),
        issuer: clip.line(certificate.issuer),
        date: dateOf(certificate.date),
        expires: dateOf(saved.expires),
        number: clip.line(saved.number),
      };
    }),
    languages: languages.map(
      (language, index): LanguageEntry => ({
        id: idOf(languageExtras(index)),
        language: clip.line(language.language),
        fluency: clip.line(language.fluency),
      }),
    ),
    custom: [],
  };
}

/** The builder's own sections in their order, each taking its entries from the queues. */
function sectionsFromMeta(
  meta: BuilderMeta,
  resume: JsonResume,
  queues: Record<EntryKind, Entry[]>,
  clip: Clip,
): ResumeSection[] {
  let summaryUsed = false;
  const sections = meta.sections.map((saved): ResumeSection => {
    const { id, kind } = saved;
    const title = clip.line(saved.title);
    if (kind === "summary") {
      const text = saved.text ?? (summaryUsed ? "" : (resume.basics?.summary ?? ""));
      if (saved.text === undefined) summaryUsed = true;
      return { id, kind, title, text: clip.text(text) };
    }
    if (kind === "custom") {
      const entries = (saved.entries ?? []).map((entry) => customEntry(entry, clip));
      return { id, kind, title, entries: entries.slice(0, RESUME_ENTRIES_MAX) };
    }
    const entries = queues[kind].splice(0, saved.entries?.length ?? 0);
    return { id, kind, title, entries } as ResumeSection;
  });
  return [...sections, ...otherFileSections(resume, clip)];
}

function customEntry(saved: Record<string, unknown>, clip: Clip): CustomEntry {
  return {
    id: typeof saved.id === "string" ? saved.id : newResumeId(),
    title: clip.line(saved.title),
    subtitle: clip.line(saved.subtitle),
    date: clip.line(saved.date),
    bullets: Array.isArray(saved.bullets) ? clip.list(saved.bullets, RESUME_BULLETS_MAX).map(clip.line) : [],
  };
}

/** A file from another tool: the usual sections in the usual order. */
function defaultSections(
  resume: JsonResume,
  queues: Record<EntryKind, Entry[]>,
  clip: Clip,
): ResumeSection[] {
  const sections: ResumeSection[] = [];
  if (resume.basics?.summary)
    sections.push({
      id: newResumeId(),
      kind: "summary",
      title: "Summary",
      text: clip.text(resume.basics.summary),
    });
  for (const kind of ["experience", "education", "skills", "certifications", "languages"] as const) {
    const entries = queues[kind].splice(0, RESUME_ENTRIES_MAX);
    if (entries.length > 0)
      sections.push({ id: newResumeId(), kind, title: DEFAULT_TITLES[kind], entries } as ResumeSection);
  }
  return [...sections, ...otherFileSections(resume, clip)];
}

/** Volunteering, projects and awards, which the builder keeps as sections of their own. */
function otherFileSections(resume: JsonResume, clip: Clip): ResumeSection[] {
  const sections: ResumeSection[] = [];
  const bullets = (items: (string | undefined)[]) =>
    clip
      .list(
        items.filter((item): item is string => Boolean(item)),
        RESUME_BULLETS_MAX,
      )
      .map(clip.line);
  const volunteer = clip.list(resume.volunteer, RESUME_ENTRIES_MAX);
  if (volunteer.length > 0) {
    sections.push({
      id: newResumeId(),
      kind: "experience",
      title: "Volunteer Experience",
      entries: volunteer.map((role) => {
        const startDate = dateOf(role.startDate);
        const endDate = dateOf(role.endDate);
        return {
          id: newResumeId(),
          employer: clip.line(role.organization),
          title: clip.line(role.position),
          location: "",
          startDate,
          endDate,
          current: startDate !== "" && endDate === "",
          bullets: bullets([role.summary, ...(role.highlights ?? [])]),
        };
      }),
    });
  }
  const custom = <Item>(
    title: string,
    items: Item[] | undefined,
    entryOf: (item: Item) => Omit<CustomEntry, "id">,
  ) => {
    const kept = clip.list(items, RESUME_ENTRIES_MAX);
    if (kept.length === 0) return;
    sections.push({
      id: newResumeId(),
      kind: "custom",
      title,
      entries: kept.map((item) => ({ id: newResumeId(), ...entryOf(item) })),
    });
  };
  custom("Projects", resume.projects, (project) => ({
    title: clip.line(project.name),
    subtitle: clip.line(project.description),
    date: resumeDateRange({
      startDate: dateOf(project.startDate),
      endDate: dateOf(project.endDate),
      current: false,
    }),
    bullets: bullets(project.highlights ?? []),
  }));
  custom("Awards", resume.awards, (award) => ({
    title: clip.line(award.title),
    subtitle: clip.line(award.awarder),
    date: resumeDate(dateOf(award.date)),
    bullets: bullets([award.summary]),
  }));
  return sections;
}

const DEFAULT_TITLES: Record<EntryKind, string> = {
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  certifications: "Certifications",
  languages: "Languages",
  custom: "Other",
};

/** Entries no section took (a file from another tool, or edited elsewhere): to the last section of their kind, or a new one. */
function appendLeftovers(sections: ResumeSection[], kind: EntryKind, entries: Entry[]): void {
  const existing = sections.findLast((section) => section.kind === kind) as
    | Extract<ResumeSection, { entries: unknown }>
    | undefined;
  if (existing) {
    (existing.entries as Entry[]).push(...entries.slice(0, RESUME_ENTRIES_MAX - existing.entries.length));
    return;
  }
  const position = kind === "experience" ? sections.findIndex((section) => section.kind !== "summary") : -1;
  const section = {
    id: newResumeId(),
    kind,
    title: DEFAULT_TITLES[kind],
    entries: entries.slice(0, RESUME_ENTRIES_MAX),
  } as ResumeSection;
  if (position >= 0) sections.splice(position, 0, section);
  else sections.push(section);
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
