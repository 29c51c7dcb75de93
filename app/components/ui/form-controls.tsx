import type { ComponentProps, ReactNode } from "react";
import { ChevronDownIcon } from "~/components/ui/drawn-icon";
import { cn } from "~/lib/utils";

/*
 * The form controls, in one module on purpose: pages import different subsets of them, and as
 * separate modules Rollup cut them into a chunk per combination, adding requests and weight to the
 * public pages (ADR 0003). Together they are about 1.3 KB gzip.
 */

/** Shared look of text controls; aria-invalid turns the border red (WCAG: not colour alone, the message says it). */
export const controlClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1 disabled:opacity-60 aria-invalid:border-red-700";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn("block font-medium text-slate-900 text-sm", className)} {...props} />;
}

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClass, "min-h-28 py-2", className)} {...props} />;
}

export type SelectOption = { readonly value: string; readonly label: string };

type SelectProps = Omit<ComponentProps<"select">, "children"> & {
  options: readonly SelectOption[];
  /** A disabled, empty-valued prompt ("Select a subject"). */
  placeholder?: string;
  /** An empty-valued choice that can be picked ("Any job type"), for filters. */
  anyLabel?: string;
};

/**
 * A styled native <select> (accessible everywhere, no script). Only the placeholder or the "any"
 * choice has an empty value; every real option has a non-empty value (SPEC §5).
 */
export function Select({ options, placeholder, anyLabel, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClass, "h-11 appearance-none pr-10", className)} {...props}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
    </div>
  );
}

/** The id of a field's inline error, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** The id of a field's hint, for aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`;

/**
 * aria-invalid and aria-describedby of a field's control: its error first, then the other lines that
 * describe it (its hint, a live check, a character count).
 */
export function fieldAriaOf(
  id: string,
  error: string | undefined,
  ...describedBy: (string | false | undefined)[]
) {
  const ids = [error ? errorIdOf(id) : undefined, ...describedBy].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

/**
 * Label, control, hint and the inline error under it (SPEC §5: errors appear under each field). The
 * control takes its aria attributes from fieldAriaOf.
 */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's inline error, under it; its control (or fieldset) points to it through fieldAriaOf. */
export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  return error ? (
    <p id={errorIdOf(id)} className={cn("font-medium text-red-700 text-sm", className)}>
      {error}
    </p>
  ) : null;
}
