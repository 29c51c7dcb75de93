import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { TextField } from "~/components/forms/text-field";
import { errorIdOf } from "~/components/ui/field";
import { cn } from "~/lib/utils";
import { passwordStrength } from "./password-strength";

type PasswordFieldProps = Omit<ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: string;
  error?: string;
  /** Shows the strength hint under the field (new passwords only). */
  showStrength?: boolean;
};

/** The confirmation field's message when the two new passwords differ. */
export const PASSWORD_MISMATCH = "The two passwords do not match";

const METER_COLORS = ["bg-slate-200", "bg-red-600", "bg-amber-500", "bg-lime-600", "bg-green-700"];

/** A password input with a show/hide toggle and, for new passwords, a strength hint. */
export function PasswordField({ id, label, error, showStrength, value, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const strength = showStrength ? passwordStrength(String(value ?? "")) : null;
  const hintId = `${id}-strength`;
  const describedBy = [error ? errorIdOf(id) : null, strength ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <TextField
        id={id}
        label={label}
        error={error}
        type={visible ? "text" : "password"}
        value={value}
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
      {strength ? (
        <div id={hintId} className="space-y-1">
          <div aria-hidden="true" className="grid grid-cols-4 gap-1">
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={cn(
                  "h-1.5 rounded-full",
                  step <= strength.level ? METER_COLORS[strength.level] : METER_COLORS[0],
                )}
              />
            ))}
          </div>
          <p className="text-slate-700 text-xs">
            {strength.label ? <span className="font-semibold">Strength: {strength.label}. </span> : null}
            {strength.hint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
