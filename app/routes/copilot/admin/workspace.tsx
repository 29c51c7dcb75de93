import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ColumnHeader, ConsoleTable, formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { ConfirmChangeDialog } from "~/components/copilot-admin/confirm-change-dialog";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { formatCents } from "../../../../common/copilot-admin";
import { COPILOT_ROLE_LABELS } from "../../../../common/copilot-plans";
import { getWorkspace } from "../../../../server/modules/copilot-admin";
import type { Route } from "./+types/workspace";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, () => getWorkspace(params.id), "copilot-admin");
}

const PAYMENT_KINDS = {
  payment: "Payment",
  failed_payment: "Failed payment",
  refund: "Refund",
  credit: "Credit",
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One workspace: members, subscription and usage, invoices (refund), payments, credit, tickets, suspension. */
export default function CopilotAdminWorkspace({ loaderData: workspace }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const done = async (message: string) => {
    setNotice(message);
    await revalidator.revalidate();
  };
  const api = `/api/copilot/admin/workspaces/${workspace.id}`;
  const { subscription, usage, invoices } = workspace.billing;
  return (
    <>
      <Link to="/copilot/admin" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Workspaces
      </Link>
      <div className="mt-2">
        <PageTitle
          actions={
            workspace.status === "suspended" ? (
              <ConfirmChangeDialog
                buttonLabel="Reinstate"
                title={`Reinstate ${workspace.name}`}
                consequence="Its members can sign in and use the assistant again."
                confirmLabel="Reinstate workspace"
                url={`${api}/reinstate`}
                onDone={done}
              />
            ) : (
              <ConfirmChangeDialog
                buttonLabel="Suspend"
                destructive
                title={`Suspend ${workspace.name}`}
                consequence="Its members are signed out of everything and cannot sign in or use the API until it is reinstated."
                confirmLabel="Suspend workspace"
                url={`${api}/suspend`}
                onDone={done}
              />
            )
          }
        >
          {workspace.name}
        </PageTitle>
      </div>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Status</dt>
        <dd className="text-slate-700">
          {workspace.status === "suspended"
            ? `Suspended ${workspace.suspendedAt ? formatDateTime(workspace.suspendedAt) : ""}: ${workspace.suspensionReason ?? ""}`
            : "Active"}
        </dd>
        <dt className="font-medium text-slate-900">Created</dt>
        <dd className="text-slate-700">{formatDateTime(workspace.createdAt)}</dd>
        <dt className="font-medium text-slate-900">Subscription</dt>
        <dd className="text-slate-700">
          {subscription
            ? `${subscription.plan}, ${subscription.status}; period ${formatDateTime(subscription.currentPeriodStart)} to ${formatDateTime(subscription.currentPeriodEnd)}${subscription.cancelAtPeriodEnd ? " (cancels at period end)" : ""}`
            : "No subscription"}
        </dd>
        <dt className="font-medium text-slate-900">Usage this period</dt>
        <dd className="text-slate-700">
          {usage
            ? `${usage.ordersSubmitted} of ${usage.ordersPerMonth} orders; ${workspace.members.length} of ${usage.seats} seats`
            : "None (no subscription)"}
        </dd>
      </dl>

      <Section id="members-heading" title="Members">
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {workspace.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                <span className="font-medium text-slate-900">{member.name}</span>{" "}
                <span className="break-all text-slate-600">{member.email}</span>
              </span>
              <span className="text-slate-700">{COPILOT_ROLE_LABELS[member.role]}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="invoices-heading" title="Invoices">
        <ConsoleTable
          caption="Invoices, newest first"
          columns={5}
          empty={invoices.length === 0 ? "No invoices yet." : null}
          head={
            <>
              <ColumnHeader>Invoice</ColumnHeader>
              <ColumnHeader>Issued</ColumnHeader>
              <ColumnHeader>Paid</ColumnHeader>
              <ColumnHeader>Refunded</ColumnHeader>
              <ColumnHeader>Refund</ColumnHeader>
            </>
          }
        >
          {invoices.map((invoice) => {
            const refundable = invoice.amountPaidCents - invoice.amountRefundedCents;
            return (
              <tr key={invoice.id} className="border-slate-100 border-t align-top">
                <th scope="row" className="p-2 text-left font-medium">
                  {invoice.number}
                </th>
                <td className="p-2">{formatDateTime(invoice.issuedAt)}</td>
                <td className="p-2">{formatCents(invoice.amountPaidCents)}</td>
                <td className="p-2">{formatCents(invoice.amountRefundedCents)}</td>
                <td className="p-2">
                  {refundable > 0 ? (
                    <ConfirmChangeDialog
                      buttonLabel={`Refund ${invoice.number}`}
                      destructive
                      title={`Refund invoice ${invoice.number}`}
                      consequence="The amount goes back to the client's card through the payment provider. A partial refund leaves the rest refundable."
                      confirmLabel="Refund"
                      url={`${api}/invoices/${invoice.id}/refund`}
                      amount={{ label: "Amount to refund", maxCents: refundable, defaultCents: refundable }}
                      onDone={done}
                    />
                  ) : (
                    "Nothing to refund"
                  )}
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
      </Section>

      <Section id="payments-heading" title="Payments, refunds and credits">
        <div className="mt-2">
          <ConfirmChangeDialog
            buttonLabel="Credit the workspace"
            title={`Credit ${workspace.name}`}
            consequence="The credit is used first by the workspace's next invoices."
            confirmLabel="Add credit"
            url={`${api}/credit`}
            amount={{ label: "Credit amount" }}
            onDone={done}
          />
        </div>
        <ConsoleTable
          caption="Payments, refunds and credits, newest first"
          columns={4}
          empty={workspace.payments.length === 0 ? "No payments yet." : null}
          head={
            <>
              <ColumnHeader>When</ColumnHeader>
              <ColumnHeader>Kind</ColumnHeader>
              <ColumnHeader>Amount</ColumnHeader>
              <ColumnHeader>Invoice and note</ColumnHeader>
            </>
          }
        >
          {workspace.payments.map((payment) => (
            <tr key={payment.id} className="border-slate-100 border-t align-top">
              <th scope="row" className="p-2 text-left font-normal">
                {formatDateTime(payment.createdAt)}
              </th>
              <td className="p-2">{PAYMENT_KINDS[payment.kind]}</td>
              <td className="p-2">{formatCents(payment.amountCents)}</td>
              <td className="p-2 break-words">
                {[payment.invoiceNumber, payment.note].filter(Boolean).join(" · ")}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </Section>

      <Section id="tickets-heading" title="Support tickets">
        {workspace.tickets.length === 0 ? (
          <p className="mt-2 text-slate-700 text-sm">No tickets.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {workspace.tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link
                  to={`/copilot/admin/support/${ticket.id}`}
                  className="text-ocean-700 underline-offset-2 hover:underline"
                >
                  {ticket.subject}
                </Link>{" "}
                <span className="text-slate-600">
                  ({ticket.status}, {formatDateTime(ticket.updatedAt)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <p className="mt-8 text-sm">
        <Link
          to={`/copilot/admin/rankings?workspace=${workspace.id}`}
          className="text-ocean-700 underline-offset-2 hover:underline"
        >
          This workspace's rankings
        </Link>
      </p>
    </>
  );
}
