/**
 * The AI hiring assistant's candidates page (issue 22, ADR 0027): each submitted order's talent pool
 * and applicants ranked with the order's weights, shown anonymised (refs are ranking-log entries);
 * the client's decisions and requests (through the talent-request machinery, so the candidate
 * consents first); the recruiters' view of them. The module's only entry.
 */
export { getCopilotCandidates, saveCopilotCandidateWeights } from "./candidates-view";
export { clearCandidateDecision, passCandidate, shortlistCandidate } from "./decisions";
export { copilotCandidatesForRecruiters, requisitionForRecruiters } from "./recruiters-view";
export { requestCandidate } from "./requests";

/** Every view ranks the pool and writes the ranking log: per workspace, generous for real use. */
export const CANDIDATE_VIEW_LIMIT_PER_WORKSPACE = {
  name: "copilot-candidates-workspace",
  limit: 120,
  windowSeconds: 600,
};
