import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { documentRejectSchema, documentRequestSchema } from "../../../common/document-schemas";
import {
  type AdminDocument,
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUSES,
  type DocumentStatus,
} from "../../../common/documents";
import { db } from "../../db/client";
import { candidateDocuments, candidates, placements } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, type Page, pageByIds, pageQuery } from "../../kernel/paging";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { documentRequestedEmail, documentReviewedEmail } from "./emails";
import { contractorView, type DocumentRow, documentFileId, findDocument, selectDocuments } from "./views";

function adminView(row: DocumentRow): AdminDocument {
  return {
    ...contractorView(row),
    candidate: {
      id: row.document.candidateId,
      name: `${row.candidateFirstName} ${row.candidateLastName}`,
      email: row.candidateEmail,
    },
    requestedBy: row.document.requestedBy,
    reviewedBy: row.document.reviewedBy,
  };
}

export type AdminDocumentsPage = Page<AdminDocument> & { status: DocumentStatus | ""; q: string };

/** ?status=&q=&page=: newest first; q matches the contractor's name or email. */
export async function listAdminDocuments(params: URLSearchParams): Promise<AdminDocumentsPage> {
  const { page, q } = pageQuery(params, ["created"] as const);
  const raw = params.get("status") ?? "";
  const status = (DOCUMENT_STATUSES as readonly string[]).includes(raw) ? (raw as DocumentStatus) : "";
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(candidateDocuments.status, status));
  if (q) {
    const pattern = likeContains(q);
    conditions.push(
      sql`exists (select 1 from candidates c where c.id = ${candidateDocuments.candidateId} and (c.email ILIKE ${pattern} OR (c.first_name || ' ' || c.last_name) ILIKE ${pattern}))`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const orderBy = [desc(candidateDocuments.createdAt), desc(candidateDocuments.id)];
  const { rows, total } = await pageByIds(candidateDocuments, { where, orderBy, page }, (pageIds) =>
    selectDocuments(db())
      .where(inArray(candidateDocuments.id, pageIds))
      .orderBy(...orderBy),
  );
  return { rows: rows.map(adminView), total, page, pageSize: PAGE_SIZE, status, q };
}

export type ContractorChoice = { id: string; name: string; email: string; placed: boolean };

/** ?q=: up to 10 candidate accounts by name or email for the request form, placed contractors first. */
export async function searchContractors(
  params: URLSearchParams,
): Promise<{ contractors: ContractorChoice[] }> {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  if (q.length < 2) return { contractors: [] };
  const pattern = likeContains(q);
  const placed = sql<boolean>`exists (select 1 from ${placements} p where p.candidate_id = ${candidates.id})`;
  const rows = await db()
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      placed,
    })
    .from(candidates)
    .where(
      sql`(${candidates.email} ILIKE ${pattern} OR (${candidates.firstName} || ' ' || ${candidates.lastName}) ILIKE ${pattern})`,
    )
    .orderBy(desc(placed), candidates.email)
    .limit(10);
  return {
    contractors: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      placed: Boolean(row.placed),
    })),
  };
}

/** Staff ask a contractor (by account email) for a document: a "requested" row and an email; audited. */
export async function requestDocument(
  actor: AdminActor,
  input: z.output<typeof documentRequestSchema>,
): Promise<AdminDocument> {
  const id = await db().transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id, firstName: candidates.firstName, email: candidates.email })
      .from(candidates)
      .where(sql`lower(${candidates.email}) = ${input.candidateEmail}`);
    if (!candidate) {
      throw new Invalid(DOCUMENT_MESSAGES.noCandidate, { candidateEmail: DOCUMENT_MESSAGES.noCandidate });
    }
    const [created] = await tx
      .insert(candidateDocuments)
      .values({
        candidateId: candidate.id,
        type: input.type,
        status: "requested",
        note: input.note || null,
        requestedBy: actor.email,
        requestedAt: sql`now()`,
      })
      .returning();
    if (!created) throw new Error("The candidate_documents insert returned no row.");
    await recordAudit(tx, actor, {
      action: "document.requested",
      entityType: "candidate_document",
      entityId: created.id,
      after: { candidateId: candidate.id, type: created.type, note: created.note },
    });
    await enqueueMail(tx, documentRequestedEmail(candidate, input.type, input.note));
    return created.id;
  });
  return loadAdminDocument(id);
}

async function loadAdminDocument(id: string): Promise<AdminDocument> {
  const row = await findDocument(db(), eq(candidateDocuments.id, id));
  if (!row) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  return adminView(row);
}

async function reviewDocument(
  actor: AdminActor,
  id: string,
  outcome: { accepted: true } | { accepted: false; note: string },
): Promise<AdminDocument> {
  if (!isUuid(id)) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(candidateDocuments)
      .where(eq(candidateDocuments.id, id))
      .for("update");
    if (!current) throw new NotFound(DOCUMENT_MESSAGES.notFound);
    if (current.status !== "uploaded") throw new Conflict(DOCUMENT_MESSAGES.notUploaded);
    const status = outcome.accepted ? "accepted" : "rejected";
    const note = outcome.accepted ? current.note : outcome.note;
    await tx
      .update(candidateDocuments)
      .set({ status, note, reviewedBy: actor.email, reviewedAt: sql`now()` })
      .where(eq(candidateDocuments.id, id));
    await recordAudit(tx, actor, {
      action: `document.${status}`,
      entityType: "candidate_document",
      entityId: id,
      before: { status: current.status, note: current.note },
      after: { status, note },
    });
    const [candidate] = await tx
      .select({ firstName: candidates.firstName, email: candidates.email })
      .from(candidates)
      .where(eq(candidates.id, current.candidateId));
    if (candidate) await enqueueMail(tx, documentReviewedEmail(candidate, current.type, outcome));
  });
  return loadAdminDocument(id);
}

/** An uploaded document is accepted; the contractor is emailed; audited. 409 unless uploaded. */
export function acceptDocument(actor: AdminActor, id: string): Promise<AdminDocument> {
  return reviewDocument(actor, id, { accepted: true });
}

/** An uploaded document is rejected with a note the contractor is emailed; audited. 409 unless uploaded. */
export function rejectDocument(
  actor: AdminActor,
  id: string,
  { note }: z.output<typeof documentRejectSchema>,
): Promise<AdminDocument> {
  return reviewDocument(actor, id, { accepted: false, note });
}

/** The stored file of any document, for staff review; 404 for an unknown id or one without a file. */
export async function adminDocumentFileId(id: string): Promise<string> {
  if (!isUuid(id)) throw new NotFound(DOCUMENT_MESSAGES.notFound);
  return documentFileId(eq(candidateDocuments.id, id));
}
