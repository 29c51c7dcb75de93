import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

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
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
