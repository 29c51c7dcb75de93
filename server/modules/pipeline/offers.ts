import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { APPLICATION_STAGE_LABELS, type StageActor } from "../../../common/recruiting";
import { db, type Transaction } from "../../db/client";
import { applications, candidates, jobs, offers, placements } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { isUuid } from "../../kernel/ids";
import { enqueueMail } from "../../mail/outbox";
import { type AdminActor, recordAudit } from "../audit";
import { APPLICATION_NOT_FOUND, stageHistoryOf } from "./admin-applications";
import { offerWaitingEmail } from "./offer-emails";
import { moveApplicationToStage, stageMoveRefusal } from "./stages";

export const OFFER_NOT_FOUND = "We couldn't find that offer.";
export const OFFER_MESSAGES = {
  alreadyOpen: "This application already has an offer waiting for an answer: withdraw it first.",
  notOpen: "This offer has already been answered or withdrawn.",
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
const rate = (label: string) =>
  z.coerce
    .number({ error: `Enter the ${label} in dollars per hour.` })
    .positive(`The ${label} must be more than 0.`)
    .max(100_000, `The ${label} is too high.`)
    .transform((value) => value.toFixed(2));

export const offerSchema = z
  .object({
    client: z
      .string({ error: "Name the client." })
      .trim()
      .min(1, "Name the client.")
      .max(200, "At most 200 characters."),
    roleTitle: z
      .string({ error: "Give the role's title." })
      .trim()
      .min(1, "Give the role's title.")
      .max(200, "At most 200 characters."),
    location: optionalText(200),
    startDate: z.string({ error: "Choose the start date." }).refine(isRealDate, "Choose the start date."),
    endDate: z
      .string()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isRealDate(value), "Enter a valid end date."),
    payRate: rate("pay rate"),
    billRate: rate("bill rate"),
    supervisorName: optionalText(200),
    supervisorEmail: z
      .string()
      .trim()
      .max(254)
      .optional()
      .nullable()
      .transform((value) => (value ? value.toLowerCase() : null))
      .refine(
        (value) => value === null || z.email().safeParse(value).success,
        "Enter a valid email address.",
      ),
  })
  .strict()
  .superRefine((offer, ctx) => {
    if (offer.endDate && offer.endDate < offer.startDate)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end date must be on or after the start date.",
      });
    if (Number(offer.billRate) < Number(offer.payRate))
      ctx.addIssue({
        code: "custom",
        path: ["billRate"],
        message: "The bill rate must be at least the pay rate.",
      });
  });

type OfferTerms = z.output<typeof offerSchema>;

/**
 * A recruiter makes an offer: stored as 'extended', the application moved to 'offer', the candidate
 * emailed (through the outbox) that it is waiting in the portal, and the change audited, all at once.
 */
export async function createOffer(actor: AdminActor, applicationId: string, terms: OfferTerms) {
  if (!isUuid(applicationId)) throw new NotFound(APPLICATION_NOT_FOUND);
  return db().transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        fullName: applications.fullName,
        email: applications.email,
        candidateId: applications.candidateId,
      })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!application) throw new NotFound(APPLICATION_NOT_FOUND);
    const refusal = stageMoveRefusal(application.status, "offer");
    if (refusal) throw new Conflict(refusal);
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.applicationId, applicationId), eq(offers.status, "extended")));
    if (open) throw new Conflict(OFFER_MESSAGES.alreadyOpen);

    const [offer] = await tx
      .insert(offers)
      .values({ applicationId, ...terms })
      .returning();
    if (!offer) throw new Error("The offer insert returned no row.");
    await moveApplicationToStage(tx, {
      applicationId,
      toStage: "offer",
      actor: "recruiter",
      actorEmail: actor.email,
    });

    const [account] = application.candidateId
      ? await tx
          .select({ firstName: candidates.firstName, email: candidates.email })
          .from(candidates)
          .where(eq(candidates.id, application.candidateId))
      : [];
    await enqueueMail(
      tx,
      offerWaitingEmail({
        to: account?.email ?? application.email,
        name: account?.firstName ?? application.fullName,
        roleTitle: offer.roleTitle,
        hasAccount: account !== undefined,
      }),
    );
    await recordAudit(tx, actor, {
      action: "offer.extended",
      entityType: "offer",
      entityId: offer.id,
      after: { applicationId, ...terms },
    });
    return { offer, history: await stageHistoryOf(tx, applicationId) };
  });
}

type OfferRow = typeof offers.$inferSelect;

