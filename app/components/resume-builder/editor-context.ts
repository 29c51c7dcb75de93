import { createContext, useContext } from "react";
import type { ResumeDocument } from "../../../common/resume-document";

/**
 * Changes the document through the editor's history. `group` is the path of the field being
 * typed in: keystrokes in one field, close together, make one undo step.
 */
export type EditDocument = (change: (doc: ResumeDocument) => ResumeDocument, group?: string) => void;

export const EditContext = createContext<EditDocument>(() => {
  throw new Error("EditContext is missing: render inside the resume builder");
});

export function useEdit(): EditDocument {
  return useContext(EditContext);
}
