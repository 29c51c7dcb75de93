import { useState } from "react";
import { Link } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { fieldsOf } from "~/components/admin/form-controls";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  formatDateTime,
  PageTitle,
  Pagination,
  SearchForm,
  useQueryLink,
} from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { loadAdminList } from "~/lib/admin-guard.server";
import { type AdminMessage, listAdminMessages } from "../../../server/modules/contact";
import type { Route } from "./+types/messages";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminMessages);
}

const FILTERS = [
  { value: "unhandled", label: "Unhandled" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const;
const STATUS_LABELS = { new: "New", read: "Reopened", archived: "Handled" } as const;

/** Messages from the home and /contact forms: mark handled, or reply by email (sent through the outbox). */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { rows, q, filter, page, pageSize, total } = loaderData;
  const link = useQueryLink();
  const { message, sendChange, succeeded } = useRowChange();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  async function setHandled(item: AdminMessage, handled: boolean) {
    const who = `${item.firstName} ${item.lastName}`;
    await sendChange(
      `/api/admin/messages/${item.id}/handled`,
      { handled },
      `The message from ${who} is ${handled ? "handled" : "open again"}.`,
    );
  }

  return (
    <>
      <PageTitle>Messages</PageTitle>
      <nav aria-label="Message filter" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <Link
            key={value}
            to={link({ filter: value })}
            aria-current={value === filter ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === filter ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300 bg-white"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <SearchForm q={q} label="Search messages (name, email or subject)">
        <input type="hidden" name="filter" value={filter} />
      </SearchForm>
      <ChangeNotice message={message} />
      <ol className="mt-4 grid gap-3" aria-label="Messages, newest first">
        {rows.length === 0 ? (
          <li className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">No messages.</li>
        ) : null}
        {rows.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 className="font-semibold">
                  {item.firstName} {item.lastName} · <span className="font-normal">{item.subject}</span>
                </h2>
                <p className="break-all text-slate-600 text-sm">
                  {item.email}
                  {item.phone ? ` · ${item.phone}` : ""}
                  {item.company ? ` · ${item.company}` : ""} ·{" "}
                  {item.form === "home" ? "home page" : "contact page"} · {formatDateTime(item.createdAt)} ·{" "}
                  {STATUS_LABELS[item.status]}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="outline"
                  onClick={() => setReplyingTo(replyingTo === item.id ? null : item.id)}
                >
                  Reply
                  <span className="sr-only">
                    {" "}
                    to {item.firstName} {item.lastName}
                  </span>
                </Button>
                <Button variant="outline" onClick={() => setHandled(item, item.status !== "archived")}>
                  {item.status === "archived" ? "Reopen" : "Mark handled"}
                  <span className="sr-only">
                    : message from {item.firstName} {item.lastName}
                  </span>
                </Button>
              </div>
            </div>
            <p className="mt-2 whitespace-pre-line">{item.message}</p>
            {replyingTo === item.id ? (
              <ReplyForm
                item={item}
                onSent={async () => {
                  setReplyingTo(null);
                  await succeeded(`Your reply to ${item.email} is on its way.`);
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}

function ReplyForm({ item, onSent }: { item: AdminMessage; onSent: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = fieldsOf(`reply-${item.id}`, errors);
  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    const result = await adminSend("POST", `/api/admin/messages/${item.id}/reply`, {
      subject: String(form.get("subject") ?? ""),
      body: String(form.get("body") ?? ""),
    });
    setSending(false);
    if (result.ok) return onSent();
    setErrors(result.fields);
    setFailure(result.message);
  }
  return (
    <form onSubmit={send} noValidate className="mt-4 grid gap-3 border-slate-200 border-t pt-4">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <TextField {...field("subject")} label="Subject" defaultValue={`Re: ${item.subject}`} />
      <TextareaField
        {...field("body")}
        label={`Reply to ${item.email}`}
        rows={5}
        defaultValue={`Hello ${item.firstName},\n\n`}
      />
      <div>
        <SubmitButton pending={sending} pendingLabel="Sending…">
          Send reply
        </SubmitButton>
      </div>
    </form>
  );
}
