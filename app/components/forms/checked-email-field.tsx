import { errorIdOf, Field, Input } from "~/components/ui/form-controls";
import { useEmailCheck } from "~/lib/use-email-check";
import { EmailCheckStatus } from "./email-check-status";

/** The email input with its inline error and the live email check under it. */
export function EmailField({
  id,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => void;
}) {
  const check = useEmailCheck(value);
  const statusId = `${id}-check`;
  return (
    <Field id={id} label="Email" error={error}>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={value}
        disabled={disabled}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorIdOf(id)} ${statusId}` : statusId}
      />
      <EmailCheckStatus id={statusId} state={check} />
    </Field>
  );
}
