import { StaffTicketThread } from "~/components/support/staff-ticket-thread";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { getAdminTicket } from "../../../server/modules/support";
import type { Route } from "./+types/support-ticket";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => getAdminTicket(params.id));
}

/** One ticket's conversation: answer it (the contractor is emailed) or close it; both audited. */
export default function AdminSupportTicket({ loaderData: ticket }: Route.ComponentProps) {
  return <StaffTicketThread ticket={ticket} apiBase="/api/admin/support" inboxHref="/admin/support" />;
}
