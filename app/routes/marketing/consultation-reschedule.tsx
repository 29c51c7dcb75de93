import { LinkPageLayout, RefusedLink } from "~/components/consultations/link-page";
import { RescheduleForm } from "~/components/consultations/reschedule-form";
import { readLinkForPage } from "~/lib/consultation-link.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CONSULTATION_PAGES } from "../../../common/consultations";
import { consultationOptions, findConsultationSlots } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultation-reschedule";

/**
 * The reschedule link's consultation, the options, and its staff member's open times read in the
 * zone it was booked in (the browser searches again if the visitor is elsewhere now).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return readLinkForPage(params.token, "reschedule", context, async (managed) => {
    const [options, slots] = await Promise.all([
      consultationOptions(),
      findConsultationSlots({
        type: managed.consultation.type,
        staff: managed.staffId,
        timeZone: managed.consultation.timeZone,
      }),
    ]);
    return { options, slots };
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Reschedule your consultation",
    description: "Choose a new time for your Sunshine Staffing consultation.",
    // The token stays out of the canonical and social tags.
    path: CONSULTATION_PAGES.reschedule,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/** /schedule-consultation/reschedule/:token, from the confirmation, update and reminder emails. */
export default function ConsultationReschedulePage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.state === "refused") return <RefusedLink refusal={loaderData} />;
  return (
    <LinkPageLayout wide>
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Reschedule your consultation</h1>
      <RescheduleForm
        token={params.token}
        managed={loaderData.managed}
        options={loaderData.options}
        initialSlots={loaderData.slots}
      />
    </LinkPageLayout>
  );
}
