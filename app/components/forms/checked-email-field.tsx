import { useEmailCheck } from "~/lib/use-email-check";
import { EmailCheckStatus } from "./email-check-status";
import { EmailField } from "./person-fields";
import type { TextFieldProps } from "./text-field";

/** The email field with the live email check's verdict under it (SPEC §5). */
export function CheckedEmailField(
  props: Omit<TextFieldProps, "label" | "describedBy" | "children"> & { value: string },
) {
  const check = useEmailCheck(props.value);
  const statusId = `${props.id}-check`;
  return (
    <EmailField {...props} describedBy={statusId}>
      <EmailCheckStatus id={statusId} state={check} />
    </EmailField>
  );
}
