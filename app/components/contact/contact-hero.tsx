import { MailIcon, PhoneIcon, SunIcon } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "../../../common/site-settings";
import { EmailText } from "./email-text";

function HeroContactLink({
  href,
  label,
  value,
  icon,
}: {
  href: string;
  label: string;
  value: ReactNode;
  icon: ReactNode;
}) {
  return (
    <a
      href={href}
      className="flex min-w-0 items-center gap-3 rounded-xl bg-white px-4 py-3 text-slate-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white sm:px-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-slate-600 text-xs uppercase tracking-wider">{label}</span>
        <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere]">{value}</span>
      </span>
    </a>
  );
}

/** SPEC §2: the orange hero with the phone and email from settings. White text sits on brand-700 (AA). */
export function ContactHero({ phone, email }: { phone: string; email: string }) {
  return (
    <section aria-labelledby="contact-heading" className="relative overflow-hidden bg-brand-700 text-white">
      <SunIcon
        aria-hidden="true"
        strokeWidth={1}
        className="-right-16 -top-16 pointer-events-none absolute hidden size-96 text-brand-500/40 lg:block"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="font-semibold text-brand-50 text-sm uppercase tracking-wider">Get in touch</p>
        <h1 id="contact-heading" className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">
          Contact Us
        </h1>
        <p className="mt-5 max-w-2xl text-brand-50 text-lg leading-8">
          Hiring for one role or fifty, or looking for your next move? Talk to a recruiter in Miami or Fort
          Lauderdale who knows the South Florida market.
        </p>
        <ul className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
          <li className="min-w-0">
            <HeroContactLink
              href={telHref(phone)}
              label="Call us"
              value={phone}
              icon={<PhoneIcon aria-hidden="true" className="size-5" />}
            />
          </li>
          <li className="min-w-0">
            <HeroContactLink
              href={`mailto:${email}`}
              label="Email us"
              value={<EmailText email={email} />}
              icon={<MailIcon aria-hidden="true" className="size-5" />}
            />
          </li>
        </ul>
      </div>
    </section>
  );
}
