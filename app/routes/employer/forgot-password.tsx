import { KeyRoundIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AuthLink, AuthPage, type AuthPageNotice } from "~/components/candidate/auth-page";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { EMPLOYER_MESSAGES } from "../../../common/employer-options";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Reset Your Password",
    description: "Forgot the password of your employer account? We'll email you a link to choose a new one.",
    path: "/employer/forgot-password",
    appUrl: appUrlFrom(matches),
  });
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function EmployerForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<AuthPageNotice | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!address) {
      setError(EMPLOYER_MESSAGES.email);
      event.currentTarget.querySelector<HTMLInputElement>("#forgot-email")?.focus();
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await apiRequest("POST", "/api/employers/forgot-password", { email: address });
      setOutcome({ tone: "success", text: EMPLOYER_MESSAGES.resetRequested });
    } catch (failure) {
      setError(serverFieldErrors(failure).email);
      setOutcome({
        tone: "error",
        text: serverErrorMessage(failure) ?? "We could not send the link. Please try again.",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthPage
      icon={KeyRoundIcon}
      title="Reset Your Password"
      lead="Enter the email address of your employer account and we'll send you a link to choose a new password."
      notice={outcome}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField
          id="forgot-email"
          label="Work email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <SubmitButton size="lg" className="w-full" pending={sending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-slate-700 text-sm">
        Remembered it? <AuthLink to="/employer/login">Back to sign in</AuthLink>
      </p>
    </AuthPage>
  );
}
