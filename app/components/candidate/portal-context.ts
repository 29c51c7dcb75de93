import { createContext, useContext } from "react";
import type { CandidateProfile } from "../../../common/candidate-options";

/** The signed-in candidate, which the portal layout hands its pages once the guard let them in. */
export const PortalCandidateContext = createContext<CandidateProfile | null>(null);

export function usePortalCandidate(): CandidateProfile {
  const candidate = useContext(PortalCandidateContext);
  if (!candidate) throw new Error("usePortalCandidate is only for pages inside the candidate portal layout");
  return candidate;
}
