import { KeyRoundIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import type { AccountPages } from "./account-kinds";
import { useResetLinkRequest } from "./use-reset-link-request";

/** An account's forgot-password page: asks for a reset link to the address. */
export function ForgotPasswordForm({ account }: { account: AccountPages }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { outcome, sending, send } = useResetLinkRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!address) {
      setError(account.messages.email);
      event.currentTarget.querySelector<HTMLInputElement>("#forgot-email")?.focus();
      return;
    }
    setError(undefined);
    setError(await send(account.api, address));
  }

  return (
    <AuthPage
      icon={KeyRoundIcon}
      title="Reset Your Password"
      lead={`Enter the email address of your ${account.noun} and we'll send you a link to choose a new password.`}
      notice={outcome}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField
          id="forgot-email"
          label={account.emailLabel}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <SubmitButton size="lg" className="w-full" pending={sending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-slate-700 text-sm">
        Remembered it? <AuthLink to={account.login}>Back to sign in</AuthLink>
      </p>
    </AuthPage>
  );
}
