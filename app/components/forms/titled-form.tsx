import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/ui/notice";

/** What the form's last submission came to, in words, with the page that fixes a refusal. */
export type FormOutcomeMessage = {
  tone: "success" | "error";
  text: string;
  link?: { to: string; label: string };
};

/** An outcome as a notice: its words, then its link. */
export function OutcomeNotice({ outcome }: { outcome: FormOutcomeMessage }) {
  return (
    <Notice tone={outcome.tone}>
      {outcome.text}
      {outcome.link ? (
        <>
          {" "}
          <Link to={outcome.link.to} className="font-semibold underline underline-offset-2">
            {outcome.link.label}
          </Link>
        </>
      ) : null}
    </Notice>
  );
}

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
      {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      {children}
    </form>
  );
}
