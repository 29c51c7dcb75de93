import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { type BusinessHoursRow, type ContactDetails, telHref } from "../../../common/site-settings";
import { EmailText } from "./email-text";
import { type SocialLink, SocialLinks } from "./social-links";

const valueLinkClass =
  "break-words rounded-sm font-medium text-brand-700 hover:text-brand-800 hover:underline";

/** One term of the list; the icon sits inside the <dt> so the <dl> keeps its allowed structure. */
function InfoItem({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="font-semibold text-slate-900">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 text-slate-700">{children}</dd>
    </div>
  );
}

/** Business hours rows as stored in settings, e.g. "Monday – Friday" / "9:00 AM – 6:00 PM". */
export function BusinessHoursList({ rows }: { rows: readonly BusinessHoursRow[] }) {
  return (
    <ul className="space-y-1">
      {rows.map(({ days, hours }) => (
        <li key={days} className="flex flex-col sm:flex-row sm:justify-between sm:gap-x-4">
          <span>{days}</span>
          <span className="font-medium text-slate-900">{hours}</span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2: address, phone, email, business hours and social icons, all from settings. */
export function ContactInfoPanel({
  contact,
  businessHours,
  socialLinks,
  className,
}: {
  contact: ContactDetails;
  businessHours: readonly BusinessHoursRow[];
  socialLinks: readonly SocialLink[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="contact-info-heading"
      className={cn("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="contact-info-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Contact Information
      </h2>
      <dl className="mt-6 space-y-6">
        <InfoItem icon={<MapPinIcon aria-hidden="true" className="size-5" />} term="Address">
          <address className="not-italic">{contact.address}</address>
        </InfoItem>
        <InfoItem icon={<PhoneIcon aria-hidden="true" className="size-5" />} term="Phone">
          <a href={telHref(contact.phone)} className={valueLinkClass}>
            {contact.phone}
          </a>
        </InfoItem>
        <InfoItem icon={<MailIcon aria-hidden="true" className="size-5" />} term="Email">
          <a href={`mailto:${contact.email}`} className={cn(valueLinkClass, "[overflow-wrap:anywhere]")}>
            <EmailText email={contact.email} />
          </a>
        </InfoItem>
        <InfoItem icon={<ClockIcon aria-hidden="true" className="size-5" />} term="Business Hours">
          <BusinessHoursList rows={businessHours} />
          <p className="mt-2 text-slate-600 text-sm">Eastern Time, closed on major U.S. holidays.</p>
        </InfoItem>
      </dl>
      <div className="mt-8 border-slate-200 border-t pt-6">
        <h3 className="font-semibold text-slate-900">Follow Us</h3>
        <div className="mt-3">
          <SocialLinks links={socialLinks} />
        </div>
      </div>
    </section>
  );
}
