import type { ExtractedResumeFields } from "../application-options";
import {
  DEFAULT_RESUME_DESIGN,
  RESUME_LINE_MAX,
  type ResumeDocument,
  type ResumeLink,
  type ResumeSection,
} from "../resume-document";
import { US_STATES } from "../us-states";

/**
 * A new random id for a section, entry or link. crypto.getRandomValues works on plain-http pages
 * too (crypto.randomUUID needs a secure context), so the builder runs on any address.
 */
export function newResumeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A blank resume with the usual sections, ready to fill in. */
export function emptyResumeDocument(): ResumeDocument {
  return {
    version: 1,
    contact: { fullName: "", title: "", email: "", phone: "", city: "", state: "", links: [] },
    sections: [
      { id: newResumeId(), kind: "summary", title: "Summary", text: "" },
      { id: newResumeId(), kind: "experience", title: "Experience", entries: [] },
      { id: newResumeId(), kind: "education", title: "Education", entries: [] },
      { id: newResumeId(), kind: "skills", title: "Skills", entries: [] },
    ],
    design: { ...DEFAULT_RESUME_DESIGN },
    dismissedChecks: [],
  };
}

/**
 * The resume an uploaded file starts: the fields the site's parser found (which the person has just
 * confirmed), the city and state and profile links read from the text's first lines, and the most
 * recent job title as the first experience entry, to be completed.
 */
export function resumeFromExtractedFields(fields: ExtractedResumeFields & { text?: string }): ResumeDocument {
  const doc = emptyResumeDocument();
  const top = (fields.text ?? "").split("\n").slice(0, 12).join("\n");
  const place = cityAndStateIn(top);
  doc.contact = {
    ...doc.contact,
    fullName: clip(fields.fullName),
    title: clip(fields.recentTitle),
    email: clip(fields.email),
    phone: clip(fields.phone),
    city: place?.city ?? "",
    state: place?.state ?? "",
    links: linksIn(top),
  };
  doc.sections = doc.sections.map((section): ResumeSection => {
    if (section.kind === "experience" && fields.recentTitle) {
      return {
        ...section,
        entries: [
          {
            id: newResumeId(),
            employer: "",
            title: clip(fields.recentTitle),
            location: "",
            startDate: "",
            endDate: "",
            current: false,
            bullets: [],
          },
        ],
      };
    }
    if (section.kind === "skills" && fields.skills.length > 0) {
      return {
        ...section,
        entries: [{ id: newResumeId(), name: "", keywords: fields.skills.slice(0, 60).map(clip) }],
      };
    }
    return section;
  });
  return doc;
}

const CITY_STATE =
  /\b([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,3}),\s*([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?/g;

/** "Miami, FL" (a real state code) in the text's first lines. */
function cityAndStateIn(text: string): { city: string; state: string } | undefined {
  for (const match of text.matchAll(CITY_STATE)) {
    const [, city = "", state = ""] = match;
    if (state in US_STATES) return { city, state };
  }
  return undefined;
}

const PROFILE_LINK = /\b(?:https?:\/\/)?(?:www\.)?(linkedin\.com\/in\/[\w-]+|github\.com\/[\w-]+)\/?/gi;

function linksIn(text: string): ResumeLink[] {
  return [...text.matchAll(PROFILE_LINK)].slice(0, 2).map((match) => {
    const url = match[1] ?? "";
    return {
      id: newResumeId(),
      label: url.startsWith("github") ? "GitHub" : "LinkedIn",
      url: `https://${url}`,
    };
  });
}

function clip(text: string): string {
  return text.slice(0, RESUME_LINE_MAX);
}
