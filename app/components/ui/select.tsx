import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

export type SelectOption = { readonly value: string; readonly label: string };

/**
 * A styled native <select> (accessible everywhere, no script). The placeholder is a disabled,
 * empty-valued prompt; every real option has a non-empty value (SPEC §5).
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <div className="relative">
      <select className={cn(controlClass, "h-11 appearance-none pr-10", className)} {...props}>
        <option value="" disabled>
          {placeholder}
        </option>
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
