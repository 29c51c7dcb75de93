import { CalendarClockIcon, CalendarPlusIcon, CalendarXIcon, MailCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import type { ConsultationBookingResult } from "../../../common/consultations";
import { ConsultationDetails } from "./consultation-details";

/** The emailed links are absolute (for the email); on the site they are followed as its own paths. */
export const sitePath = (link: string) => new URL(link, "http://localhost").pathname;

/** The invitation as it stands, downloaded with a link's token (either link reads it). */
const invitationPath = (link: string) =>
  `/api/consultations/links/${sitePath(link).split("/").pop()}/invitation.ics`;

/**
 * After booking: what was booked (in the visitor's zone, with Florida's beside), where the calendar
 * invitation went, and the same reschedule and cancel links the email carries. The heading takes
 * focus, so screen readers start at the confirmation.
 */
export function BookingConfirmation({
  result,
  onBookAnother,
}: {
  result: ConsultationBookingResult;
  onBookAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { consultation, links } = result;
  return (
    <section
      aria-labelledby="booking-confirmed"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="booking-confirmed"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-2xl text-slate-900 tracking-tight focus-visible:outline-none"
      >
        Your consultation is booked
      </h2>
      <p className="mt-2 text-slate-700">
        Thank you, {consultation.name}. {consultation.staffName} will meet you at the time below.
      </p>
      <ConsultationDetails consultation={consultation} timeZone={consultation.timeZone} className="mt-6" />
      <div className="mt-6 flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-800 text-sm">
        <MailCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
        <p>
          <strong className="font-semibold">Add to calendar:</strong> we emailed the invitation to{" "}
          <strong className="wrap-anywhere font-semibold">{consultation.email}</strong>. Open its{" "}
          <em>consultation.ics</em> attachment (or accept the invitation), or download it here, to add the
          consultation to your calendar; reminders follow 24 hours and 1 hour before.
        </p>
      </div>
      <Button asChild variant="outline" className="mt-3">
        <a href={invitationPath(links.reschedule)} download="consultation.ics">
          <CalendarPlusIcon aria-hidden="true" />
          Download the invitation (.ics)
        </a>
      </Button>
      <h3 className="mt-6 font-semibold text-slate-900">Need to change it?</h3>
      <p className="mt-1 text-slate-700 text-sm">These links are in the email too; no account is needed.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href={sitePath(links.reschedule)}>
            <CalendarClockIcon aria-hidden="true" />
            Reschedule
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={sitePath(links.cancel)}>
            <CalendarXIcon aria-hidden="true" />
            Cancel consultation
          </a>
        </Button>
        <Button variant="ghost" onClick={onBookAnother}>
          Book another consultation
        </Button>
      </div>
    </section>
  );
}
