import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { httpStatusOf } from "~/lib/api-errors";
import { clearCandidateSession, updateStoredCandidate } from "~/lib/candidate-session";
import { candidateProfileQueryOptions } from "~/lib/query-client";
import { toast } from "~/lib/use-toast";
import type { CandidateProfile } from "../../../common/candidate-options";
import { useStoredCandidateSession } from "./use-stored-candidate-session";

export const CANDIDATE_PROFILE_URL = "/api/candidates/profile";

export type CandidateAccount =
  | { status: "checking" }
  | { status: "signed-out" }
  /** The server could not be reached: the session stays, the page offers to try again. */
  | { status: "unreachable"; retry: () => void }
  | { status: "signed-in"; candidate: CandidateProfile; token: string };

/**
 * The signed-in candidate (SPEC §4, §7): the profile is asked for only when a token is stored,
 * cached 5 minutes and never retried. Any answer other than OK shows 'Authentication failed' and
 * clears the session; until the answer comes the stored data stands in.
 */
export function useCandidateAccount(): CandidateAccount {
  const session = useStoredCandidateSession();
  const profile = useQuery<CandidateProfile>({
    // The token is part of the key, so one person's cached profile never shows for the next sign-in.
    queryKey: [CANDIDATE_PROFILE_URL, session?.token],
    enabled: Boolean(session),
    ...candidateProfileQueryOptions,
  });
  const failedStatus = profile.error ? httpStatusOf(profile.error) : null;

  useEffect(() => {
    if (profile.data) updateStoredCandidate(profile.data);
  }, [profile.data]);

  useEffect(() => {
    if (failedStatus === null) return;
    clearCandidateSession();
    toast({
      variant: "destructive",
      title: "Authentication failed",
      description: "Your session has ended. Please sign in again.",
    });
  }, [failedStatus]);

  if (session === undefined) return { status: "checking" };
  if (session === null || failedStatus !== null) return { status: "signed-out" };
  if (profile.error) return { status: "unreachable", retry: () => void profile.refetch() };
  return { status: "signed-in", candidate: profile.data ?? session.candidate, token: session.token };
}
