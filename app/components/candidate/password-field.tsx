import { EyeIcon, EyeOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { TextField, type TextFieldProps } from "~/components/forms/text-field";
import { CANDIDATE_LIMITS } from "../../../common/candidate-options";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** The presets below name the field themselves; a form may reword the label. */
type PresetProps = Omit<PasswordFieldProps, "label"> & { label?: ReactNode };

/** The confirmation field's message when the two new passwords differ. */
export const PASSWORD_MISMATCH = "The two passwords do not match";

/** The password the account has now (sign-in, confirming a deletion or a change). */
export function CurrentPasswordField(props: PresetProps) {
  return <PasswordField label="Password" autoComplete="current-password" {...props} />;
}

/** Typing the new password again, to catch a typo before it locks the account. */
export function ConfirmPasswordField(props: PresetProps) {
  return (
    <PasswordField
      name="confirmPassword"
      label="Confirm new password"
      autoComplete="new-password"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle, as long as an account's password may be. */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      type={visible ? "text" : "password"}
      className="[&_input]:pr-12"
      maxLength={CANDIDATE_LIMITS.passwordMax}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? (
            <EyeOffIcon aria-hidden="true" className="size-5" />
          ) : (
            <EyeIcon aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
