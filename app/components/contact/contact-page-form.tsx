import { PhoneField } from "~/components/forms/person-fields";
import { TextField } from "~/components/forms/text-field";
import { useContactForm } from "~/components/forms/use-contact-form";
import { toast } from "~/lib/use-toast";
import { cn } from "~/lib/utils";
import { CONTACT_PAGE_SUBJECT_OPTIONS } from "../../../common/contact-options";
import { ContactMessageFields } from "./contact-message-fields";

const INITIAL = { firstName: "", lastName: "", email: "", phone: "", company: "", subject: "", message: "" };

const loadSchema = async () => (await import("../../../common/contact")).contactPageSchema;

/** The /contact page's message form (SPEC §3, §4, §5, §8). */
export function ContactPageForm({ className }: { className?: string }) {
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
      <form {...form.formProps} aria-labelledby="contact-form-heading" className="mt-6">
        <ContactMessageFields form={form} subjectOptions={CONTACT_PAGE_SUBJECT_OPTIONS}>
          <PhoneField {...form.field("phone")} />
          <TextField label="Company (optional)" autoComplete="organization" {...form.field("company")} />
        </ContactMessageFields>
      </form>
    </section>
  );
}
