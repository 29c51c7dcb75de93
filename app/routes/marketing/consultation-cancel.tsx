import { CalendarXIcon } from "lucide-react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { ConsultationDetails } from "~/components/consultations/consultation-details";
import {
  LINK_CLASS,
  LinkPageLayout,
  type LinkRefusal,
  linkRefusal,
  RefusedLink,
} from "~/components/consultations/link-page";
import { SubmitButton } from "~/components/forms/submit-button";
import { Notice } from "~/components/ui/notice";
import { NO_STORE, readLinkForPage } from "~/lib/consultation-link.server";
import { readPageForm } from "~/lib/page-form.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { useBrowserTimeZone } from "~/lib/use-browser-time-zone";
import { answerRefusals, runForPage } from "~/lib/use-case-action.server";
import { CONSULTATION_PAGES, type VisitorConsultation } from "../../../common/consultations";
import { manageLinkCancel } from "../../../server/modules/consultations";
import type { Route } from "./+types/consultation-cancel";

/** Only shows the consultation: opening the link (as mail scanners do) cancels nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return readLinkForPage(params.token, "cancel", context, async () => ({}));
}

/** "Yes, cancel it": a plain form post (works without JavaScript); the token in the address decides. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readPageForm(request);
  return answerRefusals(
    async () => {
      const cancelled = await runForPage(manageLinkCancel, context, { token: params.token });
      return data<{ state: "cancelled"; consultation: VisitorConsultation } | LinkRefusal>(
        { state: "cancelled", consultation: cancelled },
        { headers: NO_STORE },
      );
    },
    (refusal, status): LinkRefusal =>
      linkRefusal(status, refusal.status === "refused" ? refusal.message : ""),
    { headers: NO_STORE },
  );
}

/** Once cancelled, the link's loader would answer 410: the action's answer is the page. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Cancel your consultation",
    description: "Cancel your Sunshine Staffing consultation.",
    // The token stays out of the canonical and social tags.
    path: CONSULTATION_PAGES.cancel,
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/** /schedule-consultation/cancel/:token: the consultation, then "Yes, cancel it" and the result. */
export default function ConsultationCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const submitting = useNavigation().state === "submitting";
  const zone = useBrowserTimeZone();
  if (page.state === "refused") return <RefusedLink refusal={page} />;
  if (page.state === "cancelled") {
    return (
      <LinkPageLayout>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Your consultation is cancelled</h1>
        <Notice tone="success">
          We emailed {page.consultation.email} a cancellation that removes it from your calendar.
        </Notice>
        <ConsultationDetails consultation={page.consultation} timeZone={zone ?? page.consultation.timeZone} />
        <p className="text-slate-700">
          Whenever you are ready,{" "}
          <Link to={CONSULTATION_PAGES.booking} className={LINK_CLASS}>
            book another consultation
          </Link>
          .
        </p>
      </LinkPageLayout>
    );
  }
  const { consultation } = page.managed;
  return (
    <LinkPageLayout>
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Cancel your consultation?</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ConsultationDetails consultation={consultation} timeZone={zone ?? consultation.timeZone} />
      </div>
      <p className="text-slate-700">
        {consultation.staffName} will be told, and we will email you a cancellation for your calendar. If you
        only need another time, use the reschedule link in your email instead.
      </p>
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          size="lg"
          pending={submitting}
          pendingLabel="Cancelling..."
          icon={<CalendarXIcon aria-hidden="true" />}
          worksWithoutJavaScript
        >
          Yes, cancel consultation
        </SubmitButton>
        <Link to="/" className={LINK_CLASS}>
          Keep my consultation
        </Link>
      </Form>
    </LinkPageLayout>
  );
}
