import { CalendarClockIcon, CalendarXIcon } from "lucide-react";
import { Link } from "react-router";
import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_PAGES,
  CONSULTATION_STATUS_LABELS,
  type PortalConsultation,
  type PortalConsultations,
} from "../../../common/consultations";
import { sitePath } from "./booking-confirmation";
import { ConsultationWhen } from "./consultation-details";
import { dayInZone } from "./zoned-times";

const LINK =
  "inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm underline underline-offset-2 hover:text-brand-800";

const STATUS_TONES: Record<PortalConsultation["status"], string> = {
  booked: "bg-green-50 text-green-900 ring-green-700/30",
  completed: "bg-slate-100 text-slate-800 ring-slate-400/40",
  no_show: "bg-amber-50 text-amber-900 ring-amber-700/30",
  cancelled: "bg-red-50 text-red-900 ring-red-700/30",
};

function Item({ consultation, timeZone }: { consultation: PortalConsultation; timeZone: string }) {
  // Each link names its consultation: a list may hold several.
  const which = ` the ${consultation.typeLabel.toLowerCase()} on ${dayInZone(consultation.start, timeZone)}`;
  return (
    <li className="space-y-1 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{consultation.typeLabel}</p>
        <span
          className={`rounded-full px-2 py-0.5 font-medium text-xs ring-1 ${STATUS_TONES[consultation.status]}`}
        >
          {CONSULTATION_STATUS_LABELS[consultation.status]}
        </span>
      </div>
      <p className="text-slate-700 text-sm">
        <ConsultationWhen consultation={consultation} timeZone={timeZone} />
      </p>
      <p className="text-slate-600 text-sm">
        {CONSULTATION_FORMAT_LABELS[consultation.format]} with {consultation.staffName}
      </p>
      {consultation.links ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
          <a href={sitePath(consultation.links.reschedule)} className={LINK}>
            <CalendarClockIcon aria-hidden="true" className="size-4" />
            Reschedule<span className="sr-only">{which}</span>
          </a>
          <a href={sitePath(consultation.links.cancel)} className={LINK}>
            <CalendarXIcon aria-hidden="true" className="size-4" />
            Cancel<span className="sr-only">{which}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

function Group({
  id,
  title,
  items,
  empty,
  timeZone,
}: {
  id: string;
  title: string;
  items: PortalConsultation[];
  empty: string;
  timeZone: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-700 text-sm">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((consultation) => (
            <Item key={consultation.id} consultation={consultation} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The consultations booked with the account's email, upcoming then past, in the person's zone with
 * Florida's beside; the upcoming ones with their reschedule and cancel links; and a link to book.
 */
export function PortalConsultationList({
  consultations,
  timeZone,
  idPrefix,
}: {
  consultations: PortalConsultations;
  /** The browser's zone; Florida's until the page knows it. */
  timeZone: string | null;
  idPrefix: string;
}) {
  const zone = timeZone ?? BUSINESS_TIME_ZONE;
  return (
    <div className="space-y-6">
      <Group
        id={`${idPrefix}-upcoming`}
        title="Upcoming"
        items={consultations.upcoming}
        empty="No consultation is booked."
        timeZone={zone}
      />
      {consultations.past.length > 0 ? (
        <Group id={`${idPrefix}-past`} title="Past" items={consultations.past} empty="" timeZone={zone} />
      ) : null}
      <Link to={CONSULTATION_PAGES.booking} className={LINK}>
        Book a consultation
      </Link>
    </div>
  );
}
