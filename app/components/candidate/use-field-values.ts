import { type ChangeEvent, useState } from "react";

/**
 * A small form's text values, and `bind(name)`: the props that tie an input or a select to its value, its
 * change handler and its message from `errors`.
 */
export function useFieldValues<Values extends Record<string, string>>(
  initial: Values,
  errors: Record<string, string>,
) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, bind };
}
