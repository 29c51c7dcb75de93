import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "./text-field";

/*
 * The person's details every public form asks for, each with its name, input type, label and the
 * autocomplete token that lets browsers fill it; a form passes its id, limits, value and error, and
 * may reword the label.
 */

type PresetProps = Omit<TextFieldProps, "label"> & { label?: ReactNode };

export function FullNameField(props: PresetProps) {
  return <TextField name="fullName" label="Full name" autoComplete="name" {...props} />;
}

export function FirstNameField(props: PresetProps) {
  return <TextField name="firstName" label="First name" autoComplete="given-name" {...props} />;
}

export function LastNameField(props: PresetProps) {
  return <TextField name="lastName" label="Last name" autoComplete="family-name" {...props} />;
}

export function EmailField(props: PresetProps) {
  return <TextField name="email" type="email" label="Email" autoComplete="email" {...props} />;
}

export function PhoneField(props: PresetProps) {
  return <TextField name="phone" type="tel" label="Phone" autoComplete="tel" {...props} />;
}
