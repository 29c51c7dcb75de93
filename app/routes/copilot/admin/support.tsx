import { StaffSupportInbox } from "~/components/support/staff-support-inbox";
import { loadAdminList } from "~/lib/admin-guard.server";
import { listAdminTickets } from "../../../../server/modules/support";
import type { Route } from "./+types/support";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, (params) => listAdminTickets(params, "copilot"), "copilot-admin");
}

/** The assistant's clients' support tickets (the agency's contractors' are not here). */
export default function CopilotAdminSupport({ loaderData }: Route.ComponentProps) {
  return (
    <StaffSupportInbox
      inbox={loaderData}
      ticketHref={(id) => `/copilot/admin/support/${id}`}
      requesterLabel="Client"
    />
  );
}
