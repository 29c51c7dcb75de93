import type { ComponentProps, ReactNode } from "react";
import { Input, Label, Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { fieldDomId } from "./field-paths";

type FieldBase = {
  /** The field's path in the document: its control's id, so checks and the preview can focus it. */
  path: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  className?: string;
};

function FieldFrame({
  path,
  label,
  hint,
  className,
  children,
}: Omit<FieldBase, "value" | "onValue"> & { children: ReactNode }) {
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <Label htmlFor={fieldDomId(path)}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${fieldDomId(path)}-hint`} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  path,
  label,
  value,
  onValue,
  hint,
  className,
  ...inputProps
}: FieldBase & Omit<ComponentProps<"input">, "value" | "onChange" | "id">) {
  return (
    <FieldFrame path={path} label={label} hint={hint} className={className}>
      <Input
        id={fieldDomId(path)}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint ? `${fieldDomId(path)}-hint` : undefined}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  path,
  label,
  value,
  onValue,
  hint,
  className,
  rows = 5,
}: FieldBase & { rows?: number }) {
  return (
    <FieldFrame path={path} label={label} hint={hint} className={className}>
      <Textarea
        id={fieldDomId(path)}
        value={value}
        rows={rows}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint ? `${fieldDomId(path)}-hint` : undefined}
      />
    </FieldFrame>
  );
}

/** A month picker for "2021-03"; a year alone (from an import) is kept and named under it. */
export function MonthField({ disabled, ...field }: FieldBase & { disabled?: boolean }) {
  const yearOnly = /^\d{4}$/.test(field.value);
  return (
    <TextField
      {...field}
      type="month"
      value={yearOnly ? "" : field.value}
      disabled={disabled}
      hint={yearOnly ? `Year only: ${field.value}. Pick a month to be more precise.` : field.hint}
    />
  );
}

export function CheckboxField({
  path,
  label,
  checked,
  onChecked,
}: {
  path: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={fieldDomId(path)}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        className="size-5 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      />
      <Label htmlFor={fieldDomId(path)} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
