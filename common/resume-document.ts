import { z } from "./zod";

/**
 * The resume builder's document: what a person writes on /resume-builder, saved in the browser,
 * saved to a candidate's account (with versions), exported (PDF, DOCX, JSON Resume, text) and laid
 * out for the preview. One shape everywhere; the server checks it with the same schema.
 *
 * Contact details sit at the top of every template and are not a section. Everything else is an
 * ordered list of sections the person adds, removes, renames and reorders; entries inside a section
 * are reordered too. Every section and entry has a stable id (for React keys, drag and drop, the
 * checks' links to a field, and undo).
 */

export const RESUME_TEXT_MAX = 4000;
export const RESUME_LINE_MAX = 200;
export const RESUME_SECTIONS_MAX = 20;
export const RESUME_ENTRIES_MAX = 40;
export const RESUME_BULLETS_MAX = 20;
export const RESUME_LINKS_MAX = 6;
/** Largest document accepted, as JSON: far above any real resume, far below abuse. */
export const RESUME_DOCUMENT_MAX_BYTES = 200 * 1024;

const id = z.string().min(1).max(64);
const line = z.string().max(RESUME_LINE_MAX);
const text = z.string().max(RESUME_TEXT_MAX);
/** "2021", "2021-03"; "" when not given. */
export const RESUME_DATE_PATTERN = /^(?:\d{4}(?:-(?:0[1-9]|1[0-2]))?)?$/;
const date = z.string().regex(RESUME_DATE_PATTERN, "Use a year, or a year and month (2021-03).");
const bullets = z.array(line).max(RESUME_BULLETS_MAX);

export const resumeLinkSchema = z.object({ id, label: line, url: line });

export const resumeContactSchema = z.object({
  fullName: line,
  /** The headline under the name: "Registered Nurse". */
  title: line,
  email: line,
  phone: line,
  city: line,
  state: line,
  links: z.array(resumeLinkSchema).max(RESUME_LINKS_MAX),
});

export const experienceEntrySchema = z.object({
  id,
  employer: line,
  title: line,
  location: line,
  startDate: date,
  /** "" with current: true means "Present". */
  endDate: date,
  current: z.boolean(),
  bullets,
});

export const educationEntrySchema = z.object({
  id,
  institution: line,
  /** "Bachelor of Science" */
  degree: line,
  /** "Nursing" */
  area: line,
  location: line,
  startDate: date,
  endDate: date,
  current: z.boolean(),
  bullets,
});

export const skillGroupSchema = z.object({
  id,
  /** "Clinical", "Software"; "" for an ungrouped list. */
  name: line,
  keywords: z.array(line).max(60),
});

export const certificationEntrySchema = z.object({
  id,
  name: line,
  issuer: line,
  /** When it was earned. */
  date: date,
  /** When it expires, "" if it does not. */
  expires: date,
  /** Licence or certificate number, optional. */
  number: line,
});

export const languageEntrySchema = z.object({
  id,
  language: line,
  /** "Native", "Fluent", "Conversational"… free text, as JSON Resume has it. */
  fluency: line,
});

export const customEntrySchema = z.object({
  id,
  title: line,
  subtitle: line,
  date: line,
  bullets,
});

const sectionBase = { id, title: line };

export const resumeSectionSchema = z.discriminatedUnion("kind", [
  z.object({ ...sectionBase, kind: z.literal("summary"), text }),
  z.object({
    ...sectionBase,
    kind: z.literal("experience"),
    entries: z.array(experienceEntrySchema).max(RESUME_ENTRIES_MAX),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("education"),
    entries: z.array(educationEntrySchema).max(RESUME_ENTRIES_MAX),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("skills"),
    entries: z.array(skillGroupSchema).max(RESUME_ENTRIES_MAX),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("certifications"),
    entries: z.array(certificationEntrySchema).max(RESUME_ENTRIES_MAX),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("languages"),
    entries: z.array(languageEntrySchema).max(RESUME_ENTRIES_MAX),
  }),
  z.object({
    ...sectionBase,
    kind: z.literal("custom"),
    entries: z.array(customEntrySchema).max(RESUME_ENTRIES_MAX),
  }),
]);

export const RESUME_TEMPLATES = ["classic", "modern", "compact", "executive"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_LABELS: Record<ResumeTemplate, string> = {
  classic: "Classic",
  modern: "Modern",
  compact: "Compact",
  executive: "Executive",
};

/** Fonts embedded in every PDF and served to the preview: the same files, so the same widths. */
export const RESUME_FONTS = ["inter", "lato", "source-serif-4", "lora"] as const;
export type ResumeFont = (typeof RESUME_FONTS)[number];
export const RESUME_FONT_LABELS: Record<ResumeFont, string> = {
  inter: "Inter",
  lato: "Lato",
  "source-serif-4": "Source Serif",
  lora: "Lora",
};

export const RESUME_SPACINGS = ["tight", "normal", "roomy"] as const;
export type ResumeSpacing = (typeof RESUME_SPACINGS)[number];
export const RESUME_SPACING_LABELS: Record<ResumeSpacing, string> = {
  tight: "Tight",
  normal: "Normal",
  roomy: "Roomy",
};

export const RESUME_PAGE_SIZES = ["letter", "a4"] as const;
export type ResumePageSize = (typeof RESUME_PAGE_SIZES)[number];
export const RESUME_PAGE_SIZE_LABELS: Record<ResumePageSize, string> = { letter: "Letter", a4: "A4" };

/** Accent colours offered: each has at least 4.5:1 contrast on white, so headings stay readable. */
export const RESUME_ACCENTS = ["#1d4ed8", "#0f766e", "#b91c1c", "#7e22ce", "#c2410c", "#334155"] as const;
export type ResumeAccent = (typeof RESUME_ACCENTS)[number];

export const resumeDesignSchema = z.object({
  template: z.enum(RESUME_TEMPLATES),
  font: z.enum(RESUME_FONTS),
  spacing: z.enum(RESUME_SPACINGS),
  pageSize: z.enum(RESUME_PAGE_SIZES),
  accent: z.enum(RESUME_ACCENTS),
});

export const resumeDocumentSchema = z.object({
  /** Shape version, for migrating documents saved by an older builder. */
  version: z.literal(1),
  contact: resumeContactSchema,
  sections: z.array(resumeSectionSchema).max(RESUME_SECTIONS_MAX),
  design: resumeDesignSchema,
  /** Ids of checks the person dismissed (see the checks). */
  dismissedChecks: z.array(z.string().max(200)).max(200),
});

export type ResumeLink = z.infer<typeof resumeLinkSchema>;
export type ResumeContact = z.infer<typeof resumeContactSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type SkillGroup = z.infer<typeof skillGroupSchema>;
export type CertificationEntry = z.infer<typeof certificationEntrySchema>;
export type LanguageEntry = z.infer<typeof languageEntrySchema>;
export type CustomEntry = z.infer<typeof customEntrySchema>;
export type ResumeSection = z.infer<typeof resumeSectionSchema>;
export type ResumeSectionKind = ResumeSection["kind"];
export type ResumeDesign = z.infer<typeof resumeDesignSchema>;
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

export const RESUME_SECTION_KIND_LABELS: Record<ResumeSectionKind, string> = {
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  certifications: "Certifications and licences",
  languages: "Languages",
  custom: "Custom section",
};

export const DEFAULT_RESUME_DESIGN: ResumeDesign = {
  template: "classic",
  font: "inter",
  spacing: "normal",
  pageSize: "letter",
  accent: "#1d4ed8",
};
