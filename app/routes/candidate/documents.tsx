import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useRef, useState } from "react";
import { downloadFromApi } from "~/components/candidate/api-download";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { TOO_LARGE, UPLOAD_FAILED, uploadWithProgress } from "~/components/candidate/upload-with-progress";
import { FileField, type UploadWords } from "~/components/forms/file-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  type ContractorDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  formatFileSize,
} from "../../../common/documents";
import type { Route } from "./+types/documents";

const DOCUMENTS_URL = "/api/candidates/documents";
const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));
const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
const DOCUMENT_UPLOAD: UploadWords = {
  progressLabel: "Document upload progress",
  sending: (percent) => `Uploading your document… ${percent}%`,
  received: "Uploaded. Checking the file…",
};
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Documents",
    description: "Upload the documents your assignment needs and follow their review.",
    path: "/candidate/documents",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

type Outcome = { tone: "success" | "error"; text: string };

/** The contractor's paperwork: what the agency asked for, an upload form, and every document sent. */
export default function CandidateDocumentsPage() {
  const candidate = usePortalCandidate();
  const listKey = [DOCUMENTS_URL, candidate.id] as const;
  const documents = useQuery<{ documents: ContractorDocument[] }>({
    queryKey: listKey,
    ...SHARED_RECORD_QUERY,
  });
  const [answering, setAnswering] = useState<ContractorDocument | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<ContractorDocument | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLElement>(null);

  const all = documents.data?.documents ?? [];
  const waiting = all.filter((document) => document.status === "requested" || document.status === "rejected");

  function startAnswering(document: ContractorDocument) {
    setAnswering(document);
    setOutcome(null);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    requestAnimationFrame(() => window.document.getElementById("document-file")?.focus());
  }

  async function confirmDelete() {
    if (!deleting) return;
    setSending(true);
    try {
      await apiRequest("DELETE", `${DOCUMENTS_URL}/${deleting.id}`);
      setOutcome({ tone: "success", text: `Your ${deleting.typeLabel} was deleted.` });
      if (answering?.id === deleting.id) setAnswering(null);
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: serverErrorMessage(error) ?? "We could not delete it. Please try again.",
      });
    } finally {
      setSending(false);
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Documents</h1>
        <p className="mt-2 text-slate-600">
          Send us your W-4, I-9, direct-deposit form, certifications and ID. Only you and our staff can open
          them.
        </p>
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}

      {waiting.length > 0 ? (
        <section aria-labelledby="requested-documents" className="space-y-3">
          <h2 id="requested-documents" className="font-semibold text-slate-900 text-xl">
            Waiting for you
          </h2>
          <ul className="space-y-3">
            {waiting.map((document) => (
              <li
                key={document.id}
                className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{document.typeLabel}</p>
                  <p className="text-slate-700 text-sm">
                    {document.status === "requested"
                      ? `Requested ${document.requestedAt ? dateFormat.format(new Date(document.requestedAt)) : ""}`
                      : "Rejected: please upload a new file"}
                  </p>
                  {document.note ? <p className="mt-1 text-slate-800 text-sm">“{document.note}”</p> : null}
                </div>
                <Button type="button" onClick={() => startAnswering(document)}>
                  Upload<span className="sr-only"> your {document.typeLabel}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section ref={formRef} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <UploadForm
          answering={answering}
          onCancelAnswer={() => setAnswering(null)}
          onUploaded={async (document) => {
            setAnswering(null);
            setOutcome({
              tone: "success",
              text: `Your ${document.typeLabel} was uploaded. We'll review it soon.`,
            });
            await queryClient.invalidateQueries({ queryKey: listKey });
          }}
        />
      </section>

      <section aria-labelledby="your-documents" className="space-y-3">
        <h2 id="your-documents" className="font-semibold text-slate-900 text-xl">
          Your documents
        </h2>
        {documents.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading your documents</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : documents.isError ? (
          <Notice tone="error" title="We could not load your documents">
            {serverErrorMessage(documents.error) ?? "Please try again."}
            <Button className="mt-3 block" variant="outline" onClick={() => void documents.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : all.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">
            You haven't uploaded any documents yet.
          </p>
        ) : (
          <ul className="space-y-3">
            {all.map((document) => (
              <DocumentItem key={document.id} document={document} onDelete={() => setDeleting(document)} />
            ))}
          </ul>
        )}
      </section>

      <Dialog.Root open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <ConfirmDialogPanel
          title={`Delete your ${deleting?.typeLabel ?? "document"}?`}
          description={
            deleting?.requestedAt
              ? "The file is deleted and the agency's request shows as waiting for you again."
              : "The file is deleted for good. This cannot be undone."
          }
        >
          <ConfirmDialogActions sending={sending}>
            <Button
              type="button"
              disabled={sending}
              onClick={() => void confirmDelete()}
              className={DANGER_BUTTON_CLASS}
            >
              {sending ? "Deleting..." : "Delete"}
            </Button>
          </ConfirmDialogActions>
        </ConfirmDialogPanel>
      </Dialog.Root>
    </div>
  );
}

function DocumentItem({ document, onDelete }: { document: ContractorDocument; onDelete: () => void }) {
  const date = document.uploadedAt ?? document.requestedAt;
  const canDelete = document.status === "uploaded" || document.status === "rejected";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{document.typeLabel}</h3>
          <p className="break-all text-slate-600 text-sm">
            {document.fileName
              ? `${document.fileName} · ${formatFileSize(document.sizeBytes ?? 0)}`
              : "No file yet"}
            {date
              ? ` · ${document.uploadedAt ? "uploaded" : "requested"} ${dateFormat.format(new Date(date))}`
              : ""}
          </p>
          {document.status === "rejected" && document.note ? (
            <p className="mt-1 text-red-800 text-sm">Why: {document.note}</p>
          ) : null}
        </div>
        <span className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 font-medium text-slate-800 text-sm">
          {DOCUMENT_STATUS_LABELS[document.status]}
        </span>
      </div>
      {document.fileName || canDelete ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {document.fileName ? (
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void downloadFromApi(
                  `${DOCUMENTS_URL}/${document.id}/file`,
                  document.fileName ?? "document",
                  "We could not download the file. Please try again.",
                )
              }
            >
              Download<span className="sr-only"> {document.typeLabel}</span>
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="button" variant="outline" onClick={onDelete}>
              Delete<span className="sr-only"> {document.typeLabel}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function UploadForm({
  answering,
  onCancelAnswer,
  onUploaded,
}: {
  answering: ContractorDocument | null;
  onCancelAnswer: () => void;
  onUploaded: (document: ContractorDocument) => Promise<void>;
}) {
  const [type, setType] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const file = new FormData(form).get("file");
    const nextErrors: typeof errors = {};
    if (!answering && !type) nextErrors.type = DOCUMENT_MESSAGES.typeRequired;
    if (!(file instanceof File) || file.size === 0) nextErrors.file = "Please choose a file to upload.";
    else if (file.size > DOCUMENT_MAX_BYTES) nextErrors.file = TOO_LARGE;
    setErrors(nextErrors);
    setProblem(null);
    if (Object.keys(nextErrors).length > 0) return;
    // The text field before the file, so the server reads it first.
    const data = new FormData();
    if (answering) data.set("requestId", answering.id);
    else data.set("type", type);
    data.append("file", file as File);
    busy.current = true;
    setProgress(0);
    try {
      const { status, body } = await uploadWithProgress("POST", DOCUMENTS_URL, data, setProgress);
      if (status === 201) {
        form.reset();
        setType("");
        await onUploaded(body as unknown as ContractorDocument);
      } else {
        const fields = (body.fields ?? {}) as Record<string, string>;
        const message = typeof body.error === "string" ? body.error : UPLOAD_FAILED;
        if (status === 413 || status === 415) setErrors({ file: message });
        else if (status === 400 && (fields.file || fields.type))
          setErrors({ file: fields.file, type: fields.type });
        else setProblem(status === 401 ? "Your session has ended. Please sign in again." : message);
      }
    } catch {
      setProblem(UPLOAD_FAILED);
    } finally {
      busy.current = false;
      setProgress(null);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="upload-document">
      <h2 id="upload-document" className="font-semibold text-slate-900 text-xl">
        {answering ? `Upload your ${answering.typeLabel}` : "Upload a document"}
      </h2>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {answering ? (
        <p className="text-slate-700 text-sm">
          This file answers the agency's request.{" "}
          <button
            type="button"
            onClick={onCancelAnswer}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Upload a different document instead
          </button>
        </p>
      ) : (
        <SelectField
          id="document-type"
          name="type"
          label="Kind of document"
          placeholder="Choose a kind"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(event) => setType(event.target.value)}
          error={errors.type}
        />
      )}
      <FileField
        id="document-file"
        name="file"
        label="File"
        accept={ACCEPT}
        hint="PDF, JPEG or PNG, up to 10 MB. A clear photo of a paper form is fine."
        error={errors.file}
        progress={progress}
        words={DOCUMENT_UPLOAD}
      />
      <SubmitButton pending={progress !== null} pendingLabel="Uploading...">
        Upload Document
      </SubmitButton>
    </form>
  );
}
