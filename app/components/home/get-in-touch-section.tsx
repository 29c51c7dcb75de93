import { type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND } from "../../../common/brand";
import { type ContactDetails, telHref } from "../../../common/site-settings";
import { HomeContactForm } from "./home-contact-form";
import { SectionHeading } from "./section-heading";

function ContactItem({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <div className="mt-1 text-slate-600 wrap-anywhere">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "rounded-sm font-medium text-brand-700 hover:text-brand-900 hover:underline";

/** Home section 8: the contact details from site settings (with fallbacks) and the contact form. */
export function GetInTouchSection({ contact }: { contact: ContactDetails }) {
  return (
    <section aria-labelledby="contact-heading">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading id="contact-heading" eyebrow="Contact" title="Get In Touch" align="left">
            Tell us about the role you need to fill or the job you&apos;re after, and a recruiter from our{" "}
            {BRAND.offices.join(" or ")} office will take it from there.
          </SectionHeading>
          <ul className="mt-10 space-y-6">
            <ContactItem Icon={MapPinIcon} label="Address">
              <address className="not-italic">{contact.address}</address>
            </ContactItem>
            <ContactItem Icon={PhoneIcon} label="Phone">
              <a href={telHref(contact.phone)} className={linkClass}>
                {contact.phone}
              </a>
            </ContactItem>
            <ContactItem Icon={MailIcon} label="Email">
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </ContactItem>
          </ul>
        </div>
        <div className="lg:pt-16">
          <HomeContactForm />
        </div>
      </div>
    </section>
  );
}
