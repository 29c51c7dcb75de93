/**
 * PLACEHOLDER — REPLACE AT MERGE with the ENGINE engineer's common/resume-builder/index.ts.
 * Only what the SERVER branch calls, so it compiles and its tests run before the engine lands.
 */
import type { ExtractedResumeFields } from "../application-options";
import { DEFAULT_RESUME_DESIGN, type ResumeDocument } from "../resume-document";

/** The document a parsed upload starts from (placeholder: contact, title and one skills group). */
export function resumeFromExtractedFields(fields: ExtractedResumeFields & { text?: string }): ResumeDocument {
  return {
    version: 1,
    contact: {
      fullName: fields.fullName,
      title: fields.recentTitle,
      email: fields.email,
      phone: fields.phone,
      city: "",
      state: "",
      links: [],
    },
    sections: [
      {
        id: "skills",
        kind: "skills",
        title: "Skills",
        entries: [{ id: "skills-1", name: "", keywords: fields.skills }],
      },
    ],
    design: DEFAULT_RESUME_DESIGN,
    dismissedChecks: [],
  };
}
