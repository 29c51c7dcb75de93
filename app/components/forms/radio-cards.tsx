import type { ReactNode } from "react";
import { FieldError, fieldAriaOf } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";

export type RadioCardOption<Value extends string> = { value: Value; label: string; hint?: ReactNode };

/**
 * A group of native radios drawn as cards (the label is the card, so the whole card is the target):
 * arrow keys move between them as browsers do for any radio group. The legend names the group and its
 * error is read with it.
 */
export function RadioCards<Value extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  columns = "sm:grid-cols-3",
  className,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioCardOption<Value>[];
  value: Value | "";
  onChange: (value: Value) => void;
  error?: string;
  /** Tailwind grid columns from small screens up. */
  columns?: string;
  className?: string;
}) {
  return (
    <fieldset className={cn("min-w-0", className)} {...fieldAriaOf(id, error)}>
      <legend className="font-medium text-slate-900 text-sm">{legend}</legend>
      <div className={cn("mt-2 grid grid-cols-1 gap-3", columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 has-[:focus-visible]:outline-offset-2"
          >
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900 text-sm">{option.label}</span>
              {option.hint ? <span className="block text-slate-600 text-sm">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} className="mt-1" />
    </fieldset>
  );
}
