import { StaffSupportInbox } from "~/components/support/staff-support-inbox";
import { loadAdminList } from "~/lib/admin-guard.server";
import { listAdminTickets } from "../../../server/modules/support";
import type { Route } from "./+types/support";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminTickets);
}

/** Contractors' (and the assistant's clients') support tickets: open ones first, the longest waiting at the top. */
export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  return <StaffSupportInbox inbox={loaderData} ticketHref={(id) => `/admin/support/${id}`} />;
}
