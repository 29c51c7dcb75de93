import type { ComponentProps, ReactNode } from "react";
import { errorIdOf, Field, Input, Select, type SelectOption, Textarea } from "~/components/ui/form-controls";

type Common = { id: string; label: ReactNode; error?: string; className?: string };

function invalidProps(id: string, error?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorIdOf(id) : undefined };
}

/** `trailing` sits inside the input's right end (a show-password button, say); give the input room for it. */
export function TextField({
  id,
  label,
  error,
  className,
  trailing,
  ...props
}: Common & ComponentProps<"input"> & { trailing?: ReactNode }) {
  const input = <Input id={id} {...invalidProps(id, error)} {...props} />;
  return (
    <Field id={id} label={label} error={error} className={className}>
      {trailing ? (
        <div className="relative">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

export function TextareaField({
  id,
  label,
  error,
  className,
  ...props
}: Common & ComponentProps<"textarea">) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Textarea id={id} {...invalidProps(id, error)} {...props} />
    </Field>
  );
}

export function SelectField({
  id,
  label,
  error,
  className,
  ...props
}: Common &
  Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[]; placeholder: string }) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Select id={id} {...invalidProps(id, error)} {...props} />
    </Field>
  );
}
