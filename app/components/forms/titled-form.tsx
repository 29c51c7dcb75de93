import type { ComponentProps, ReactNode } from "react";
import { Notice } from "~/components/ui/notice";

/** What the form's last submission came to, in words. */
export type FormOutcomeMessage = { tone: "success" | "error"; text: string };

/**
 * A form named by its heading (a "form" landmark to assistive technology), with what its last
 * submission came to under the heading. The browser's own checks are off: the fields show the
 * messages.
 */
export function TitledForm({
  headingId,
  title,
  outcome,
  children,
  ...props
}: Omit<ComponentProps<"form">, "aria-labelledby" | "className"> & {
  headingId: string;
  title: ReactNode;
  outcome?: FormOutcomeMessage | null;
}) {
  return (
    <form noValidate className="space-y-5" aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {children}
    </form>
  );
}
