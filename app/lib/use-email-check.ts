import { useEffect, useState } from "react";
import type { EmailValidationResponse, EmailVerdict } from "../../common/email-check";

export const EMAIL_CHECK_DELAY_MS = 300;
export const EMAIL_CHECK_SOURCE = "contact_form";

/** idle: nothing to show; validating: the call is running; done: a verdict (null when the check failed). */
export type EmailCheckState =
  | { status: "idle" }
  | { status: "validating"; message: string }
  | { status: "done"; verdict: EmailVerdict | null; message: string };

// common/email-check also holds the API's zod schema: loaded on demand, never on first load.
const loadEmailCheck = () => import("../../common/email-check");

/**
 * SPEC §5 live email check: 300 ms after each change once the text contains '@'. A local syntax
 * failure is Invalid ('Invalid email format') with no server call; otherwise POST /api/validate-email
 * with source contact_form. Purely advisory: it never blocks sending.
 */
export function useEmailCheck(email: string): EmailCheckState {
  const [state, setState] = useState<EmailCheckState>({ status: "idle" });

  useEffect(() => {
    const text = email.trim();
    if (!text.includes("@")) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { EMAIL_CHECK_MESSAGES, hasEmailSyntax, verdictMessage } = await loadEmailCheck();
        if (controller.signal.aborted) return;
        if (!hasEmailSyntax(text)) {
          setState({ status: "done", verdict: "Invalid", message: EMAIL_CHECK_MESSAGES.invalidFormat });
          return;
        }
        setState({ status: "validating", message: EMAIL_CHECK_MESSAGES.validating });
        const result = await validateEmail(text, controller.signal);
        if (controller.signal.aborted) return;
        setState({ status: "done", verdict: result?.verdict ?? null, message: verdictMessage(result) });
      } catch {
        if (controller.signal.aborted) return;
        // SPEC §5: any other case (a failed call, the module not loading) is 'Unable to validate'.
        setState({ status: "done", verdict: null, message: "Unable to validate email address." });
      }
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email]);

  return state;
}

/** SPEC §8: a non-OK response, success false or a broken body all end as a null result. */
async function validateEmail(email: string, signal: AbortSignal) {
  try {
    const res = await fetch("/api/validate-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: EMAIL_CHECK_SOURCE }),
      credentials: "include",
      signal,
    });
    if (!res.ok) throw new Error(`Email validation failed: ${res.statusText}`);
    const body = (await res.json()) as EmailValidationResponse;
    if (!body.success) throw new Error(body.error || "Email validation failed");
    return body.result;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
