/**
 * 'Request this candidate': a signed-in employer's request on one of the company's orders (or a new
 * draft order), or a visitor's lead. Either way the candidate is asked first and the recruiters are
 * told; the requester learns who the candidate is only through a recruiter, after they accept.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../../common/honeypot";
import {
  type EmployerTalentRequest,
  type StaffTalentRecord,
  TALENT_MESSAGES,
  TALENT_ORDER_STATUSES,
  type TalentOrderOption,
} from "../../../common/talent-database";
import { type talentEmployerRequestSchema, talentLeadSchema } from "../../../common/talent-database-schemas";
import { db, type Executor, type Transaction } from "../../db/client";
import { clientCompanies, employerUsers, jobOrders, talentRequests } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { type EmployerSession, requireEmployerPermission } from "../../kernel/employer-session";
import { isUuid } from "../../kernel/ids";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { type AdminActor, recordAudit } from "../audit";
import { assertDeliverable } from "../email-check";
import { createJobOrder } from "../job-orders";
import { answerRequest, recordTalentRequest, requestColumns, type TalentAnswer } from "./candidate-requests";
import type { RequestForEmail } from "./emails";
import { listingOf } from "./listing";
import { findListing } from "./search";

/** As the contact form: per client address; and per requester address. */
export const TALENT_LEAD_LIMITS = {
  perAddress: { name: "talent-lead-ip", limit: 5, windowSeconds: 600 },
  perEmail: { name: "talent-lead-email", limit: 10, windowSeconds: 3600 },
} as const;

const UNDELIVERABLE = "We could not find a mail server for this address. Please check your work email.";

/** An employer's or a visitor's request; a listing's candidate and headline are added to it. */
type NewRequest = Omit<RequestForEmail, "profilePublicId" | "headline" | "source" | "kind" | "orderId"> & {
  source: "employer" | "visitor";
  clientCompanyId?: string;
  employerUserId?: string;
  jobOrderId?: string;
};

/** Stores an employer's or a visitor's request for a listed candidate; see recordTalentRequest. */
function recordRequest(
  tx: Transaction,
  listing: { candidateId: string; publicId: string; headline: string },
  { orderTitle, ...request }: NewRequest,
): Promise<typeof talentRequests.$inferSelect> {
  return recordTalentRequest(
    tx,
    {
      ...request,
      candidateId: listing.candidateId,
      profilePublicId: listing.publicId,
      headline: listing.headline,
    },
    { orderTitle, alreadyRequested: TALENT_MESSAGES.alreadyRequested },
  );
}

/** POST /api/talent/:profileId/leads and the page's visitor form: the contact form's rules. */
export const talentLead: UseCase<typeof talentLeadSchema, { stored: boolean }> = {
  input: talentLeadSchema,
  limits: [
    { ...TALENT_LEAD_LIMITS.perAddress, key: perClientAddress },
    { ...TALENT_LEAD_LIMITS.perEmail, key: (input) => input.email },
  ],
  async run(input) {
    // A filled honeypot looks like a success to the bot and stores nothing.
    if (isHoneypotFilled(input[HONEYPOT_FIELD])) return { stored: false };
    await findListing(db(), input.profileId);
    await assertDeliverable(input.email, UNDELIVERABLE);
    await db().transaction(async (tx) => {
      const listing = await findListing(tx, input.profileId);
      await recordRequest(tx, listing, {
        source: "visitor",
        company: input.company,
        requesterName: input.name,
        requesterEmail: input.email,
        requesterPhone: input.phone,
        orderTitle: null,
        message: input.message,
      });
    });
    return { stored: true };
  },
};

/** The company's orders a candidate can be added to, newest change first. */
export async function talentOrderOptions(session: EmployerSession): Promise<TalentOrderOption[]> {
  return db()
    .select({ id: jobOrders.id, title: jobOrders.title, status: jobOrders.status })
    .from(jobOrders)
    .where(
      and(eq(jobOrders.clientCompanyId, session.companyId), inArray(jobOrders.status, TALENT_ORDER_STATUSES)),
    )
    .orderBy(desc(jobOrders.updatedAt), desc(jobOrders.id))
    .limit(100);
}

/** One of the company's open orders; another company's or an unknown one is a 404, a closed one a 409. */
async function openCompanyOrder(tx: Executor, session: EmployerSession, orderId: string) {
  const [order] = await tx
    .select({ id: jobOrders.id, title: jobOrders.title, status: jobOrders.status })
    .from(jobOrders)
    .where(and(eq(jobOrders.id, orderId), eq(jobOrders.clientCompanyId, session.companyId)));
  if (!order) throw new NotFound(TALENT_MESSAGES.orderNotFound);
  if (!(TALENT_ORDER_STATUSES as readonly string[]).includes(order.status))
    throw new Conflict(TALENT_MESSAGES.orderClosed);
  return order;
}

async function requestingEmployer(tx: Executor, session: EmployerSession) {
  const [found] = await tx
    .select({
      company: clientCompanies.legalName,
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
      email: employerUsers.email,
      phone: employerUsers.workPhone,
    })
    .from(employerUsers)
    .innerJoin(clientCompanies, eq(clientCompanies.id, employerUsers.clientCompanyId))
    .where(and(eq(employerUsers.id, session.userId), eq(clientCompanies.id, session.companyId)));
  if (!found) throw new NotFound(TALENT_MESSAGES.orderNotFound);
  return found;
}

