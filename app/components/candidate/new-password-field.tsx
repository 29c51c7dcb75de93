import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { PasswordField, type PasswordFieldProps } from "./password-field";
import { passwordStrength } from "./password-strength";

const METER_COLORS = ["bg-slate-200", "bg-red-600", "bg-amber-500", "bg-lime-600", "bg-green-700"];

/** A new password: the password field with a strength meter and hint under it. */
export function NewPasswordField({
  label = "New password",
  ...props
}: Omit<PasswordFieldProps, "describedBy" | "label"> & { label?: ReactNode }) {
  const strength = passwordStrength(String(props.value ?? ""));
  const hintId = `${props.id}-strength`;
  return (
    <div className="space-y-1.5">
      <PasswordField label={label} autoComplete="new-password" {...props} describedBy={hintId} />
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
    </div>
  );
}
