import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

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
}: Omit<ButtonProps, "type" | "asChild"> & { pending: boolean; pendingLabel: string; icon?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
