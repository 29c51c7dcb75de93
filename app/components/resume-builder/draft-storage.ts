import { readStorage, removeFromStorage, writeStorage } from "~/lib/browser-storage";
import { type ResumeDocument, resumeDocumentSchema } from "../../../common/resume-document";

/**
 * The draft lives in this browser's localStorage, signed in or not: nothing typed leaves the
 * browser until the person exports or saves to an account.
 */
const DRAFT_KEY = "resumeBuilderDraft";
/** The account resume the draft was opened from or saved as, so "Save" adds a version to it. */
const LINKED_RESUME_KEY = "resumeBuilderSavedResumeId";

/** The stored draft, or null when there is none or it no longer reads as a document. */
export function readDraft(): ResumeDocument | null {
  const stored = readStorage("local", DRAFT_KEY);
  if (!stored) return null;
  try {
    const parsed = resumeDocumentSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(doc: ResumeDocument): void {
  writeStorage("local", DRAFT_KEY, JSON.stringify(doc));
}

export function readLinkedResumeId(): string | null {
  return readStorage("local", LINKED_RESUME_KEY);
}

export function writeLinkedResumeId(id: string | null): void {
  if (id) writeStorage("local", LINKED_RESUME_KEY, id);
  else removeFromStorage("local", LINKED_RESUME_KEY);
}
