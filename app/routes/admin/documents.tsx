import { type FormEvent, useEffect, useId, useState } from "react";
import { adminSend } from "~/components/admin/admin-api";
import { fieldsOf } from "~/components/admin/form-controls";
import { ChoiceField } from "~/components/admin/record-form-parts";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  RowAction,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { loadAdminList } from "~/lib/admin-guard.server";
import {
  type AdminDocument,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  formatFileSize,
} from "../../../common/documents";
import { type ContractorChoice, listAdminDocuments } from "../../../server/modules/documents";
import type { Route } from "./+types/documents";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminDocuments);
}

const STATUS_OPTIONS = DOCUMENT_STATUSES.map((value) => ({
  value,
  label: value === "uploaded" ? "Uploaded (to review)" : DOCUMENT_STATUS_LABELS[value],
}));

/**
 * Contractors' documents: ask a contractor for one (they are emailed), and review what they upload
 * (download, accept, or reject with a note they are emailed). Every change is audited.
 */
export default function AdminDocuments({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total } = loaderData;
  const { message, sendChange, succeeded } = useRowChange();
  const [rejecting, setRejecting] = useState<string | null>(null);

  return (
    <>
      <PageTitle>Documents</PageTitle>
      <p className="text-slate-700">
        W-4s, I-9s, direct-deposit forms, certifications and IDs from contractors. Uploaded documents wait
        here for review.
      </p>
      <RequestForm onRequested={(text) => void succeeded(text)} />
      <div className="mt-6">
        <SearchForm q={q} label="Search documents (contractor name or email)">
          <StatusFilter id="document-status" value={status} options={STATUS_OPTIONS} />
        </SearchForm>
      </div>
      <ChangeNotice message={message} />
      <ConsoleTable
        caption="Contractor documents, newest first"
        columns={5}
        empty={rows.length === 0 ? "No documents match." : null}
        head={
          <>
            <ColumnHeader>Contractor</ColumnHeader>
            <ColumnHeader>Document</ColumnHeader>
            <ColumnHeader>Dates</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Review</ColumnHeader>
          </>
        }
      >
        {rows.map((document) => {
          const title = `(${document.typeLabel} of ${document.candidate.name})`;
          return (
            <tr key={document.id} className="border-slate-100 border-t align-top">
              <td className="p-2">
                <span className="font-medium">{document.candidate.name}</span>
                <br />
                <span className="break-all text-slate-600">{document.candidate.email}</span>
              </td>
              <td className="p-2">
                {document.typeLabel}
                {document.fileName ? (
                  <span className="block break-all text-slate-600">
                    {document.fileName} · {formatFileSize(document.sizeBytes ?? 0)}
                  </span>
                ) : (
                  <span className="block text-slate-600">No file yet</span>
                )}
              </td>
              <td className="p-2">
                {document.requestedAt ? (
                  <span className="block">Requested {formatDateTime(document.requestedAt)}</span>
                ) : null}
                {document.uploadedAt ? (
                  <span className="block">Uploaded {formatDateTime(document.uploadedAt)}</span>
                ) : null}
                {document.reviewedAt ? (
                  <span className="block">Reviewed {formatDateTime(document.reviewedAt)}</span>
                ) : null}
              </td>
              <td className="p-2">
                {DOCUMENT_STATUS_LABELS[document.status]}
                {document.note ? <span className="block text-slate-600">“{document.note}”</span> : null}
                {document.reviewedBy ? (
                  <span className="block text-slate-600">by {document.reviewedBy}</span>
                ) : null}
              </td>
              <td className="p-2">
                <div className="flex flex-wrap gap-2">
                  {document.fileName ? (
                    <a
                      href={`/api/admin/documents/${document.id}/file`}
                      aria-label={`Download ${title}`}
                      className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ocean-700"
                    >
                      Download
                    </a>
                  ) : null}
                  {document.status === "uploaded" ? (
                    <>
                      <RowAction
                        label="Accept"
                        title={title}
                        onClick={() =>
                          void sendChange(
                            `/api/admin/documents/${document.id}/accept`,
                            {},
                            `The ${document.typeLabel} of ${document.candidate.name} is accepted; they were emailed.`,
                          )
                        }
                      />
                      <RowAction
                        label="Reject"
                        title={title}
                        onClick={() => setRejecting(rejecting === document.id ? null : document.id)}
                      />
                    </>
                  ) : null}
                </div>
                {rejecting === document.id ? (
                  <RejectForm
                    document={document}
                    onDone={(text) => {
                      setRejecting(null);
                      void succeeded(text);
                    }}
                  />
                ) : null}
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}

function RejectForm({ document, onDone }: { document: AdminDocument; onDone: (text: string) => void }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const id = `reject-${document.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await adminSend("POST", `/api/admin/documents/${document.id}/reject`, { note });
    setSending(false);
    if (result.ok)
      onDone(`The ${document.typeLabel} of ${document.candidate.name} is rejected; they were emailed.`);
    else setError(result.fields.note ?? result.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-2">
      <TextareaField
        id={id}
        label={`What should ${document.candidate.name} fix?`}
        error={error}
        rows={3}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.target.value)}
        className="min-w-56"
      />
      <SubmitButton
        pending={sending}
        pendingLabel="Sending..."
        className="bg-red-700 hover:bg-red-800 focus-visible:outline-red-700"
      >
        Send rejection
      </SubmitButton>
    </form>
  );
}

/** Contractors matching what is typed in the email field, for its suggestions. */
function useContractorSuggestions(query: string): ContractorChoice[] {
  const [found, setFound] = useState<ContractorChoice[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return setFound([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/admin/documents/contractors?q=${encodeURIComponent(q)}`, {
        credentials: "same-origin",
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : { contractors: [] }))
        .then((body: { contractors: ContractorChoice[] }) => setFound(body.contractors))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return found;
}

function RequestForm({ onRequested }: { onRequested: (text: string) => void }) {
  const [values, setValues] = useState({ candidateEmail: "", type: "", note: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const suggestions = useContractorSuggestions(values.candidateEmail);
  const listId = useId();
  const field = fieldsOf("document-request", errors);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await adminSend<AdminDocument>("POST", "/api/admin/documents/requests", values);
    setSending(false);
    if (result.ok) {
      setErrors({});
      setProblem(null);
      setValues({ candidateEmail: "", type: "", note: "" });
      onRequested(
        `${result.data.candidate.name} was asked for their ${result.data.typeLabel} and emailed a link to upload it.`,
      );
    } else {
      setErrors(result.fields);
      setProblem(Object.keys(result.fields).length > 0 ? null : result.message);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="request-document"
      className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="request-document" className="font-semibold text-lg">
        Request a document
      </h2>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field("candidateEmail")}
          label="Contractor (type a name or email)"
          type="email"
          autoComplete="off"
          list={listId}
          value={values.candidateEmail}
          onChange={set("candidateEmail")}
        >
          <datalist id={listId}>
            {suggestions.map((contractor) => (
              <option key={contractor.id} value={contractor.email}>
                {contractor.name}
                {contractor.placed ? " (placed)" : ""}
              </option>
            ))}
          </datalist>
        </TextField>
        <ChoiceField
          {...field("type")}
          label="Document"
          placeholder="Choose a document"
          choices={DOCUMENT_TYPES}
          labels={DOCUMENT_TYPE_LABELS}
          value={values.type}
          onChange={set("type")}
        />
      </div>
      <TextareaField
        {...field("note")}
        label="Note to the contractor"
        optional
        rows={2}
        maxLength={1000}
        value={values.note}
        onChange={set("note")}
      />
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send request
      </SubmitButton>
    </form>
  );
}
