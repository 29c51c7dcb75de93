import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf } from "~/lib/api-errors";
import { clearCandidateSession } from "~/lib/candidate-session";
import { toast } from "~/lib/use-toast";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";

/**
 * Logout: the server revokes the token, then the browser forgets it and every cached answer (SPEC
 * §4), and the sign-in page opens. `active` tells the portal's guard that the sign-out, not an
 * expired session, is taking the person to the sign-in page.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const active = useRef(false);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    if (active.current) return;
    active.current = true;
    setSigningOut(true);
    let revoked = true;
    try {
      await apiRequest("POST", "/api/candidates/logout");
    } catch (error) {
      // 401: the token had already ended, which is what signing out wants.
      revoked = httpStatusOf(error) === 401;
    }
    clearCandidateSession();
    queryClient.clear();
    toast(
      revoked
        ? { title: "Signed out", description: CANDIDATE_MESSAGES.loggedOut }
        : {
            variant: "destructive",
            title: "Signed out on this device",
            description: "We could not reach the server to end the session there; it ends on its own.",
          },
    );
    // `active` stays set: the portal, and this hook with it, unmounts once the sign-in page shows.
    await navigate("/candidate/login", { replace: true });
  }

  const isSigningOut = useCallback(() => active.current, []);
  return { signOut, signingOut, isSigningOut };
}
