import { PortalConsultationList } from "~/components/consultations/portal-consultations";
import { Panel } from "~/components/employer/panel";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { useBrowserTimeZone } from "~/lib/use-browser-time-zone";
import { listEmployerConsultations } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultations";

/** The signed-in user's own consultations (booked with their verified work email), for any role. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  return listEmployerConsultations(session);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Consultations",
    description: "Your consultations with Sunshine Staffing: upcoming and past.",
    path: "/employer/consultations",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /employer/consultations: what the user booked on /schedule-consultation with their work email, in
 * their zone with Florida's beside, with the reschedule and cancel links while those still work.
 */
export default function EmployerConsultationsPage({ loaderData }: Route.ComponentProps) {
  const zone = useBrowserTimeZone();
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Consultations</h1>
      <p className="text-slate-700">
        The consultations you booked with our recruiters and payroll team using your work email.
      </p>
      <Panel id="employer-consultations" title="Your consultations">
        <PortalConsultationList consultations={loaderData} timeZone={zone} idPrefix="employer" />
      </Panel>
    </div>
  );
}
