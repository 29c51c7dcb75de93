import { useEmailCheck } from "~/lib/use-email-check";
import { EmailCheckStatus } from "./email-check-status";
import { EmailField } from "./person-fields";

/** The email field with the live email check's verdict under it (SPEC §5). */
export function CheckedEmailField({
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
    <EmailField
      id={id}
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
      onBlur={onBlur}
      describedBy={statusId}
    >
      <EmailCheckStatus id={statusId} state={check} />
    </EmailField>
  );
}
