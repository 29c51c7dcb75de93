import { Navigate } from "react-router";
import { CANDIDATE_HOME } from "~/components/candidate/return-to";

/** /candidate: the dashboard when signed in; the portal's guard sends everyone else to sign in. */
export default function CandidateIndex() {
  return <Navigate to={CANDIDATE_HOME} replace />;
}
