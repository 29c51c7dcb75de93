import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

export type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
  pending: boolean;
  pendingLabel: string;
  icon?: ReactNode;
  /** The form also posts to its page's route action; without this the button waits for hydration. */
  worksWithoutJavaScript?: boolean;
};

/**
 * A form's submit button: disabled while the submission runs, its words saying so ("Sending..."),
 * so a second press cannot send it twice. Most forms submit through their JavaScript handler only, so
 * the button is enabled once the page has hydrated (a press before that would post to the page).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  disabled,
  worksWithoutJavaScript = false,
  ...props
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !(hydrated || worksWithoutJavaScript)} {...props}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
