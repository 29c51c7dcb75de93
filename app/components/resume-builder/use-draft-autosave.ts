import { useEffect, useRef, useState } from "react";
import type { ResumeDocument } from "../../../common/resume-document";
import { writeDraft } from "./draft-storage";

/** Long enough to write once per pause in typing, short enough that a closed tab loses nothing. */
export const AUTOSAVE_DELAY_MS = 300;

export type SaveStatus = "saved" | "saving";

/**
 * Writes the document to this browser's storage AUTOSAVE_DELAY_MS after the last change, and on
 * leaving the page (pagehide) if a write is still waiting.
 *
 * A keystroke only notes the document and the time: one timer runs per pause in typing (when it
 * fires early, it waits for the rest of the delay), so typing does not set and clear a timer and a
 * pagehide listener on every key.
 */
export function useDraftAutosave(doc: ResumeDocument): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const pending = useRef<{ doc: ResumeDocument; at: number; timer: number | null } | null>(null);
  const written = useRef(doc);
  /** Starts the timer of a pending write; set while the editor is on the page. */
  const scheduler = useRef<((delay: number) => void) | null>(null);

  useEffect(() => {
    const save = () => {
      const waiting = pending.current;
      if (!waiting) return;
      if (waiting.timer !== null) window.clearTimeout(waiting.timer);
      pending.current = null;
      writeDraft(waiting.doc);
      written.current = waiting.doc;
      setStatus("saved");
    };
    const wait = (delay: number) => {
      const waiting = pending.current;
      if (!waiting) return;
      waiting.timer = window.setTimeout(() => {
        waiting.timer = null;
        const left = waiting.at + AUTOSAVE_DELAY_MS - performance.now();
        if (left > 0) wait(left);
        else save();
      }, delay);
    };
    scheduler.current = wait;
    window.addEventListener("pagehide", save);
    return () => {
      const waiting = pending.current;
      if (waiting?.timer != null) window.clearTimeout(waiting.timer);
      pending.current = null;
      scheduler.current = null;
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useEffect(() => {
    if (written.current === doc) {
      // Back to what is written (an undo within the delay): nothing is waiting any more.
      const waiting = pending.current;
      if (waiting?.timer != null) window.clearTimeout(waiting.timer);
      pending.current = null;
      setStatus("saved");
      return;
    }
    setStatus("saving");
    const waiting = pending.current;
    if (waiting) {
      waiting.doc = doc;
      waiting.at = performance.now();
      return;
    }
    pending.current = { doc, at: performance.now(), timer: null };
    scheduler.current?.(AUTOSAVE_DELAY_MS);
  }, [doc]);

  return status;
}
