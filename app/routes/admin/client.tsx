import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { fieldsOf } from "~/components/admin/form-controls";
import { RecordForm } from "~/components/admin/record-form-parts";
import { formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  CLIENT_LIMITS,
  CLIENT_MESSAGES,
  CLIENT_STATUS_LABELS,
  type ClientCompany,
} from "../../../common/clients";
import { EMPLOYER_ROLE_LABELS } from "../../../common/employer-options";
import { getClientCompanyAsStaff } from "../../../server/modules/clients";
import { listCompanyUsersAsStaff } from "../../../server/modules/employer-accounts";
import type { Route } from "./+types/client";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const company = await getClientCompanyAsStaff(params.id);
    return { company, users: await listCompanyUsersAsStaff(company.id) };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.company.legalName ?? "Client"} · Clients · Admin` },
];

type Message = { tone: "success" | "error"; text: string };

/**
 * One client company: its details and users, the approval decision (approve, or reject with the
 * reason its users read on their dashboard), and its payment terms and placement fee. Every change
 * goes through /api/admin/clients and is audited.
 */
export default function AdminClient({ loaderData }: Route.ComponentProps) {
  const { company, users } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);

  async function changed(result: Awaited<ReturnType<typeof adminSend>>, success: string) {
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
    return result;
  }

  return (
    <>
      <Link to="/admin/clients" className="text-ocean-700 text-sm underline-offset-2 hover:underline">
        ← Clients
      </Link>
      <div className="mt-2">
        <PageTitle>{company.legalName}</PageTitle>
      </div>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Status</dt>
        <dd className="text-slate-700">
          {CLIENT_STATUS_LABELS[company.status]}
          {company.decidedAt ? ` on ${formatDateTime(company.decidedAt)}` : ""}
        </dd>
        {company.rejectionReason ? (
          <>
            <dt className="font-medium text-slate-900">Reason given</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-700">{company.rejectionReason}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-900">Industry</dt>
        <dd className="text-slate-700">{company.industry}</dd>
        <dt className="font-medium text-slate-900">Size</dt>
        <dd className="text-slate-700">
          {company.sizeBand ? `${company.sizeBand} employees` : "Not recorded"}
        </dd>
        <dt className="font-medium text-slate-900">Address</dt>
        <dd className="text-slate-700">
          {company.address.street}, {company.address.city}, {company.address.state} {company.address.zip}
        </dd>
        <dt className="font-medium text-slate-900">Website</dt>
        <dd className="break-all text-slate-700">{company.website ?? "—"}</dd>
        <dt className="font-medium text-slate-900">Registered</dt>
        <dd className="text-slate-700">{formatDateTime(company.createdAt)}</dd>
      </dl>

      {company.status === "pending" ? <Decision company={company} onChanged={changed} /> : null}

      <section aria-labelledby="client-terms" className="mt-8">
        <h2 id="client-terms" className="mb-3 font-semibold text-lg text-slate-900">
          Terms
        </h2>
        <Terms company={company} onChanged={changed} />
      </section>

      <section aria-labelledby="client-users" className="mt-8">
        <h2 id="client-users" className="mb-3 font-semibold text-lg text-slate-900">
          Users
        </h2>
        {users.length === 0 ? (
          <p className="text-slate-600 text-sm">This company has no users.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
            {users.map((user) => (
              <li key={user.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
                <span>
                  <span className="font-medium text-slate-900">
                    {user.firstName} {user.lastName}
                  </span>
                  <span className="block text-slate-600">
                    {user.jobTitle} · {user.workPhone}
                  </span>
                </span>
                <span className="text-right text-slate-700">
                  <span className="block break-all">{user.email}</span>
                  {EMPLOYER_ROLE_LABELS[user.role]} ·{" "}
                  {user.emailVerified ? "email verified" : "email not verified"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

type OnChanged = (
  result: Awaited<ReturnType<typeof adminSend>>,
  success: string,
) => Promise<Awaited<ReturnType<typeof adminSend>>>;

function Decision({ company, onChanged }: { company: ClientCompany; onChanged: OnChanged }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState<"approve" | "reject" | null>(null);
  const url = `/api/admin/clients/${company.id}/decision`;

  async function approve() {
    setSending("approve");
    await onChanged(
      await adminSend("POST", url, { decision: "approve" }),
      `${company.legalName} is approved. Its users see it on their dashboard.`,
    );
    setSending(null);
  }

  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(CLIENT_MESSAGES.rejectionReason);
      event.currentTarget.querySelector<HTMLTextAreaElement>("#client-rejection-reason")?.focus();
      return;
    }
    setSending("reject");
    const result = await onChanged(
      await adminSend("POST", url, { decision: "reject", reason }),
      `${company.legalName} is rejected. Its users see the reason on their dashboard.`,
    );
    setError(result.ok ? undefined : result.fields.reason);
    setSending(null);
  }

  return (
    <section
      aria-labelledby="client-decision"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="client-decision" className="font-semibold text-lg text-slate-900">
        Decision
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Approve once the credit check has passed; a company is decided once.
      </p>
      <Button type="button" className="mt-4" disabled={sending !== null} onClick={() => void approve()}>
        {sending === "approve" ? "Approving…" : "Approve company"}
      </Button>
      <form onSubmit={(event) => void reject(event)} noValidate className="mt-6 space-y-3">
        <TextareaField
          id="client-rejection-reason"
          name="reason"
          label="Reason for rejecting (the company's users read it)"
          rows={3}
          maxLength={CLIENT_LIMITS.rejectionReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        <SubmitButton
          variant="outline"
          className="border-red-700 text-red-800 hover:border-red-800 hover:text-red-900"
          pending={sending === "reject"}
          pendingLabel="Rejecting…"
          disabled={sending !== null}
        >
          Reject company
        </SubmitButton>
      </form>
    </section>
  );
}

function Terms({ company, onChanged }: { company: ClientCompany; onChanged: OnChanged }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = fieldsOf("client", errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const days = String(form.get("paymentTermsDays") ?? "").trim();
    const body = {
      paymentTermsDays: /^\d+$/.test(days) ? Number(days) : days,
      placementFeePercent: String(form.get("placementFeePercent") ?? "").trim(),
    };
    setSaving(true);
    const result = await onChanged(
      await adminSend("PATCH", `/api/admin/clients/${company.id}/terms`, body),
      "The terms are saved.",
    );
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setFailure(result.ok || Object.keys(result.fields).length > 0 ? null : result.message);
  }

  return (
    <RecordForm
      onSubmit={(event) => void save(event)}
      failure={failure}
      saving={saving}
      submitLabel="Save terms"
    >
      <TextField
        {...field("paymentTermsDays")}
        label="Payment terms (days after issue)"
        inputMode="numeric"
        required
        defaultValue={company.paymentTermsDays}
        hint={`Net 30 by default; 0 to ${CLIENT_LIMITS.paymentTermsDaysMax}.`}
      />
      <TextField
        {...field("placementFeePercent")}
        label="Placement fee (% of first-year salary)"
        inputMode="decimal"
        required
        defaultValue={company.placementFeePercent}
        hint="For direct hires; 20.00 by default, up to two decimals."
      />
    </RecordForm>
  );
}
