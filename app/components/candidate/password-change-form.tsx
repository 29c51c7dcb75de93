import type { FormEvent } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { NewPasswordField } from "./new-password-field";
import { PASSWORD_MISMATCH, PasswordField } from "./password-field";
import { useApiSubmit } from "./use-api-submit";
import { useFieldValues } from "./use-field-values";

/** Needs the current password; other devices are signed out, this one stays (POST /api/candidates/password). */
export function PasswordChangeForm() {
  const { sending, errors, setErrors, outcome, submit } = useApiSubmit();
  const { values, setValues, bind } = useFieldValues(
    { currentPassword: "", newPassword: "", confirmPassword: "" },
    errors,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: PASSWORD_MISMATCH });
      return;
    }
    void submit(
      () =>
        apiRequest("POST", "/api/candidates/password", {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }),
      {
        success: () => {
          setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
          return CANDIDATE_MESSAGES.passwordChanged;
        },
        failure: "We could not change your password. Please try again.",
      },
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby="change-password"
    >
      <h2 id="change-password" className="font-semibold text-slate-900 text-xl">
        Change password
      </h2>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        maxLength={CANDIDATE_LIMITS.passwordMax}
        {...bind("currentPassword")}
      />
      <NewPasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        maxLength={CANDIDATE_LIMITS.passwordMax}
        {...bind("newPassword")}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm new password"
        autoComplete="new-password"
        maxLength={CANDIDATE_LIMITS.passwordMax}
        {...bind("confirmPassword")}
      />
      <SubmitButton pending={sending} pendingLabel="Changing...">
        Change Password
      </SubmitButton>
    </form>
  );
}
