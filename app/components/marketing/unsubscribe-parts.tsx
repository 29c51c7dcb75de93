import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";

/** A link inside an unsubscribe page's text. */
export const UNSUBSCRIBE_LINK_CLASS =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** An unsubscribe page's centred column (confirm, done or invalid, one at a time). */
export function UnsubscribeLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-6 px-4 py-16 text-center">
      {children}
    </div>
  );
}

/** The confirm button: a plain POST form to the same address (works without JavaScript). */
export function UnsubscribeForm() {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex justify-center">
      <SubmitButton pending={submitting} pendingLabel="Unsubscribing..." worksWithoutJavaScript>
        Unsubscribe
      </SubmitButton>
    </Form>
  );
}

/** The answer to a link that does not work: the heading, the reason (announced), then what to do. */
export function InvalidUnsubscribeLink({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <>
      <h1 className="font-bold text-3xl text-slate-900">This unsubscribe link doesn't work</h1>
      <p role="alert" className="text-slate-700">
        {reason}
      </p>
      <p>{children}</p>
    </>
  );
}
