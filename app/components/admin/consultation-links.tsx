import { type FormEvent, useState } from "react";
import { CompanyFields } from "~/components/employer/company-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { CandidateSearchPage } from "../../../common/candidate-database";
import type { ClientCompany } from "../../../common/clients";
import type { StaffConsultation } from "../../../common/consultations";
import { adminGet, adminSend } from "./admin-api";
import type { OnChanged } from "./consultation-actions";

type Found = { id: string; title: string; detail: string };

/** The two kinds of record a consultation links to, each found through its own console list endpoint. */
const TARGETS = {
  candidate: {
    label: "Find a candidate (name, skill or city)",
    bodyKey: "candidateId",
    search: async (q: string) => {
      const result = await adminGet<CandidateSearchPage>(`/api/admin/candidates?q=${encodeURIComponent(q)}`);
      return result.ok
        ? result.data.rows.map<Found>((row) => ({
            id: row.id,
            title: `${row.firstName} ${row.lastName}`,
            detail: [row.headline, [row.city, row.state].filter(Boolean).join(", ")]
              .filter(Boolean)
              .join(" · "),
          }))
        : result.message;
    },
  },
  clientCompany: {
    label: "Find a client company (legal name)",
    bodyKey: "clientCompanyId",
    search: async (q: string) => {
      const result = await adminGet<{ rows: ClientCompany[] }>(
        `/api/admin/clients?q=${encodeURIComponent(q)}`,
      );
      return result.ok
        ? result.data.rows.map<Found>((row) => ({
            id: row.id,
            title: row.legalName,
            detail: `${row.address.city}, ${row.address.state} · ${row.industry}`,
          }))
        : result.message;
    },
  },
} as const;

/** Search one kind of record and link the consultation to the one chosen. */
export function LinkFinder({
  consultation,
  target,
  initialQuery,
  onChanged,
}: {
  consultation: StaffConsultation;
  target: keyof typeof TARGETS;
  initialQuery: string;
  onChanged: OnChanged;
}) {
  const { label, bodyKey, search } = TARGETS[target];
  const [query, setQuery] = useState(initialQuery);
  const [found, setFound] = useState<Found[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const answer = await search(query);
    setBusy(false);
    setFound(typeof answer === "string" ? null : answer);
    setProblem(typeof answer === "string" ? answer : null);
  }

  async function link(record: Found) {
    setBusy(true);
    const result = await onChanged(
      await adminSend("POST", `/api/admin/consultations/bookings/${consultation.id}/link`, {
        [bodyKey]: record.id,
      }),
      `The consultation is linked to ${record.title}.`,
    );
    setBusy(false);
    if (result.ok) setFound(null);
  }

  const id = `consultation-find-${target}`;
  return (
    <div className="space-y-3">
      <form onSubmit={(event) => void find(event)} className="flex flex-wrap items-end gap-2">
        <TextField
          id={id}
          name="q"
          type="search"
          label={label}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-w-48 flex-1"
        />
        <SubmitButton variant="outline" pending={busy} pendingLabel="Searching…">
          Search
        </SubmitButton>
      </form>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {found ? (
        found.length === 0 ? (
          <p className="text-slate-600 text-sm" role="status">
            Nothing matches “{query}”.
          </p>
        ) : (
          <ul
            aria-label={`Results of ${label.toLowerCase()}`}
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm"
          >
            {found.map((record) => (
              <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium text-slate-900">{record.title}</span>
                  {record.detail ? <span className="block text-slate-600">{record.detail}</span> : null}
                </span>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => void link(record)}
                  aria-label={`Link to ${record.title}`}
                >
                  Link
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/** A pending client company made from the booking (its legal name prefilled), linked to it. */
export function CreateClientCompanyForm({
  consultation,
  onChanged,
}: {
  consultation: StaffConsultation;
  onChanged: OnChanged;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget));
    setSaving(true);
    const result = await onChanged(
      await adminSend("POST", `/api/admin/consultations/bookings/${consultation.id}/client-company`, body),
      `${String(body.legalName ?? "The company")} is added as a pending client company and linked to the consultation.`,
    );
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
  }

  return (
    <form onSubmit={(event) => void create(event)} noValidate className="max-w-2xl space-y-5">
      <CompanyFields
        idPrefix="consultation-company"
        errors={errors}
        values={{ legalName: consultation.company }}
      />
      <SubmitButton pending={saving} pendingLabel="Creating…">
        Create client company
      </SubmitButton>
    </form>
  );
}
