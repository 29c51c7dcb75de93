import {
  BUSINESS_TIME_ZONE,
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_TYPE_INFO,
  OFFICES,
  type VisitorConsultation,
} from "../../../common/consultations";
import { dayInZone, isEastern, shortTimeInZone, timeInZone } from "./zoned-times";

/** "Thursday, December 3, 2026, 9:00 AM – 9:30 AM PST" in the zone. */
function whenInZone(consultation: Pick<VisitorConsultation, "start" | "end">, timeZone: string): string {
  return `${dayInZone(consultation.start, timeZone)}, ${timeInZone(consultation.start, timeZone)} – ${shortTimeInZone(consultation.end, timeZone)}`;
}

/** When, in `timeZone`, with Florida's time under it unless that is the same clock. */
export function ConsultationWhen({
  consultation,
  timeZone,
}: {
  consultation: Pick<VisitorConsultation, "start" | "end">;
  timeZone: string;
}) {
  return (
    <>
      <time dateTime={consultation.start}>{whenInZone(consultation, timeZone)}</time>
      {isEastern(timeZone) ? null : (
        <span className="block text-slate-600" data-testid="consultation-when-eastern">
          {whenInZone(consultation, BUSINESS_TIME_ZONE)} in Florida
        </span>
      )}
    </>
  );
}

/** Where the meeting happens, in the words of its format. */
function Place({ consultation }: { consultation: VisitorConsultation }) {
  if (consultation.format === "in-person" && consultation.office) {
    const office = OFFICES[consultation.office];
    return (
      <>
        {office.name}
        <span className="block">{office.address}</span>
      </>
    );
  }
  if (consultation.format === "phone")
    return <>We will call you at {consultation.location ?? consultation.phone}.</>;
  if (consultation.meetingUrl)
    return (
      <a
        href={consultation.meetingUrl}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        rel="noopener noreferrer"
        target="_blank"
      >
        {consultation.meetingUrl}
      </a>
    );
  return <>The video link is in your invitation email.</>;
}

/**
 * What, when (in `timeZone`, with Eastern beside when it differs), with whom, how and where: the
 * confirmation, the emailed links' pages and the portals show a consultation with it.
 */
export function ConsultationDetails({
  consultation,
  timeZone,
  className,
}: {
  consultation: VisitorConsultation;
  timeZone: string;
  className?: string;
}) {
  const minutes = CONSULTATION_TYPE_INFO[consultation.type].durationMinutes;
  return (
    <dl className={`grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] ${className ?? ""}`}>
      <dt className="font-medium text-slate-900">Consultation</dt>
      <dd className="text-slate-700">
        {consultation.typeLabel}, {minutes} minutes
      </dd>
      <dt className="font-medium text-slate-900">When</dt>
      <dd className="text-slate-700" data-testid="consultation-when">
        <ConsultationWhen consultation={consultation} timeZone={timeZone} />
      </dd>
      <dt className="font-medium text-slate-900">With</dt>
      <dd className="text-slate-700">{consultation.staffName}</dd>
      <dt className="font-medium text-slate-900">Format</dt>
      <dd className="text-slate-700">{CONSULTATION_FORMAT_LABELS[consultation.format]}</dd>
      <dt className="font-medium text-slate-900">{consultation.format === "video" ? "Link" : "Where"}</dt>
      <dd className="text-slate-700 wrap-anywhere">
        <Place consultation={consultation} />
      </dd>
    </dl>
  );
}
