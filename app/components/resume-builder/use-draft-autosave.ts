import { useEffect, useRef, useState } from "react";
import type { ResumeDocument } from "../../../common/resume-document";
import { writeDraft } from "./draft-storage";

/** Long enough to write once per pause in typing, short enough that a closed tab loses nothing. */
export const AUTOSAVE_DELAY_MS = 300;

export type SaveStatus = "saved" | "saving";

/**
 * Writes the document to this browser's storage AUTOSAVE_DELAY_MS after the last change, and on
 * leaving the page (pagehide) if a write is still waiting.
 */
export function useDraftAutosave(doc: ResumeDocument): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const written = useRef(doc);

  useEffect(() => {
    if (written.current === doc) return;
    setStatus("saving");
    const save = () => {
      writeDraft(doc);
      written.current = doc;
      setStatus("saved");
    };
    const timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    window.addEventListener("pagehide", save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", save);
    };
  }, [doc]);

  return status;
}
