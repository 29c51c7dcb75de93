import { StaffTicketThread } from "~/components/support/staff-ticket-thread";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { getAdminTicket } from "../../../../server/modules/support";
import type { Route } from "./+types/support-ticket";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => getAdminTicket(params.id, "copilot"), "copilot-admin");
}

/** One client ticket's thread: answer it (the member who opened it is emailed) or close it. */
export default function CopilotAdminSupportTicket({ loaderData: ticket }: Route.ComponentProps) {
  return (
    <StaffTicketThread
      ticket={ticket}
      apiBase="/api/copilot/admin/support"
      inboxHref="/copilot/admin/support"
    />
  );
}