/**
 * POST /api/employers/talent-requests: the candidate goes on one of the company's open orders as a
 * request for the recruiters, or on a new draft order titled by the employer (which they complete
 * and submit in the portal). Needs the manageOrders permission.
 */
export async function requestTalentForOrder(
  session: EmployerSession,
  input: z.output<typeof talentEmployerRequestSchema>,
): Promise<EmployerTalentRequest> {
  requireEmployerPermission(session, "manageOrders");
  const listing = await findListing(db(), input.profileId);
  if (input.orderId !== "new") await openCompanyOrder(db(), session, input.orderId);
  const employer = await requestingEmployer(db(), session);
  // A pending request for the same candidate is refused before a new order is made for it.
  const [pending] = await db()
    .select({ id: talentRequests.id })
    .from(talentRequests)
    .where(
      and(
        eq(talentRequests.candidateId, listing.candidateId),
        eq(talentRequests.requesterEmail, employer.email.toLowerCase()),
        eq(talentRequests.status, "pending"),
      ),
    );
  if (pending) throw new Conflict(TALENT_MESSAGES.alreadyRequested);
  const orderId =
    input.orderId === "new"
      ? (
          await createJobOrder(session, {
            title: input.newOrderTitle,
            orderType: input.newOrderType,
            workplaceType: input.newOrderWorkplace,
          })
        ).id
      : input.orderId;
  const id = await db().transaction(async (tx) => {
    const current = await findListing(tx, input.profileId);
    const order = await openCompanyOrder(tx, session, orderId);
    const row = await recordRequest(tx, current, {
      source: "employer",
      clientCompanyId: session.companyId,
      employerUserId: session.userId,
      jobOrderId: order.id,
      company: employer.company,
      requesterName: `${employer.firstName} ${employer.lastName}`,
      requesterEmail: employer.email.toLowerCase(),
      requesterPhone: employer.phone,
      orderTitle: order.title,
      message: input.message,
    });
    return row.id;
  });
  const [created] = await employerRequests(session, id);
  if (!created) throw new NotFound(TALENT_MESSAGES.requestNotFound);
  return created;
}

/** The company's requests, newest first (or one of them): the anonymous listing and the answer. */
export async function employerRequests(
  session: EmployerSession,
  id?: string,
): Promise<EmployerTalentRequest[]> {
  const rows = await db()
    .select(requestColumns)
    .from(talentRequests)
    .leftJoin(jobOrders, eq(jobOrders.id, talentRequests.jobOrderId))
    .where(
      and(eq(talentRequests.clientCompanyId, session.companyId), ...(id ? [eq(talentRequests.id, id)] : [])),
    )
    .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    // Employer requests always name a listing (only copilot requests have none).
    profileId: row.profilePublicId ?? "",
    headline: row.headline,
    orderId: row.orderId,
    orderTitle: row.orderTitle,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

/** The staff's record: whether the candidate is listed, and every request with who asked. */
export async function staffTalentRecord(candidateId: string): Promise<StaffTalentRecord> {
  if (!isUuid(candidateId)) throw new NotFound(TALENT_MESSAGES.notFound);
  const [listing, rows] = await Promise.all([
    listingOf(db(), candidateId),
    db()
      .select(requestColumns)
      .from(talentRequests)
      .leftJoin(jobOrders, eq(jobOrders.id, talentRequests.jobOrderId))
      .where(eq(talentRequests.candidateId, candidateId))
      .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id)),
  ]);
  return {
    listed: Boolean(listing),
    profileId: listing?.publicId ?? null,
    listedAt: listing?.listedAt.toISOString() ?? null,
    requests: rows.map((row) => ({
      id: row.id,
      source: row.source,
      company: row.company,
      requesterName: row.requesterName,
      requesterEmail: row.requesterEmail,
      requesterPhone: row.requesterPhone,
      orderId: row.orderId,
      orderTitle: row.orderTitle,
      orderStatus: row.orderStatus,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
  };
}

/**
 * POST /api/admin/talent-requests/:id/answer { answer }: a recruiter records the answer the candidate
 * gave them (by phone, by email), with the same effects as the candidate's own, audited. Answers the
 * candidate's staff record.
 */
export async function answerTalentRequestAsStaff(
  actor: AdminActor,
  requestId: string,
  input: { answer: TalentAnswer },
): Promise<StaffTalentRecord> {
  if (!isUuid(requestId)) throw new NotFound(TALENT_MESSAGES.requestNotFound);
  const candidateId = await db().transaction(async (tx) => {
    await answerRequest(tx, eq(talentRequests.id, requestId), input.answer);
    const [row] = await tx
      .select({ candidateId: talentRequests.candidateId })
      .from(talentRequests)
      .where(eq(talentRequests.id, requestId));
    await recordAudit(tx, actor, {
      action: "talent_request.answered",
      entityType: "talent_request",
      entityId: requestId,
      before: { status: "pending" },
      after: { status: input.answer, candidateId: row?.candidateId ?? null },
    });
    return row?.candidateId ?? "";
  });
  return staffTalentRecord(candidateId);
}
