import type { ComponentProps, ReactNode } from "react";
import { FieldError, fieldAriaOf } from "~/components/ui/form-controls";

/** A checkbox with its label beside it (which may hold links) and its inline error under both. */
export function CheckboxField({
  id,
  label,
  error,
  ...props
}: Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  id: string;
  label: ReactNode;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...fieldAriaOf(id, error)}
          {...props}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-slate-800 text-sm leading-6">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} className="mt-1" />
    </div>
  );
}
