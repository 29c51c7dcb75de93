import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FormAlert } from "./form-alert";

type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
  pending: boolean;
  pendingLabel: string;
  icon?: ReactNode;
};

/**
 * A form's submit button: disabled while the submission runs, its words saying so ("Sending..."),
 * so a second press cannot send it twice.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * A public form's last lines: why the server refused the submission, if it did, then the large
 * submit button, full width on phones unless the form says otherwise.
 */
export function FormSubmit({
  refusal,
  className = "w-full sm:w-auto",
  ...props
}: Omit<SubmitButtonProps, "size"> & { refusal: string | null }) {
  return (
    <>
      <FormAlert message={refusal} />
      <SubmitButton size="lg" className={className} {...props} />
    </>
  );
}
