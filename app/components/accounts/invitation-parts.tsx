import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { ConfirmPasswordField, PASSWORD_MISMATCH } from "~/components/candidate/password-field";
import type { FieldErrors } from "~/components/forms/form-outcome";
import { Notice } from "~/components/ui/notice";
import { AccountPasswordField } from "./account-password-field";

/** An invitation page opened without its emailed token: why it cannot go on, and where to sign in. */
export function InvitationLinkMissing({
  title,
  message,
  signIn,
}: {
  title: string;
  message: string;
  signIn: { prompt: string; to: string };
}) {
  return (
    <AuthPage icon={UsersIcon} title={title} lead="This page opens from the invitation we email you.">
      <Notice tone="error">{message}</Notice>
      <p className="mt-6 text-center text-sm">
        {signIn.prompt} <AuthLink to={signIn.to}>Sign in</AuthLink>
      </p>
    </AuthPage>
  );
}

/**
 * The password a newly invited person chooses, typed twice: the strength-metered field the form reads
 * and its confirmation. `confirmationError` adds "The two passwords do not match" to the browser's
 * checks when the password itself passed.
 */
export function useChosenPassword(idPrefix: string) {
  const [confirm, setConfirm] = useState("");
  function confirmationError(found: FieldErrors, password: string | undefined): FieldErrors {
    if (!found.password && password !== confirm) return { ...found, confirmPassword: PASSWORD_MISMATCH };
    return found;
  }
  function fields(errors: FieldErrors) {
    return (
      <>
        <AccountPasswordField id={`${idPrefix}-password`} error={errors.password} />
        <ConfirmPasswordField
          id={`${idPrefix}-confirm`}
          label="Confirm password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirmPassword}
        />
      </>
    );
  }
  return { confirmationError, fields };
}
