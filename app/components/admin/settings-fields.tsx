import type { ComponentProps, ReactNode } from "react";
import { errorIdOf, Field, Input } from "~/components/ui/form-controls";

/**
 * One labelled input of the site settings form (id `settings-<name>`), with its inline error tied
 * to it for screen readers.
 */
export function SettingInput({
  name,
  label,
  error,
  ...props
}: Omit<ComponentProps<typeof Input>, "id" | "name"> & { name: string; label: string; error?: string }) {
  const id = `settings-${name}`;
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...props}
      />
    </Field>
  );
}

/** A bordered group of the settings form: its legend, the group's error (if any), then its fields. */
export function SettingsGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-medium text-sm">{legend}</legend>
      {error ? <p className="mb-2 text-red-700 text-sm">{error}</p> : null}
      {children}
    </fieldset>
  );
}
