/**
 * Candidates recruiters submit to a client's job order (issue 18): the recruiter's submission in
 * /admin, the employer's list and decisions in the portal. Interviews the employer then requests
 * are server/modules/interviews.
 */
export {
  awaitingDecisionSummary,
  decideSubmission,
  listCompanySubmissions,
  submissionResumeFileId,
} from "./employer-submissions";
export { clientSideOfApplication, submitCandidateToClient } from "./staff-submissions";
export {
  submissionDecisionSchema,
  submissionListQuerySchema,
  submitToClientSchema,
} from "./submission-input";
