import { useEffect } from "react";
import { useNavigate } from "react-router";
import { CANDIDATE_HOME } from "~/components/candidate/return-to";

/** /candidate: the dashboard when signed in; the portal's guard sends everyone else to sign in. */
export default function CandidateIndex() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(CANDIDATE_HOME, { replace: true });
  }, [navigate]);
  return null;
}
