import { useRef, useState } from "react";
import { type ErrorLink, serverErrorLink, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";

/** What a submission came to; a refusal may name the page that fixes it (a plan limit's upgrade). */
export type SubmitOutcome = { tone: "success" | "error"; text: string; link?: ErrorLink };

/**
 * One submission at a time to the API: the server's per-field messages go under the fields, its
 * error (or `failure` when it gave none) into the outcome, and `success` may turn the answer into
 * the message shown.
 */
export function useApiSubmit() {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  async function submit<T>(
    request: () => Promise<T>,
    { success, failure }: { success: (result: T) => string | null | Promise<string | null>; failure: string },
  ): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setErrors({});
    setOutcome(null);
    try {
      const text = await success(await request());
      if (text) setOutcome({ tone: "success", text });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setOutcome({ tone: "error", text: serverErrorMessage(error) ?? failure, link: serverErrorLink(error) });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return { sending, errors, setErrors, outcome, submit };
}
