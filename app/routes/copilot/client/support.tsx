import { useClientAccount } from "~/components/copilot/copilot-account";
import { type SupportDesk, SupportTickets } from "~/components/support/support-tickets";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { COPILOT_SUPPORT_CATEGORIES } from "../../../../common/support";
import type { Route } from "./+types/support";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Support",
    description: "Ask the agency about your workspace, plan, orders or candidate rankings.",
    path: "/copilot/client/support",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * The workspace's support tickets with the agency (SupportTickets, as the candidate portal's):
 * every member sees and answers them; our staff answer in the /admin support inbox and email the
 * member who opened the ticket.
 */
export default function CopilotSupportPage() {
  const { user, workspace } = useClientAccount();
  const desk: SupportDesk = {
    ticketsUrl: "/api/copilot/support/tickets",
    page: "/copilot/client/support",
    scope: `${workspace.id}:${user.id}`,
    categories: COPILOT_SUPPORT_CATEGORIES,
    intro:
      "Questions about your workspace, plan, orders or candidate rankings? Send them here: your whole team sees the conversation, and we email whoever opened the ticket when we answer.",
    ownAuthor: (message) => (message.authorName === user.name ? "You" : (message.authorName ?? "Your team")),
  };
  return <SupportTickets desk={desk} />;
}
