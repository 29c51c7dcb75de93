import { Link } from "react-router";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  useQueryLink,
} from "~/components/admin/table-controls";
import { type AdminSupportTicket, SUPPORT_STATUS_LABELS } from "../../../common/support";

type Page<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

const FILTERS = [
  { value: "", label: "All" },
  { value: "open", label: SUPPORT_STATUS_LABELS.open },
  { value: "answered", label: SUPPORT_STATUS_LABELS.answered },
  { value: "closed", label: SUPPORT_STATUS_LABELS.closed },
] as const;

/**
 * A staff support inbox (the agency console's: contractors' and clients' tickets; the copilot
 * admin's: the assistant's workspaces' only): open ones first, the longest waiting at the top.
 */
export function StaffSupportInbox({
  inbox,
  ticketHref,
  requesterLabel = "Contractor",
}: {
  inbox: Page<AdminSupportTicket> & { status: string };
  ticketHref: (id: string) => string;
  requesterLabel?: string;
}) {
  const { rows, status, page, pageSize, total } = inbox;
  const link = useQueryLink();
  return (
    <>
      <PageTitle>Support</PageTitle>
      <nav aria-label="Ticket status filter" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <Link
            key={value || "all"}
            to={link({ status: value })}
            aria-current={value === status ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === status ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300 bg-white"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ConsoleTable
        caption="Support tickets, open first, oldest first"
        columns={5}
        empty={rows.length === 0 ? "No tickets match." : null}
        head={
          <>
            <ColumnHeader>Subject</ColumnHeader>
            <ColumnHeader>{requesterLabel}</ColumnHeader>
            <ColumnHeader>Category</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Last activity</ColumnHeader>
          </>
        }
      >
        {rows.map((ticket) => (
          <tr key={ticket.id} className="border-slate-100 border-t align-top">
            <th scope="row" className="p-2 text-left font-medium">
              <Link to={ticketHref(ticket.id)} className="text-ocean-700 underline-offset-2 hover:underline">
                {ticket.subject}
              </Link>
              <span className="block font-normal text-slate-600">
                {ticket.messageCount} {ticket.messageCount === 1 ? "message" : "messages"}
              </span>
            </th>
            <td className="p-2">
              {ticket.contractorName || "Deleted account"}
              <br />
              <span className="break-all text-slate-600">{ticket.contractorEmail}</span>
              {ticket.workspaceName ? (
                <span className="block text-slate-600">AI assistant client: {ticket.workspaceName}</span>
              ) : null}
            </td>
            <td className="p-2">{ticket.categoryLabel}</td>
            <td className="p-2">{ticket.statusLabel}</td>
            <td className="p-2">{formatDateTime(ticket.updatedAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}
