import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type FormEvent, type ReactNode, use } from "react";
import { Link, useSearchParams } from "react-router";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { useFieldValues } from "~/components/candidate/use-field-values";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import type { SupportCategory } from "../../../common/recruiting";
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_LIMITS,
  type SupportMessageView,
  type SupportTicketSummary,
  type SupportTicketThread,
} from "../../../common/support";

/**
 * Where a support page's tickets live and what it offers: the contractor's (/candidate/support) or
 * an AI hiring-assistant workspace's (/copilot/client/support). Tickets are threaded; staff answer
 * in the /admin support inbox and the requester is emailed.
 */
export type SupportDesk = {
  /** The API's ticket list, e.g. /api/candidates/support/tickets. */
  ticketsUrl: string;
  /** The page itself; one ticket is `${page}?ticket=<id>`. */
  page: string;
  /** Who is signed in (the account or workspace): part of every query key, so no answer is shared. */
  scope: string;
  categories: readonly SupportCategory[];
  intro: ReactNode;
  /** How the requester's own messages are signed ("You", or the member's name). */
  ownAuthor: (message: SupportMessageView) => string;
};

const SupportDeskContext = createContext<SupportDesk | null>(null);

function useDesk(): SupportDesk {
  const desk = use(SupportDeskContext);
  if (!desk) throw new Error("SupportTickets renders its parts inside its own context.");
  return desk;
}

/** Support tickets: the list with statuses and a new-ticket form, or one ticket's conversation (?ticket=). */
export function SupportTickets({ desk }: { desk: SupportDesk }) {
  const [params] = useSearchParams();
  const ticketId = params.get("ticket");
  return (
    <SupportDeskContext value={desk}>
      {ticketId ? <TicketThread id={ticketId} /> : <TicketList />}
    </SupportDeskContext>
  );
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));

