import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { TextField } from "~/components/forms/text-field";
import { errorIdOf } from "~/components/ui/form-controls";

export type PasswordFieldProps = Omit<ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: string;
  error?: string;
  /** The id of a hint shown outside the field (the strength hint), for aria-describedby. */
  hintId?: string;
};

/** The confirmation field's message when the two new passwords differ. */
export const PASSWORD_MISMATCH = "The two passwords do not match";

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, error, hintId, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? errorIdOf(id) : null, hintId].filter(Boolean).join(" ");
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      type={visible ? "text" : "password"}
      className="[&_input]:pr-12"
      aria-describedby={describedBy || undefined}
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
