import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { BENEFIT_KIND_LABELS } from "../../../common/benefits";
import { hoursLabel } from "../../../common/formats";
import { BENEFIT_KINDS } from "../../../common/recruiting";
import {
  formatDate,
  PLACEMENT_STATUS_LABELS,
  TIMESHEET_STATUS_LABELS,
  todayInFlorida,
} from "../../../common/timesheets";
import { electionsOf } from "../../../server/modules/benefits";
import { getAdminPlacement, listPlacementTimesheets } from "../../../server/modules/timesheets";
import type { Route } from "./+types/placement";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const placement = await getAdminPlacement(params.id);
    const [weeks, elections] = await Promise.all([
      listPlacementTimesheets(placement.id),
      placement.candidateId ? electionsOf(placement.candidateId) : null,
    ]);
    return { placement, weeks, elections };
  });
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `${data.placement.contractorName} · Placements · Admin` : "Placement · Admin" },
];

type Message = { tone: "success" | "error"; text: string } | null;

function useChange(url: string, successText: string) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  async function send(body: unknown) {
    setSaving(true);
    const result = await adminSend("POST", url, body);
    setSaving(false);
    setFields(result.ok ? {} : result.fields);
    setMessage(result.ok ? { tone: "success", text: successText } : { tone: "error", text: result.message });
    if (result.ok) await revalidator.revalidate();
  }
  return { message, fields, saving, send };
}

/**
 * /admin/placements/:id: the assignment with its rates, the supervisor (editable), ending it, its
 * weeks, and the contractor's benefit elections (what payroll deducts).
 */
export default function AdminPlacement({ loaderData }: Route.ComponentProps) {
  const { placement, weeks, elections } = loaderData;
  const supervisor = useChange(`/api/admin/placements/${placement.id}/supervisor`, "Supervisor saved.");
  const end = useChange(`/api/admin/placements/${placement.id}/end`, "The assignment is ended.");

  function onSupervisor(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void supervisor.send({
      supervisorName: String(form.get("supervisorName") ?? ""),
      supervisorEmail: String(form.get("supervisorEmail") ?? ""),
    });
  }

  function onEnd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void end.send({ endDate: String(new FormData(event.currentTarget).get("endDate") ?? "") });
  }

  const facts: [string, string][] = [
    ["Client", placement.client],
    ["Role", placement.roleTitle],
    ["Location", placement.location ?? "—"],
    ["Start date", formatDate(placement.startDate)],
    ["End date", placement.endDate ? formatDate(placement.endDate) : "Ongoing"],
    ["Pay rate", `$${placement.payRate} per hour`],
    ["Bill rate", `$${placement.billRate} per hour`],
    ["Status", PLACEMENT_STATUS_LABELS[placement.status]],
    ["Contractor email", placement.contractorEmail ?? "Account deleted"],
  ];

  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/placements" className="text-ocean-700 underline-offset-2 hover:underline">
          ← All placements
        </Link>
      </p>
      <PageTitle>{placement.contractorName}</PageTitle>
      <section aria-labelledby="placement-facts" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="placement-facts" className="mb-3 font-semibold text-lg">
          Assignment
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-slate-900 text-sm">{label}</dt>
              <dd className="break-words text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        {placement.applicationId ? (
          <p className="mt-3">
            <Link
              to={`/admin/applications/${placement.applicationId}`}
              className="text-ocean-700 underline-offset-2 hover:underline"
            >
              The application
            </Link>
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="placement-supervisor"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="placement-supervisor" className="mb-1 font-semibold text-lg">
          Supervisor
        </h2>
        <p className="mb-3 text-slate-600 text-sm">
          Submitted weeks are emailed to this address for approval.
        </p>
        {supervisor.message ? (
          <Notice tone={supervisor.message.tone} className="mb-3">
            {supervisor.message.text}
          </Notice>
        ) : null}
        <form onSubmit={onSupervisor} className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="supervisor-name"
            name="supervisorName"
            label="Name"
            error={supervisor.fields.supervisorName}
            defaultValue={placement.supervisorName ?? ""}
            maxLength={200}
          />
          <TextField
            id="supervisor-email"
            name="supervisorEmail"
            label="Email"
            error={supervisor.fields.supervisorEmail}
            type="email"
            defaultValue={placement.supervisorEmail ?? ""}
          />
          <div>
            <SubmitButton pending={supervisor.saving} pendingLabel="Saving…">
              Save supervisor
            </SubmitButton>
          </div>
        </form>
      </section>

      {placement.status === "active" ? (
        <section aria-labelledby="placement-end" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="placement-end" className="mb-3 font-semibold text-lg">
            End assignment
          </h2>
          {end.message ? (
            <Notice tone={end.message.tone} className="mb-3">
              {end.message.text}
            </Notice>
          ) : null}
          <form onSubmit={onEnd} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              id="placement-end-date"
              name="endDate"
              label="Last day"
              error={end.fields.endDate}
              type="date"
              required
              min={placement.startDate}
            />
            <div>
              <SubmitButton pending={end.saving} pendingLabel="Ending…">
                End assignment
              </SubmitButton>
            </div>
          </form>
        </section>
      ) : end.message ? (
        <Notice tone={end.message.tone}>{end.message.text}</Notice>
      ) : null}

      <section aria-labelledby="placement-weeks" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="placement-weeks" className="mb-3 font-semibold text-lg">
          Timesheets
        </h2>
        {weeks.length === 0 ? (
          <p className="text-slate-600">No weeks entered yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {weeks.map((week) => (
              <li key={week.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>Week of {formatDate(week.weekStart)}</span>
                <span>
                  {hoursLabel(Number(week.totalHours))} · {TIMESHEET_STATUS_LABELS[week.status]}
                  {week.approvedBy ? ` by ${week.approvedBy}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {elections ? (
        <section
          aria-labelledby="placement-benefits"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 id="placement-benefits" className="mb-1 font-semibold text-lg">
            Benefit elections
          </h2>
          <p className="mb-3 text-slate-600 text-sm">
            The contractor chooses these in their portal; each enrolled plan is deducted on their paystubs.
          </p>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {BENEFIT_KINDS.map((kind) => {
              const election = elections.find((row) => row.kind === kind);
              return (
                <div key={kind}>
                  <dt className="font-medium text-slate-900 text-sm">{BENEFIT_KIND_LABELS[kind]}</dt>
                  <dd className="break-words text-slate-700">
                    {!election
                      ? "No election"
                      : election.election === "waived"
                        ? `Waived on ${formatDate(todayInFlorida(new Date(election.electedAt)))}`
                        : `${election.planName}, ${election.costLabel} (since ${formatDate(todayInFlorida(new Date(election.electedAt)))})`}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
