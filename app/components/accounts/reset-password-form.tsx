import { LockKeyholeIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { AuthLink, AuthPage } from "~/components/candidate/auth-page";
import { NewPasswordField } from "~/components/candidate/new-password-field";
import { ConfirmPasswordField, PASSWORD_MISMATCH } from "~/components/candidate/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { CANDIDATE_LIMITS } from "../../../common/candidate-options";
import type { AccountPages } from "./account-kinds";
import { useLinkToken } from "./use-link-token";

/**
 * The reset page of an account (…/reset-password?token=… from the emailed link). The server sends it
 * with Referrer-Policy: no-referrer, and the token leaves the address bar as soon as the page runs,
 * so it stays out of history and of anything shared afterwards. A reset ends every session of the
 * account; `onReset` lets this browser forget its own copy before the sign-in page opens.
 */
export function ResetPasswordForm({ account, onReset }: { account: AccountPages; onReset?: () => void }) {
  const navigate = useNavigate();
  const token = useLinkToken();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    if (password.length < CANDIDATE_LIMITS.passwordMin) found.password = account.messages.password;
    else if (password !== confirm) found.confirmPassword = PASSWORD_MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget
        .querySelector<HTMLInputElement>(found.password ? "#reset-password" : "#reset-confirm")
        ?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await apiRequest("POST", `${account.api}/reset-password`, { token, password });
      onReset?.();
      await navigate(`${account.login}?reset=1`, { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors({ password: fields.password ?? "" });
      setFailure(fields.password ? null : (serverErrorMessage(error) ?? "We could not reset your password."));
    } finally {
      setSaving(false);
    }
  }

  if (!token) {
    return (
      <AuthPage
        icon={LockKeyholeIcon}
        title="Choose a New Password"
        lead="This page opens from the link we email you."
      >
        <Notice tone="error">{account.messages.linkInvalid}</Notice>
        <p className="mt-6 text-center text-sm">
          <AuthLink to={account.forgotPassword}>Ask for a new link</AuthLink>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      icon={LockKeyholeIcon}
      title="Choose a New Password"
      lead="Use at least 8 characters. A phrase of a few words is easy to remember and hard to guess."
      notice={
        failure
          ? {
              tone: "error",
              text: (
                <>
                  {failure} <AuthLink to={account.forgotPassword}>Ask for a new link</AuthLink>
                </>
              ),
            }
          : null
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <NewPasswordField
          id="reset-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password || undefined}
        />
        <ConfirmPasswordField
          id="reset-confirm"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirmPassword}
        />
        <SubmitButton size="lg" className="w-full" pending={saving} pendingLabel="Saving...">
          Reset Password
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
