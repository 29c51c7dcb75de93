import { SendIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { EmailField } from "~/components/forms/email-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { useContactForm } from "~/components/forms/use-contact-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/use-toast";
import { cn } from "~/lib/utils";
import { CONTACT_PAGE_SUBJECT_OPTIONS } from "../../../common/contact-options";

const INITIAL = { firstName: "", lastName: "", email: "", phone: "", company: "", subject: "", message: "" };

const loadSchema = async () => (await import("../../../common/contact")).contactPageSchema;

/** The /contact page's message form (SPEC §3, §4, §5, §8). */
export function ContactPageForm({ className }: { className?: string }) {
  const id = useId();
  // Tests and scripts wait for this: the form answers only once its lazy chunk has hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const form = useContactForm({
    form: "contact",
    initial: INITIAL,
    loadSchema,
    onSuccess: () =>
      toast({
        title: "Message Sent Successfully",
        description: "We'll get back to you as soon as possible.",
      }),
    onFailure: (message) =>
      toast({
        title: "Failed to Send Message",
        description: message ?? "Please try again or contact us directly.",
        variant: "destructive",
      }),
  });
  const field = (name: keyof typeof INITIAL) => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: form.onChange,
    onBlur: form.onBlur,
  });

  return (
    <section
      aria-labelledby="contact-form-heading"
      className={cn("relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="contact-form-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Send Us a Message
      </h2>
      <p className="mt-3 text-slate-700 leading-7">
        Tell us what you need and a recruiter will reply within one business day.
      </p>
      <form
        noValidate
        data-ready={ready || undefined}
        aria-labelledby="contact-form-heading"
        onSubmit={form.onSubmit}
        onFocus={form.preload}
        className="mt-6"
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
          <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
          <div className="sm:col-span-2">
            <EmailField {...field("email")} />
          </div>
          <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
          <TextField label="Company (optional)" autoComplete="organization" {...field("company")} />
          <SelectField
            className="sm:col-span-2"
            label="Subject"
            placeholder="Select a subject"
            options={CONTACT_PAGE_SUBJECT_OPTIONS}
            {...field("subject")}
          />
          <TextareaField className="sm:col-span-2" label="Message" {...field("message")} />
        </div>
        <HoneypotField idPrefix={id} />
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={form.sending}>
          <SendIcon aria-hidden="true" />
          {form.sending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </section>
  );
}
