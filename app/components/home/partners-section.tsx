import { HandshakeIcon, InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

/** Client partners' marks in public/partners (180 × 48 each). */
export const PARTNERS = [
  { name: "Mangrovia Analytics", logo: "/partners/mangrovia-analytics.svg" },
  { name: "Tarpon & Finch Capital", logo: "/partners/tarpon-finch.svg" },
  { name: "Heronwell Health", logo: "/partners/heronwell-health.svg" },
  { name: "Palmcrest Manufacturing", logo: "/partners/palmcrest-manufacturing.svg" },
  { name: "Coquina Realty Group", logo: "/partners/coquina-realty.svg" },
  { name: "Brightkey Learning", logo: "/partners/brightkey-learning.svg" },
] as const;

/** Home section 7: the partner-logo strip, with the ways to become one or learn more about us. */
export function PartnersSection() {
  return (
    <section aria-labelledby="partners-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="partners-heading"
          eyebrow="Our partners"
          title="Trusted by Employers Across Industries"
        >
          Technology firms, hospitals, manufacturers and schools rely on us for the hires that matter most.
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {PARTNERS.map(({ name, logo }) => (
            <li
              key={name}
              className="flex items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-5"
            >
              <img
                src={logo}
                alt={name}
                width={180}
                height={48}
                loading="lazy"
                className="h-auto w-full max-w-[180px]"
              />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/contact">
              <HandshakeIcon aria-hidden="true" />
              Become a Partner
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about">
              <InfoIcon aria-hidden="true" />
              Learn About Us
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
