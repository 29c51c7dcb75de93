import { ContactMessageFields } from "~/components/contact/contact-message-fields";
import { useContactForm } from "~/components/forms/use-contact-form";
import { toast } from "~/lib/use-toast";
import { HOME_SUBJECT_OPTIONS } from "../../../common/contact-options";

const INITIAL = { firstName: "", lastName: "", email: "", subject: "", message: "" };

const loadSchema = async () => (await import("../../../common/contact")).homeContactSchema;

/** Home section 8's "Get In Touch" form (SPEC §3, §4, §5, §8). */
export function HomeContactForm() {
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

  return (
    <form
      {...form.formProps}
      aria-labelledby={`${form.idPrefix}-heading`}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${form.idPrefix}-heading`} className="font-semibold text-slate-900 text-xl">
        Send Us a Message
      </h3>
      <ContactMessageFields form={form} subjectOptions={HOME_SUBJECT_OPTIONS} className="mt-6" />
    </form>
  );
}
