import { type ComponentProps, memo, type ReactNode } from "react";
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

export function TextField({ path, label, value, onValue, hint, className, ...inputProps }: TextFieldProps) {
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

type TextFieldProps = FieldBase & Omit<ComponentProps<"input">, "value" | "onChange" | "id">;

function sameButOnValue(before: TextFieldProps, after: TextFieldProps): boolean {
  const keys = Object.keys(before) as (keyof TextFieldProps)[];
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) => key === "onValue" || Object.is(before[key], after[key]))
  );
}

/**
 * A TextField that is not drawn again while its value and other props stay as they were, whatever
 * its `onValue`: only for a field whose `onValue` does nothing but what its path says (it edits
 * the document it is given, not one captured at render), so an older `onValue` does the same.
 * Typing in one field then re-renders that field alone, not its neighbours.
 */
export const PathTextField = memo(TextField, sameButOnValue);

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
