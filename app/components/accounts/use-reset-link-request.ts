import { useState } from "react";
import type { AuthPageNotice } from "~/components/candidate/auth-page";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";

/**
 * Asking an account's API for a reset link (`${api}/forgot-password`), as the forgot-password pages
 * do: the answer is the same whether or not the address has an account. `send` resolves to the
 * server's message for the email field, if it gave one.
 */
export function useResetLinkRequest() {
  const [outcome, setOutcome] = useState<AuthPageNotice | null>(null);
  const [sending, setSending] = useState(false);

  async function send(api: string, email: string): Promise<string | undefined> {
    setSending(true);
    try {
      await apiRequest("POST", `${api}/forgot-password`, { email });
      setOutcome({ tone: "success", text: CANDIDATE_MESSAGES.resetRequested });
      return undefined;
    } catch (failure) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(failure) ?? "We could not send the link. Please try again.",
      });
      return serverFieldErrors(failure).email;
    } finally {
      setSending(false);
    }
  }

  return { outcome, sending, send };
}
