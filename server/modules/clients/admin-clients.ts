import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  CLIENT_COMPANY_STATUSES,
  CLIENT_MESSAGES,
  type ClientCompany,
  type ClientCompanyStatus,
  type clientDecisionSchema,
  type clientTermsSchema,
} from "../../../common/clients";
import { db, type Executor } from "../../db/client";
import { clientCompanies } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { offsetOf, PAGE_SIZE, type Page, pageQuery } from "../../kernel/paging";
import { type AdminActor, recordAudit } from "../audit";
import { type ClientCompanyRow, clientCompanyOf } from "./company-records";

/** The console's list: one status (or all), newest first, searched by legal name. */
export async function listClientCompanies(
  params: URLSearchParams,
): Promise<Page<ClientCompany> & { q: string; status: ClientCompanyStatus | "all" }> {
  const query = pageQuery(params, ["created"]);
  const rawStatus = params.get("status") ?? "all";
  const status = (CLIENT_COMPANY_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as ClientCompanyStatus)
    : "all";
  const conditions: SQL[] = [];
  if (status !== "all") conditions.push(eq(clientCompanies.status, status));
  if (query.q) conditions.push(sql`${clientCompanies.legalName} ILIKE ${likeContains(query.q)}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(clientCompanies)
      .where(where)
      .orderBy(desc(clientCompanies.createdAt), desc(clientCompanies.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db().select({ n: count() }).from(clientCompanies).where(where),
  ]);
  return {
    rows: rows.map(clientCompanyOf),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    q: query.q,
    status,
  };
}

/** One company for the console; 404 for an unknown or malformed id. */
export async function getClientCompanyAsStaff(id: string): Promise<ClientCompany> {
  return clientCompanyOf(await lockedCompany(db(), id, { lock: false }));
}

/**
 * Approves a pending company, or rejects it with the reason its users will read. A company is
 * decided once; changing a decision is a later phase's question (409 for now).
 */
export async function decideClientCompany(
  actor: AdminActor,
  id: string,
  decision: z.output<typeof clientDecisionSchema>,
): Promise<ClientCompany> {
  return db().transaction(async (tx) => {
    const before = await lockedCompany(tx, id);
    if (before.status !== "pending") throw new Conflict(CLIENT_MESSAGES.alreadyDecided);
    const approved = decision.decision === "approve";
    const [after] = await tx
      .update(clientCompanies)
      .set({
        status: approved ? "approved" : "rejected",
        rejectionReason: approved ? null : decision.reason,
        decidedAt: sql`now()`,
        decidedBy: actor.email,
        updatedAt: sql`now()`,
      })
      .where(eq(clientCompanies.id, before.id))
      .returning();
    return audited(tx, actor, approved ? "client.approved" : "client.rejected", before, after);
  });
}

/** Payment terms (days) and the direct-hire placement fee (percent), either or both. */
export async function setClientTerms(
  actor: AdminActor,
  id: string,
  terms: z.output<typeof clientTermsSchema>,
): Promise<ClientCompany> {
  return db().transaction(async (tx) => {
    const before = await lockedCompany(tx, id);
    const [after] = await tx
      .update(clientCompanies)
      .set({ ...terms, updatedAt: sql`now()` })
      .where(eq(clientCompanies.id, before.id))
      .returning();
    return audited(tx, actor, "client.terms_changed", before, after);
  });
}

async function lockedCompany(
  executor: Executor,
  id: string,
  { lock = true }: { lock?: boolean } = {},
): Promise<ClientCompanyRow> {
  if (!isUuid(id)) throw new NotFound(CLIENT_MESSAGES.notFound);
  const select = executor.select().from(clientCompanies).where(eq(clientCompanies.id, id));
  const [row] = lock ? await select.for("update") : await select;
  if (!row) throw new NotFound(CLIENT_MESSAGES.notFound);
  return row;
}

async function audited(
  tx: Executor,
  actor: AdminActor,
  action: string,
  before: ClientCompanyRow,
  after: ClientCompanyRow | undefined,
): Promise<ClientCompany> {
  if (!after) throw new Error("The client company update returned no row.");
  const [was, is] = [clientCompanyOf(before), clientCompanyOf(after)];
  await recordAudit(tx, actor, {
    action,
    entityType: "client_company",
    entityId: after.id,
    before: was,
    after: is,
  });
  return is;
}
