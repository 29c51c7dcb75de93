import { Label, Select } from "~/components/ui/form-controls";
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
      <Select id={id} name={name} defaultValue={defaultValue} options={options} anyLabel={anyLabel} />
    </div>
  );
}
