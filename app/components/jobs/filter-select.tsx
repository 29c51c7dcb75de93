import { ChevronDownIcon } from "lucide-react";
import { controlClass } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import type { FilterOption } from "./job-filter-options";

type FilterSelectProps = {
  id: string;
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** The choice that filters nothing ("Any job type"); omitted for a choice that always applies (sort). */
  anyLabel?: string;
  defaultValue: string;
};

/**
 * A labelled native select for one filter of a GET form: it works without JavaScript, and its
 * "any" choice has an empty value, which the page leaves out of the address.
 */
export function FilterSelect({ id, name, label, options, anyLabel, defaultValue }: FilterSelectProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          className={cn(controlClass, "h-11 appearance-none pr-10")}
        >
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
    </div>
  );
}
