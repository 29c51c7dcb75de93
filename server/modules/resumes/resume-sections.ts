/**
 * Resume sections: which lines are headings ("SKILLS", "Core Competencies:", "Skills: Excel, Word"),
 * and which lines belong under a heading.
 */
export type Section = "skills" | "experience" | "other";

/** A heading line: the section it opens, and any text written after it on the same line. */
export type Heading = { section: Section; inline: string };

/** Headings of the usual resume sections, lower-case, "and" written "&", no trailing colon. */
const SECTION_HEADINGS: Record<Section, ReadonlySet<string>> = {
  skills: new Set([
    "skills",
    "skill set",
    "skillset",
    "technical skills",
    "key skills",
    "core skills",
    "professional skills",
    "relevant skills",
    "additional skills",
    "computer skills",
    "skills summary",
    "summary of skills",
    "skills & abilities",
    "skills & tools",
    "skills & expertise",
    "skills & competencies",
    "skills & qualifications",
    "core competencies",
    "key competencies",
    "competencies",
    "areas of expertise",
    "expertise",
    "technical expertise",
    "areas of strength",
    "strengths",
    "proficiencies",
    "technical proficiencies",
    "software",
    "tools",
    "technologies",
    "tools & technologies",
    "programming languages",
    "languages",
  ]),
  experience: new Set([
    "experience",
    "work experience",
    "professional experience",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
    "employment",
  ]),
  other: new Set([
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "about me",
    "objective",
    "career objective",
    "education",
    "education & training",
    "education & certifications",
    "educational background",
    "academic background",
    "certifications",
    "certificates",
    "licenses",
    "licenses & certifications",
    "certifications & licenses",
    "projects",
    "references",
    "references available upon request",
    "references available on request",
    "references upon request",
    "contact",
    "contact information",
    "contact details",
    "awards",
    "volunteer",
    "volunteer experience",
    "volunteer work",
    "interests",
    "training",
    "publications",
  ]),
};

/**
 * Headings recognised by their last word, when written as headings are (Title Case or capitals, four
 * words at most): "Clinical Skills", "TEACHING EXPERIENCE", "Professional Affiliations".
 */
const HEADING_ENDINGS: [Section, RegExp][] = [
  ["skills", /^(?:[a-z&/-]+ ){0,3}(?:skills|competencies|proficiencies|expertise)$/],
  [
    "experience",
    /^(?!(?:customer|user|guest|patient|client|member|employee) )(?:[a-z&/-]+ ){1,2}(?:experience|history)$/,
  ],
  [
    "other",
    /^(?:[a-z&/-]+ ){0,3}(?:certifications|licenses|awards|honors|projects|publications|affiliations|memberships|activities|achievements|accomplishments|highlights|coursework|interests|summary|profile|objective|information|details|involvement)$/,
  ],
];

/** The section a line opens, if it is a heading. "Skills: Excel, Word" opens Skills with "Excel, Word" inline. */
export function headingOf(line: string): Heading | undefined {
  const whole = sectionNamed(line);
  if (whole) return { section: whole, inline: "" };
  const labelled = /^([^:]{3,40}?)\s*(?::|\s[-–—|]\s)\s*(.+)$/.exec(line);
  const section = labelled?.[1] ? exactSection(labelled[1]) : undefined;
  return section && labelled?.[2] ? { section, inline: labelled[2] } : undefined;
}

function sectionNamed(line: string): Section | undefined {
  const exact = exactSection(line);
  if (exact) return exact;
  if (!looksLikeHeading(line)) return undefined;
  const key = headingKey(line);
  return HEADING_ENDINGS.find(([, pattern]) => pattern.test(key))?.[0];
}

function exactSection(text: string): Section | undefined {
  const key = headingKey(text);
  return (Object.keys(SECTION_HEADINGS) as Section[]).find((section) => SECTION_HEADINGS[section].has(key));
}

/** Short, every word capitalised or the whole line in capitals, no digits or sentence punctuation. */
function looksLikeHeading(line: string): boolean {
  const words = line.replace(/[:\s]+$/, "").split(/\s+/);
  if (words.length > 4 || /[\d,.;@()]/.test(line)) return false;
  return words.every((word) => /^(?:\p{Lu}|&|and\b|of\b|\/)/u.test(word));
}

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[\s•·▪■●◦►❖➢*#=_~-]+|[\s:|•·▪■●◦►❖➢*#=_~-]+$/gu, "")
    .replace(/\s+/g, " ")
    .replace(/ and /g, " & ");
}

/** The lines under a section's first heading (with any inline text), up to the next heading. */
export function sectionLines(lines: string[], section: Section): string[] | undefined {
  const start = lines.findIndex((line) => headingOf(line)?.section === section);
  if (start < 0) return undefined;
  const inline = headingOf(lines[start] ?? "")?.inline;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => headingOf(line) !== undefined);
  return [...(inline ? [inline] : []), ...(end < 0 ? rest : rest.slice(0, end))];
}
