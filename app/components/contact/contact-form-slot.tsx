import { MailIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { EmailText } from "./email-text";

const HELPFUL_DETAILS = [
  "Whether you are hiring or looking for work",
  "The role, skills or industry you have in mind",
  "Your location and ideal start date",
];

/**
 * Where the contact page's message form goes (SPEC §2, §3). The form arrives with the visitor
 * engagement issue and replaces this slot; until then it points visitors to the inbox.
 */
export function ContactFormSlot({ email, className }: { email: string; className?: string }) {
  return (
    <section
      aria-labelledby="contact-form-heading"
      data-slot="contact-form"
      className={cn("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="contact-form-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Send Us a Message
      </h2>
      <p className="mt-3 text-slate-700 leading-7">
        Email us at{" "}
        <a
          href={`mailto:${email}`}
          className="rounded-sm font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <EmailText email={email} />
        </a>{" "}
        and a recruiter will reply within one business day.
      </p>
      <div className="mt-6 rounded-xl bg-brand-50 p-5">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <MailIcon aria-hidden="true" className="size-5 text-brand-700" />
          Helpful to include
        </p>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 text-sm leading-6 marker:text-brand-700">
          {HELPFUL_DETAILS.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