async function lockOffer(tx: Transaction, offerId: string, candidateId?: string): Promise<OfferRow> {
  if (!isUuid(offerId)) throw new NotFound(OFFER_NOT_FOUND);
  const [row] = await tx
    .select({ offer: offers, candidateId: applications.candidateId })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(eq(offers.id, offerId))
    .for("update", { of: offers });
  // Another candidate's offer is answered exactly like one that does not exist.
  if (!row || (candidateId !== undefined && row.candidateId !== candidateId))
    throw new NotFound(OFFER_NOT_FOUND);
  return row.offer;
}

async function answerOffer(tx: Transaction, offer: OfferRow, status: "accepted" | "declined" | "withdrawn") {
  if (offer.status !== "extended") throw new Conflict(OFFER_MESSAGES.notOpen);
  const [updated] = await tx
    .update(offers)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(offers.id, offer.id), eq(offers.status, "extended")))
    .returning();
  if (!updated) throw new Conflict(OFFER_MESSAGES.notOpen);
  return updated;
}

/**
 * Accepting an offer, by the candidate or a recruiter recording a verbal yes: the offer accepted, the
 * placement created from its terms, the application placed, in the caller's transaction. The offer row
 * is locked and must still be 'extended', and placements.offer_id is unique: a second accept is a 409
 * and never a second placement.
 */
export async function acceptOfferIn(
  tx: Transaction,
  offerId: string,
  by: { actor: StageActor; actorEmail?: string | null; candidateId?: string },
) {
  const offer = await lockOffer(tx, offerId, by.candidateId);
  const [application] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      jobId: applications.jobId,
      fullName: applications.fullName,
      candidateId: applications.candidateId,
      clientCompanyId: jobs.clientCompanyId,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, offer.applicationId));
  if (!application) throw new NotFound(OFFER_NOT_FOUND);
  if (offer.status !== "extended") throw new Conflict(OFFER_MESSAGES.notOpen);
  const refusal = stageMoveRefusal(application.status, "placed");
  if (refusal) throw new Conflict(refusal);
  const accepted = await answerOffer(tx, offer, "accepted");
  const [candidate] = application.candidateId
    ? await tx
        .select({ firstName: candidates.firstName, lastName: candidates.lastName })
        .from(candidates)
        .where(eq(candidates.id, application.candidateId))
    : [];
  const [placement] = await tx
    .insert(placements)
    .values({
      candidateId: application.candidateId,
      applicationId: application.id,
      offerId: offer.id,
      jobId: application.jobId,
      contractorName: candidate ? `${candidate.firstName} ${candidate.lastName}` : application.fullName,
      client: offer.client,
      // The placement belongs to the job's client company (issue 18): its timesheets and invoices follow it.
      clientCompanyId: application.clientCompanyId,
      roleTitle: offer.roleTitle,
      location: offer.location,
      supervisorName: offer.supervisorName,
      supervisorEmail: offer.supervisorEmail,
      startDate: offer.startDate,
      endDate: offer.endDate,
      payRate: offer.payRate,
      billRate: offer.billRate,
    })
    .onConflictDoNothing()
    .returning();
  if (!placement) throw new Conflict(OFFER_MESSAGES.notOpen);
  await moveApplicationToStage(tx, {
    applicationId: application.id,
    toStage: "placed",
    actor: by.actor,
    actorEmail: by.actorEmail,
  });
  return { offer: accepted, placement };
}

/** A recruiter records the candidate's verbal acceptance; audited. */
export async function acceptOfferForCandidate(actor: AdminActor, offerId: string) {
  return db().transaction(async (tx) => {
    const { offer, placement } = await acceptOfferIn(tx, offerId, {
      actor: "recruiter",
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "offer.accepted",
      entityType: "offer",
      entityId: offer.id,
      before: { status: "extended" },
      after: { status: "accepted", placementId: placement.id },
    });
    return {
      offer,
      placement,
      stage: "placed" as const,
      stageLabel: APPLICATION_STAGE_LABELS.placed,
      history: await stageHistoryOf(tx, offer.applicationId),
    };
  });
}

/** A recruiter withdraws an offer still waiting for an answer; the stage is left for the recruiter to set. */
export async function withdrawOffer(actor: AdminActor, offerId: string) {
  return db().transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    const withdrawn = await answerOffer(tx, offer, "withdrawn");
    await recordAudit(tx, actor, {
      action: "offer.withdrawn",
      entityType: "offer",
      entityId: offer.id,
      before: { status: offer.status },
      after: { status: withdrawn.status },
    });
    return { offer: withdrawn };
  });
}

/** The candidate turns an offer down (only their own: another's is a 404). */
export async function declineOfferAsCandidate(tx: Transaction, candidateId: string, offerId: string) {
  const offer = await lockOffer(tx, offerId, candidateId);
  return answerOffer(tx, offer, "declined");
}
