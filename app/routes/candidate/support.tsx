import { usePortalCandidate } from "~/components/candidate/portal-context";
import { type SupportDesk, SupportTickets } from "~/components/support/support-tickets";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { CONTRACTOR_SUPPORT_CATEGORIES } from "../../../common/support";
import type { Route } from "./+types/support";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Support",
    description: "Ask the agency about pay, timesheets, benefits or your assignment.",
    path: "/candidate/support",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/** The contractor's support tickets (SupportTickets): the list and new-ticket form, or one conversation. */
export default function CandidateSupportPage() {
  const candidate = usePortalCandidate();
  const desk: SupportDesk = {
    ticketsUrl: "/api/candidates/support/tickets",
    page: "/candidate/support",
    scope: candidate.id,
    categories: CONTRACTOR_SUPPORT_CATEGORIES,
    intro:
      "Questions about pay, timesheets, benefits, documents or your assignment? Send them here: our team answers on business days and emails you when they do.",
    ownAuthor: () => "You",
  };
  return <SupportTickets desk={desk} />;
}