const STATUS_STYLES: Record<string, string> = {
  open: "bg-amber-100 text-amber-900",
  answered: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 font-medium text-xs ${STATUS_STYLES[status] ?? ""}`}
    >
      {label}
    </span>
  );
}

function TicketList() {
  const desk = useDesk();
  const tickets = useQuery<{ tickets: SupportTicketSummary[] }>({
    queryKey: [desk.ticketsUrl, desk.scope],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Support</h1>
        <p className="mt-2 text-slate-600">{desk.intro}</p>
      </div>
      <section aria-labelledby="your-tickets" className="space-y-3">
        <h2 id="your-tickets" className="font-semibold text-slate-900 text-xl">
          Your tickets
        </h2>
        {tickets.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Loading your tickets</span>
            <Skeleton className="h-20 w-full" />
          </div>
        ) : tickets.isError ? (
          <Notice tone="error" title="We could not load your tickets">
            {serverErrorMessage(tickets.error) ?? "Please try again."}
            <Button className="mt-3 block" variant="outline" onClick={() => void tickets.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">
            You have no support tickets yet. Ask us anything with the form below.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {tickets.data.tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link
                    to={`${desk.page}?ticket=${ticket.id}`}
                    className="break-words font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {ticket.subject}
                  </Link>
                  <p className="text-slate-600 text-sm">
                    {ticket.categoryLabel} · {ticket.messageCount}{" "}
                    {ticket.messageCount === 1 ? "message" : "messages"} · updated {when(ticket.updatedAt)}
                  </p>
                </div>
                <StatusBadge status={ticket.status} label={ticket.statusLabel} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <NewTicketForm listKey={[desk.ticketsUrl, desk.scope]} />
      </div>
    </div>
  );
}

function NewTicketForm({ listKey }: { listKey: readonly unknown[] }) {
  const desk = useDesk();
  const categoryOptions = desk.categories.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const empty = { subject: "", category: "", message: "" };
  const { values, setValues, bind } = useFieldValues(empty, errors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(() => apiRequest("POST", desk.ticketsUrl, values), {
      success: async () => {
        setValues(empty);
        await queryClient.invalidateQueries({ queryKey: listKey });
        return "Your ticket was sent. We will email you when we answer.";
      },
      failure: "We could not send your ticket. Please try again.",
    });
  }

  return (
    <TitledForm method="post" onSubmit={onSubmit} headingId="new-ticket" title="New ticket" outcome={outcome}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="ticket-subject"
          label="Subject"
          required
          maxLength={SUPPORT_LIMITS.subject}
          {...bind("subject")}
        />
        <SelectField
          id="ticket-category"
          label="Category"
          required
          options={categoryOptions}
          placeholder="Choose a category"
          name="category"
          value={values.category}
          error={errors.category}
          onChange={(event) => setValues((current) => ({ ...current, category: event.target.value }))}
        />
      </div>
      <TextareaField
        id="ticket-message"
        label="Message"
        required
        maxLength={SUPPORT_LIMITS.message}
        name="message"
        value={values.message}
        error={errors.message}
        onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
      />
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send ticket
      </SubmitButton>
    </TitledForm>
  );
}

function TicketThread({ id }: { id: string }) {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const key = [`${desk.ticketsUrl}/${id}`, desk.scope] as const;
  const thread = useQuery<SupportTicketThread>({ queryKey: key, ...SHARED_RECORD_QUERY, retry: false });
  const reply = useApiSubmit();
  const close = useApiSubmit();
  const { values, setValues } = useFieldValues({ message: "" }, reply.errors);

  async function saved(response: Response) {
    queryClient.setQueryData(key, (await response.json()) as SupportTicketThread);
    await queryClient.invalidateQueries({ queryKey: [desk.ticketsUrl, desk.scope] });
  }

  function onReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void reply.submit(() => apiRequest("POST", `${desk.ticketsUrl}/${id}/messages`, values), {
      success: async (response) => {
        await saved(response);
        setValues({ message: "" });
        return "Your reply was sent.";
      },
      failure: "We could not send your reply. Please try again.",
    });
  }

  function onClose() {
    void close.submit(() => apiRequest("POST", `${desk.ticketsUrl}/${id}/close`), {
      success: async (response) => {
        await saved(response);
        return "The ticket is closed. Open a new ticket if you need anything else.";
      },
      failure: "We could not close the ticket. Please try again.",
    });
  }

  return (
    <div className="space-y-6">
      <Link
        to={desk.page}
        className="font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        ← All tickets
      </Link>
      {thread.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Loading the ticket</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : thread.isError ? (
        <Notice tone="error" title="We could not load this ticket">
          {serverErrorMessage(thread.error) ?? "Please try again."}
        </Notice>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="break-words font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
                {thread.data.subject}
              </h1>
              <p className="mt-1 text-slate-600">
                {thread.data.categoryLabel} · opened {when(thread.data.createdAt)}
              </p>
            </div>
            <StatusBadge status={thread.data.status} label={thread.data.statusLabel} />
          </div>
          {close.outcome ? <Notice tone={close.outcome.tone}>{close.outcome.text}</Notice> : null}
          <ol className="space-y-3" aria-label="Conversation">
            {thread.data.messages.map((message) => (
              <li
                key={message.id}
                className={
                  message.from === "staff"
                    ? "rounded-xl border border-brand-700/30 bg-brand-50 p-4 sm:mr-12"
                    : "rounded-xl border border-slate-200 bg-white p-4 sm:ml-12"
                }
              >
                <p className="font-semibold text-slate-900 text-sm">
                  {message.from === "staff" ? "Sunshine Staffing" : desk.ownAuthor(message)}{" "}
                  <span className="font-normal text-slate-600">· {when(message.createdAt)}</span>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
              </li>
            ))}
          </ol>
          {thread.data.status === "closed" ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              This ticket is closed.{" "}
              <Link className="font-medium text-brand-800 underline" to={desk.page}>
                Open a new ticket
              </Link>{" "}
              if you need anything else.
            </p>
          ) : (
            <form
              method="post"
              noValidate
              onSubmit={onReply}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
            >
              {reply.outcome ? <Notice tone={reply.outcome.tone}>{reply.outcome.text}</Notice> : null}
              <TextareaField
                id="ticket-reply"
                label="Your reply"
                required
                maxLength={SUPPORT_LIMITS.message}
                name="message"
                value={values.message}
                error={reply.errors.message}
                onChange={(event) => setValues({ message: event.target.value })}
              />
              <div className="flex flex-wrap gap-3">
                <SubmitButton pending={reply.sending} pendingLabel="Sending...">
                  Send reply
                </SubmitButton>
                <Button type="button" variant="outline" disabled={close.sending} onClick={onClose}>
                  {close.sending ? "Closing..." : "Close ticket"}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
