import { type FormEvent, type ReactNode, useState } from "react";
import { AuthLink } from "~/components/candidate/auth-page";
import { CurrentPasswordField } from "~/components/candidate/password-field";
import { useQueryParams } from "~/components/candidate/use-query-params";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { NeedsJavaScript } from "./account-form-parts";
import type { AccountPages } from "./account-kinds";
import { keepReturnTo } from "./keep-return-to";

export type SignInAttempt = { email: string; password: string; rememberMe: boolean };

/**
 * The sign-in pages' card body (SPEC §2): what the URL says happened (verified, reset), the page's own
 * notices, the form (email, password with show/hide, Remember me, Forgot password), the way to
 * create an account, and `footer`. The address comes filled in from ?email=. A submission with
 * either field empty focuses it and goes to `onMissing`; otherwise `onSignIn` gets the attempt.
 */
export function SignInForm({
  account,
  pending,
  disabled,
  notices,
  alternatives,
  footer,
  onMissing,
  onSignIn,
}: {
  account: AccountPages;
  pending: boolean;
  /** The form is done with (a notice is taking the person elsewhere). */
  disabled?: boolean;
  /** Under the URL's notices, above the form. */
  notices?: ReactNode;
  /** Other ways to sign in, under the form (the employer's Google and LinkedIn). */
  alternatives?: ReactNode;
  /** Under "Don't have an account?". */
  footer?: ReactNode;
  onMissing: () => void;
  onSignIn: (attempt: SignInAttempt) => void | Promise<void>;
}) {
  const params = useQueryParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || disabled) return;
    const address = email.trim();
    if (!address || !password) {
      onMissing();
      event.currentTarget
        .querySelector<HTMLInputElement>(address ? "#login-password" : "#login-email")
        ?.focus();
      return;
    }
    void onSignIn({ email: address, password, rememberMe });
  }

  return (
    <>
      {params.get("verified") ? (
        <Notice tone="success" className="mb-6">
          {account.messages.verified}
        </Notice>
      ) : null}
      {params.get("reset") ? (
        <Notice tone="success" className="mb-6">
          {account.messages.passwordReset}
        </Notice>
      ) : null}
      {notices}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField
          id="login-email"
          label={account.emailLabel}
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <CurrentPasswordField
          id="login-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-slate-800 text-sm">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            Remember me
          </label>
          <AuthLink to={account.forgotPassword}>Forgot password?</AuthLink>
        </div>
        <SubmitButton
          size="lg"
          className="w-full"
          pending={pending}
          pendingLabel="Signing in..."
          disabled={disabled}
        >
          Sign In
        </SubmitButton>
      </form>
      {alternatives}
      <p className="mt-6 text-center text-slate-700 text-sm">
        Don&apos;t have an account?{" "}
        <AuthLink to={keepReturnTo(account.registration, params)}>Create Account</AuthLink>
      </p>
      {footer}
      <NeedsJavaScript doing="Signing in" />
    </>
  );
}
