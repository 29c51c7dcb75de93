import { CalendarDaysIcon, ClockIcon, MicIcon, TicketIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { WebinarListing } from "../../../common/webinars";
import { RegistrationForm } from "./registration-form";
import type { RegistrationResult } from "./registration-result";

type WebinarCardProps = {
  webinar: WebinarListing;
  /** The action's answer, when it was for this webinar. */
  result?: RegistrationResult;
};

/** An upcoming webinar: what, when, who it is for, seats left, and the registration form. */
export function WebinarCard({ webinar, result }: WebinarCardProps) {
  const titleId = `${webinar.slug}-title`;
  return (
    <article
      id={webinar.slug}
      aria-labelledby={titleId}
      className="grid scroll-mt-24 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="p-6 sm:p-8">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
          {webinar.status === "cancelled" ? "Cancelled" : "Live online"}
        </p>
        <h3 id={titleId} className="mt-2 text-balance font-bold text-2xl text-slate-900 leading-snug">
          {webinar.title}
        </h3>
        <WebinarFacts webinar={webinar} showSeats />
        <p className="mt-6 text-slate-700 leading-7">{webinar.summary}</p>
      </div>
      <div className="border-slate-200 border-t bg-brand-50/60 p-6 sm:p-8 lg:border-t-0 lg:border-l">
        <h4 className="font-bold text-lg text-slate-900">Reserve your seat</h4>
        <p className="mt-1 mb-5 text-slate-700 text-sm">Free. We email a calendar invite right away.</p>
        {webinar.closedMessage ? (
          <p className="rounded-lg bg-white p-4 font-medium text-slate-800 ring-1 ring-slate-200">
            {webinar.closedMessage}
          </p>
        ) : (
          <RegistrationForm slug={webinar.slug} title={webinar.title} result={result} />
        )}
      </div>
    </article>
  );
}

/** Date, time in Miami, length, host and, for upcoming sessions, seats left. */
export function WebinarFacts({
  webinar,
  showSeats = false,
}: {
  webinar: WebinarListing;
  showSeats?: boolean;
}) {
  return (
    <dl className="mt-5 grid gap-3 text-slate-700 sm:grid-cols-2">
      <Fact icon={<CalendarDaysIcon />} label="Date">
        <time dateTime={webinar.startsAt.toISOString()}>{webinar.schedule.date}</time>
      </Fact>
      <Fact icon={<ClockIcon />} label="Time">
        {webinar.schedule.time} ({webinar.schedule.duration})
      </Fact>
      <Fact icon={<MicIcon />} label="Host">
        {webinar.hostName}, {webinar.hostTitle}
      </Fact>
      <Fact icon={<UsersIcon />} label="Audience">
        {webinar.audienceLabel}
      </Fact>
      {showSeats && webinar.status === "scheduled" ? (
        <Fact icon={<TicketIcon />} label="Seats left">
          {webinar.seatsLeft === 0
            ? "None, this session is full"
            : `${webinar.seatsLeft} of ${webinar.capacity}`}
        </Fact>
      ) : null}
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
        <span aria-hidden="true" className="text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-7 text-sm leading-6">{children}</dd>
    </div>
  );
}
