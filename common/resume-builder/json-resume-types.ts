import { RESUME_SECTION_KIND_LABELS, resumeDesignSchema } from "../resume-document";
import { z } from "../zod";

/**
 * The JSON Resume 1.0.0 parts the builder reads and writes (https://jsonresume.org/schema), and
 * what it keeps under `meta.resumeBuilder`: what the standard has no place for (section order and
 * titles, ids, custom sections, the design, dismissed checks, values the standard's formats refuse).
 */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: JsonWork[];
  volunteer?: (Omit<JsonWork, "name" | "location"> & { organization?: string })[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    courses?: string[];
    score?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  certificates?: { name?: string; date?: string; issuer?: string; url?: string }[];
  languages?: { language?: string; fluency?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    startDate?: string;
    endDate?: string;
  }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  meta?: { canonical?: string; version?: string; lastModified?: string; resumeBuilder?: unknown };
  [other: string]: unknown;
};

export type JsonWork = {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
};

const text = z.string().max(4000);
const entryMeta = z.looseObject({ id: z.string().min(1).max(64) });

export const builderMetaSchema = z.object({
  version: z.literal(1),
  design: resumeDesignSchema,
  dismissedChecks: z.array(z.string().max(200)).max(200),
  /** Raw values where the standard's own format (email, URI) would not take them. */
  email: text.optional(),
  links: z.array(z.object({ id: z.string().min(1).max(64), url: text })).max(20),
  sections: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        kind: z.enum(Object.keys(RESUME_SECTION_KIND_LABELS) as [keyof typeof RESUME_SECTION_KIND_LABELS]),
        title: text,
        text: text.optional(),
        entries: z.array(entryMeta).max(40).optional(),
      }),
    )
    .max(20),
});
export type BuilderMeta = z.infer<typeof builderMetaSchema>;
