import type { ComponentProps, ReactNode } from "react";
import { TextField } from "~/components/forms/text-field";

/** One labelled input of the site settings form (id `settings-<name>`), with its inline error. */
export function SettingInput({
  name,
  ...props
}: Omit<ComponentProps<typeof TextField>, "id" | "name"> & { name: string; label: string }) {
  return <TextField id={`settings-${name}`} name={name} {...props} />;
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
