import type { FormEvent } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { TitledForm } from "~/components/forms/titled-form";
import { apiRequest } from "~/lib/api-client";
import { CANDIDATE_MESSAGES } from "../../../common/candidate-options";
import { NewPasswordField } from "./new-password-field";
import { ConfirmPasswordField, CurrentPasswordField, PASSWORD_MISMATCH } from "./password-field";
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
    <TitledForm
      method="post"
      onSubmit={onSubmit}
      headingId="change-password"
      title="Change password"
      outcome={outcome}
    >
      <CurrentPasswordField id="current-password" label="Current password" {...bind("currentPassword")} />
      <NewPasswordField id="new-password" {...bind("newPassword")} />
      <ConfirmPasswordField id="confirm-password" {...bind("confirmPassword")} />
      <SubmitButton pending={sending} pendingLabel="Changing...">
        Change Password
      </SubmitButton>
    </TitledForm>
  );
}
