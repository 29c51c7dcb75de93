import { useOutletContext } from "react-router";
import type { CandidateProfile } from "../../../common/candidates";

/** What the portal layout hands its pages: the signed-in candidate. */
export type PortalContext = { candidate: CandidateProfile };

export function usePortalCandidate(): CandidateProfile {
  return useOutletContext<PortalContext>().candidate;
}
