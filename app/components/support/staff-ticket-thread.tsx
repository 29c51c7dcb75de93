import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { type AdminSupportTicket, SUPPORT_LIMITS, type SupportTicketThread } from "../../../common/support";

/**
 * One ticket's conversation in a staff inbox (the agency console's, the copilot admin's): answer it
 * (the contractor or client member is emailed through the outbox) or close it; both audited.
 */
export function StaffTicketThread({
  ticket,
  apiBase,
  inboxHref,
}: {
  ticket: SupportTicketThread & AdminSupportTicket;
  /** The area's support API: /api/admin/support, or /api/copilot/admin/support. */
  apiBase: string;
  inboxHref: string;
}) {
  const revalidator = useRevalidator();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(url: string, body: unknown, success: string) {
    setSending(true);
    const result = await adminSend("POST", url, body);
    setSending(false);
    setError(result.ok ? undefined : result.fields.message);
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
    return result.ok;
  }

  async function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ok = await send(
      `${apiBase}/${ticket.id}/messages`,
      { message: reply },
      `Answer sent. ${ticket.contractorName || (ticket.workspaceName ? "The client" : "The contractor")} is emailed a link to read it.`,
    );
    if (ok) setReply("");
  }

  return (
    <>
      <Link to={inboxHref} className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Support inbox
      </Link>
      <div className="mt-2">
        <PageTitle>{ticket.subject}</PageTitle>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{ticket.workspaceName ? "Opened by" : "Contractor"}</dt>
        <dd className="break-all text-slate-700">
          {ticket.contractorName || "Deleted account"}{" "}
          {ticket.contractorEmail ? `(${ticket.contractorEmail})` : ""}
        </dd>
        {ticket.workspaceName ? (
          <>
            <dt className="font-medium text-slate-900">AI assistant client</dt>
            <dd className="break-words text-slate-700">{ticket.workspaceName}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-900">Category</dt>
        <dd className="text-slate-700">{ticket.categoryLabel}</dd>
        <dt className="font-medium text-slate-900">Status</dt>
        <dd className="text-slate-700">{ticket.statusLabel}</dd>
        <dt className="font-medium text-slate-900">Opened</dt>
        <dd className="text-slate-700">{formatDateTime(ticket.createdAt)}</dd>
      </dl>
      {message ? (
        <Notice tone={message.tone} className="mt-4">
          {message.text}
        </Notice>
      ) : null}
      <ol className="mt-6 space-y-3" aria-label="Conversation">
        {ticket.messages.map((item) => (
          <li
            key={item.id}
            className={
              item.from === "staff"
                ? "rounded-xl border border-ocean-700/30 bg-cyan-50 p-4 sm:ml-12"
                : "rounded-xl border border-slate-200 bg-white p-4 sm:mr-12"
            }
          >
            <p className="font-semibold text-slate-900 text-sm">
              {item.from === "staff"
                ? `Staff (${item.staffEmail})`
                : item.authorName || ticket.contractorName || "Contractor"}{" "}
              <span className="font-normal text-slate-600">· {formatDateTime(item.createdAt)}</span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{item.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status === "closed" ? (
        <p className="mt-6 text-slate-700">This ticket is closed.</p>
      ) : (
        <form
          onSubmit={(event) => void answer(event)}
          noValidate
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <TextareaField
            id="support-answer"
            name="message"
            label="Answer"
            error={error}
            required
            maxLength={SUPPORT_LIMITS.message}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={sending} pendingLabel="Sending...">
              Send answer
            </SubmitButton>
            <Button
              type="button"
              variant="outline"
              disabled={sending}
              onClick={() => void send(`${apiBase}/${ticket.id}/close`, {}, "The ticket is closed.")}
            >
              Close ticket
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
