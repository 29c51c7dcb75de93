import { SKILLS_VOCABULARY } from "../skills-vocabulary";

/**
 * Misspellings of common skills, lower-case, with our spelling. Employers and their applicant
 * tracking systems search for the usual spelling, so "Javascript" or "Excell" can cost a match.
 */
const MISSPELLINGS: Record<string, string> = {
  excell: "Excel",
  exel: "Excel",
  "micro soft office": "Microsoft Office",
  "microsoft ofice": "Microsoft Office",
  "mircosoft office": "Microsoft Office",
  "micro soft word": "Microsoft Word",
  "micro soft excel": "Excel",
  "java script": "JavaScript",
  "type script": "TypeScript",
  "power point": "PowerPoint",
  powerpoints: "PowerPoint",
  "share point": "SharePoint",
  "quick books": "QuickBooks",
  quickbook: "QuickBooks",
  "quick book": "QuickBooks",
  "power bi": "Power BI",
  powerbi: "Power BI",
  "node js": "Node.js",
  nodejs: "Node.js",
  "postgre sql": "PostgreSQL",
  postgres: "PostgreSQL",
  "my sql": "MySQL",
  "auto cad": "AutoCAD",
  "solid works": "SolidWorks",
  "sales force": "Salesforce",
  hippa: "HIPAA",
  "lexis nexis": "LexisNexis",
  "fork lift": "Forklift",
  "serv safe": "ServSafe",
  "git hub": "GitHub",
  outlok: "Outlook",
};

/** Vocabulary skills with capitals inside ("JavaScript", "QuickBooks"), where case is the usual slip. */
const MIXED_CASE_SKILLS = SKILLS_VOCABULARY.filter((skill) => /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(skill));

const PATTERNS = [
  ...Object.entries(MISSPELLINGS).map(([wrong, right]) => ({ pattern: wordPattern(wrong), right })),
  ...MIXED_CASE_SKILLS.map((skill) => ({ pattern: wordPattern(skill), right: skill })),
];

function wordPattern(words: string): RegExp {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\d.])${escaped}(?![\\p{L}\\d])`, "iu");
}

/** Skills the text spells unlike our vocabulary: what it wrote and what it should say. */
export function misspelledSkills(text: string): { written: string; right: string }[] {
  const found: { written: string; right: string }[] = [];
  for (const { pattern, right } of PATTERNS) {
    const written = pattern.exec(text)?.[0];
    if (written && written !== right && !found.some((item) => item.written === written))
      found.push({ written, right });
  }
  return found;
}
