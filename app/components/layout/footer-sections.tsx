import { MapPinIcon, SunIcon } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "../../../common/brand";
import {
  FOOTER_COMPANY_LINKS,
  FOOTER_SERVICE_LINKS,
  LEGAL_LINKS,
  type SiteLink,
  SOCIAL_LINKS,
} from "../../../common/navigation";
import { SocialIcon } from "./social-icon";

/**
 * The footer's static parts: no state and no handlers, so the server renders them to HTML once
 * (footer-html.server.tsx) and their code, icons and brand marks stay out of every page's JavaScript.
 */

const footerLinkClass =
  "rounded-sm text-slate-300 text-sm hover:text-white hover:underline focus-visible:outline-sun-300";

function FooterLinkList({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wider">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ to, label }) => (
          <li key={label}>
            <Link to={to} className={footerLinkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Brand, offices and social links, then the Services and Company link lists: grid items of the footer. */
export function FooterColumns() {
  return (
    <>
      <div className="col-span-2 lg:col-span-4">
        <p className="flex items-center gap-2 font-bold text-lg text-white">
          <SunIcon aria-hidden="true" className="size-6 text-sun-400" />
          {BRAND.name}
        </p>
        <p className="mt-4 max-w-sm text-sm leading-6">
          AI-driven staffing and recruitment, connecting Florida employers with top talent since{" "}
          {BRAND.founded}.
        </p>
        <h2 className="mt-6 font-semibold text-sm text-white uppercase tracking-wider">Our Offices</h2>
        <ul className="mt-3 space-y-2 text-sm">
          {BRAND.offices.map((city) => (
            <li key={city} className="flex items-center gap-2">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-sun-400" />
              {city}, Florida
            </li>
          ))}
        </ul>
        <ul className="mt-6 flex gap-3">
          {SOCIAL_LINKS.map(({ network, name, href }) => (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${BRAND.name} on ${name} (opens in a new tab)`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white focus-visible:outline-sun-300"
              >
                <SocialIcon network={network} className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="lg:col-span-2">
        <FooterLinkList title="Services" links={FOOTER_SERVICE_LINKS} />
      </div>
      <div className="lg:col-span-2">
        <FooterLinkList title="Company" links={FOOTER_COMPANY_LINKS} />
      </div>
    </>
  );
}

/** Copyright and the legal links, under the columns. */
export function FooterLegalBar() {
  return (
    <div className="border-slate-800 border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-slate-400 text-sm">
          © {BRAND.copyrightYear} {BRAND.name}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={footerLinkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
