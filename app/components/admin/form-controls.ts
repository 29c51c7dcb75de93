import { errorIdOf } from "~/components/ui/field";

/** The class of a console form's <select>, matching the inputs' height. */
export const selectClass = "h-11 w-full rounded-md border border-slate-300 bg-white px-3";

/** id, name and the invalid state tied to a field's inline error, for each control of a form. */
export function controlsOf(prefix: string, errors: Record<string, string>) {
  return (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorIdOf(`${prefix}-${name}`) : undefined,
  });
}
