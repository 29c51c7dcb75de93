import { ClockIcon, MapPinIcon, VideoIcon } from "lucide-react";
import { Link } from "react-router";
import { BookingForm } from "~/components/consultations/booking-form";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  BUFFER_MINUTES,
  BUSINESS_TIME_ZONE,
  type ConsultationType,
  consultationTypeForService,
  isConsultationType,
  NOTICE_MINUTES,
} from "../../../common/consultations";
import { consultationOptions, findConsultationSlots } from "../../../server/modules/consultations";
import type { Route } from "./+types/schedule-consultation";

/** ?type=employer, or ?service=payroll-services as the service pages send it; anything else: none. */
function preselectedType(url: URL): ConsultationType | null {
  const type = url.searchParams.get("type");
  if (isConsultationType(type)) return type;
  return consultationTypeForService(url.searchParams.get("service") ?? "");
}

/**
 * The options, and the preselected type's first-available slots read in Florida's zone, so the
 * calendar is in the HTML; the browser searches again in the visitor's own zone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const type = preselectedType(new URL(request.url));
  const [options, slots] = await Promise.all([
    consultationOptions(),
    type ? findConsultationSlots({ type, staff: null, timeZone: BUSINESS_TIME_ZONE }) : null,
  ]);
  return { options, type, slots };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Schedule a Consultation",
    description:
      "Book a free consultation with a Sunshine Staffing recruiter or payroll specialist: pick an open time in your own time zone, by phone, video or at our Miami or Fort Lauderdale office.",
    path: "/schedule-consultation",
    appUrl: appUrlFrom(matches),
  });
}

const POINTS = [
  { icon: ClockIcon, text: "Monday to Friday, 9:00 AM to 6:00 PM Eastern, shown in your own time zone." },
  { icon: VideoIcon, text: "By phone or video call, wherever you are." },
  { icon: MapPinIcon, text: "In person at our Miami or Fort Lauderdale office." },
];

export default function ScheduleConsultationPage({ loaderData }: Route.ComponentProps) {
  const { options, type, slots } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-6 sm:px-6 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Free consultation</p>
          <h1 className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            Schedule a Consultation
          </h1>
          <p className="mt-4 max-w-3xl text-base text-slate-700 leading-7">
            Talk with a recruiter about your hiring plans or your job search, or with our payroll and HR team.
            Choose an open time below; you will get a calendar invitation by email, with links to reschedule
            or cancel.
          </p>
          <ul className="mt-5 grid gap-2 text-slate-700 text-sm sm:grid-cols-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <BookingForm key={type ?? "none"} options={options} initialType={type} initialSlots={slots} />
        <p className="mt-6 text-slate-600 text-sm">
          Times open from {NOTICE_MINUTES / 60} hours ahead, with {BUFFER_MINUTES} minutes between
          consultations. Prefer to write?{" "}
          <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
            Send us a message
          </Link>
          .
        </p>
      </div>
    </>
  );
}
