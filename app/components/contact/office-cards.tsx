import { CalendarCheckIcon, ClockIcon, MapPinIcon } from "lucide-react";
import type { BusinessHoursRow } from "../../../common/site-settings";
import { BusinessHoursList } from "./contact-info-panel";

/** SPEC §2: the two Florida offices. Street addresses are deliberately not shown. */
const OFFICES = [
  {
    id: "office-miami",
    city: "Miami",
    area: "Serving Miami-Dade County",
    description:
      "Our headquarters and the home of our executive search and finance recruiting teams, placing talent from Brickell and Downtown to Doral, Coral Gables and Homestead.",
  },
  {
    id: "office-fort-lauderdale",
    city: "Fort Lauderdale",
    area: "Serving Broward County",
    description:
      "Our Broward team recruits for healthcare, logistics, marine and professional services employers from Fort Lauderdale to Pompano Beach, Plantation and Pembroke Pines.",
  },
] as const;

export function OfficeCards({ businessHours }: { businessHours: readonly BusinessHoursRow[] }) {
  return (
    <section aria-labelledby="offices-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="offices-heading" className="font-bold text-3xl text-slate-900 tracking-tight">
        Our Offices
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Two South Florida offices, one team. Meet us in person by appointment, or talk by phone or video from
        anywhere.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {OFFICES.map((office) => (
          <li key={office.city}>
            <article
              aria-labelledby={office.id}
              className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <MapPinIcon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 id={office.id} className="font-semibold text-2xl text-slate-900">
                    {office.city}
                  </h3>
                  <p className="text-slate-700">{office.city}, Florida</p>
                </div>
              </div>
              <p className="mt-5 font-semibold text-brand-800">{office.area}</p>
              <p className="mt-2 text-slate-700 leading-7">{office.description}</p>
              <div className="mt-6 grid gap-5 border-slate-200 border-t pt-6 text-slate-700">
                <div className="flex gap-3">
                  <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">Office Hours</p>
                    <div className="mt-1 text-sm">
                      <BusinessHoursList rows={businessHours} />
                    </div>
                  </div>
                </div>
                <div className="flex gap-3">
                  <CalendarCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div>
                    <p className="font-semibold text-slate-900">By appointment</p>
                    <p className="mt-1 text-sm">Call or email to book a visit with a recruiter.</p>
                  </div>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
