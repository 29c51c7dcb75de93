import { SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CheckedEmailField } from "~/components/forms/checked-email-field";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { FirstNameField, LastNameField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField } from "~/components/forms/text-field";
import type { useContactForm } from "~/components/forms/use-contact-form";
import type { SelectOption } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";

type SharedName = "firstName" | "lastName" | "email" | "subject" | "message";

/**
 * What both contact forms ask (names, checked email, subject, message), the honeypot and the send
 * button; `children` are the form's own fields, placed after the email. className adds to the grid.
 */
export function ContactMessageFields<Name extends string>({
  form,
  subjectOptions,
  className,
  children,
}: {
  form: ReturnType<typeof useContactForm<Name | SharedName>>;
  subjectOptions: readonly SelectOption[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={cn("grid grid-cols-1 gap-5 sm:grid-cols-2", className)}>
        <FirstNameField label="First Name" {...form.field("firstName")} />
        <LastNameField label="Last Name" {...form.field("lastName")} />
        <div className="sm:col-span-2">
          <CheckedEmailField {...form.field("email")} />
        </div>
        {children}
        <SelectField
          className="sm:col-span-2"
          label="Subject"
          placeholder="Select a subject"
          options={subjectOptions}
          {...form.field("subject")}
        />
        <TextareaField className="sm:col-span-2" label="Message" {...form.field("message")} />
      </div>
      <HoneypotField idPrefix={form.idPrefix} />
      <SubmitButton
        size="lg"
        className="mt-6 w-full sm:w-auto"
        pending={form.sending}
        pendingLabel="Sending..."
        icon={<SendIcon aria-hidden="true" />}
      >
        Send Message
      </SubmitButton>
    </>
  );
}
