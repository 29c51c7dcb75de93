import type { ComponentProps, ReactNode } from "react";
import { Field, fieldAriaOf, hintIdOf, Input, Select, Textarea } from "~/components/ui/form-controls";

/** What every field of the kit takes besides its control's own props; className styles the field's box. */
export type FieldProps = {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Ids of other lines that describe the control (a strength meter, a counter), read after error and hint. */
  describedBy?: string;
  className?: string;
};

/** The Field's props, and the control's: its id, its aria attributes, and everything else given. */
function splitField<Control extends object>(props: FieldProps & Control) {
  const { id, label, optional, hint, error, describedBy, className, ...control } = props;
  return {
    field: { id, label, optional, hint, error, className },
    control: { id, ...fieldAriaOf(id, error, hint ? hintIdOf(id) : undefined, describedBy), ...control },
  };
}

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<"input">, "id"> & {
    /** Sits inside the input's right end (a show-password button, say); give the input room for it. */
    trailing?: ReactNode;
    /** Lines under the input, before its hint and error (a live check's verdict). */
    children?: ReactNode;
  };

export function TextField({ trailing, children, ...props }: TextFieldProps) {
  const { field, control } = splitField(props);
  const input = <Input {...control} />;
  return (
    <Field {...field}>
      {trailing ? (
        <div className="relative">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {children}
    </Field>
  );
}

export function TextareaField(props: FieldProps & Omit<ComponentProps<"textarea">, "id">) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <Textarea {...control} />
    </Field>
  );
}

export function SelectField(props: FieldProps & Omit<ComponentProps<typeof Select>, "id">) {
  const { field, control } = splitField(props);
  return (
    <Field {...field}>
      <Select {...control} />
    </Field>
  );
}
