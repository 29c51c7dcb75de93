import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useState } from "react";
import { TextField, type TextFieldProps } from "~/components/forms/text-field";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** The confirmation field's message when the two new passwords differ. */
export const PASSWORD_MISMATCH = "The two passwords do not match";

/** A password input with a show/hide toggle. */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      type={visible ? "text" : "password"}
      className="[&_input]:pr-12"
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
