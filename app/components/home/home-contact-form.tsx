import { SendIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { EmailField } from "~/components/forms/email-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { useContactForm } from "~/components/forms/use-contact-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/use-toast";
import { HOME_SUBJECT_OPTIONS } from "../../../common/contact-options";

const INITIAL = { firstName: "", lastName: "", email: "", subject: "", message: "" };

const loadSchema = async () => (await import("../../../common/contact")).homeContactSchema;

/** Home section 8's "Get In Touch" form (SPEC §3, §4, §5, §8). */
export function HomeContactForm() {
  const id = useId();
  // Tests and scripts wait for this: the form answers only once its lazy chunk has hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const form = useContactForm({
    form: "home",
    initial: INITIAL,
    loadSchema,
    onSuccess: () =>
      toast({
        title: "Message Sent!",
        description: "Thank you for your message. We'll get back to you soon.",
      }),
    onFailure: (message) =>
      toast({
        title: "Error",
        description: message ?? "Failed to send message. Please try again.",
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
    <form
      noValidate
      data-ready={ready || undefined}
      aria-labelledby={`${id}-heading`}
      onSubmit={form.onSubmit}
      onFocus={form.preload}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900 text-xl">
        Send Us a Message
      </h3>
      <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
        <div className="sm:col-span-2">
          <EmailField {...field("email")} />
        </div>
        <SelectField
          className="sm:col-span-2"
          label="Subject"
          placeholder="Select a subject"
          options={HOME_SUBJECT_OPTIONS}
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
  );
}
