import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

export type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
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
