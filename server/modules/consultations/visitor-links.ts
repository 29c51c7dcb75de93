/** What a visitor does from the emailed links: read the consultation, reschedule it, or cancel it. */
import { z } from "zod";
import { consultationRescheduleSchema } from "../../../common/consultation-schemas";
import {
  CONSULTATION_MESSAGES,
  type ManagedConsultation,
  type ManageLinkPurpose,
  type VisitorConsultation,
} from "../../../common/consultations";
import { db } from "../../db/client";
import { NotFound } from "../../errors";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { type ChangeChannel, cancelConsultation, type MoveRequest, moveConsultation } from "./changes";
import { consultationCalendar } from "./emails";
import { ConsultationLinkGone, verifyManageToken } from "./manage-links";
import { type ConsultationRecord, loadConsultation, visitorView } from "./records";

/** A link stops working once its consultation is cancelled or has begun (410, as an expired link). */
const byLink: ChangeChannel = {
  assertChangeable(record, now) {
    if (record.status === "cancelled") throw new ConsultationLinkGone(CONSULTATION_MESSAGES.alreadyCancelled);
    if (record.status !== "booked" || record.startsAt <= now)
      throw new ConsultationLinkGone(CONSULTATION_MESSAGES.alreadyStarted);
  },
};

/** The link's consultation; a signed link whose consultation is gone reads as unknown. */
async function linkedConsultation(token: string, now: Date, purpose?: ManageLinkPurpose) {
  const link = await verifyManageToken(token, now, purpose);
  let record: ConsultationRecord;
  try {
    record = await loadConsultation(db(), link.consultationId);
  } catch (error) {
    if (error instanceof NotFound) throw new NotFound(CONSULTATION_MESSAGES.linkUnknown);
    throw error;
  }
  byLink.assertChangeable(record, now);
  return { link, record };
}

/** GET /api/consultations/links/:token: what the link is for and the consultation it acts on. */
export async function readManageLink(token: string, now = new Date()): Promise<ManagedConsultation> {
  const { link, record } = await linkedConsultation(token, now);
  return {
    purpose: link.purpose,
    expiresAt: link.expiresAt.toISOString(),
    staffId: record.staffId,
    consultation: visitorView(record),
  };
}

/**
 * The consultation's invitation as it stands (its current SEQUENCE), for the confirmation's "Add to
 * calendar": either link reads it, as either reads the consultation.
 */
export async function invitationByLink(token: string, now = new Date()): Promise<string> {
  const { record } = await linkedConsultation(token, now);
  return consultationCalendar(record, "REQUEST");
}

/** Reschedules with a reschedule link only (a cancel link is 403). */
export async function rescheduleByLink(
  token: string,
  request: MoveRequest,
  now = new Date(),
): Promise<VisitorConsultation> {
  const { link } = await linkedConsultation(token, now, "reschedule");
  return visitorView(await moveConsultation(link.consultationId, request, byLink, now));
}

/** Cancels with a cancel link only (a reschedule link is 403). */
export async function cancelByLink(token: string, now = new Date()): Promise<VisitorConsultation> {
  const { link, record } = await linkedConsultation(token, now, "cancel");
  const cancelled = await cancelConsultation(
    link.consultationId,
    { cancelledBy: record.visitorEmail, reason: null },
    byLink,
    now,
  );
  return visitorView(cancelled);
}

const linkSchema = z.object({ token: z.string() });
const rescheduleSchema = consultationRescheduleSchema.extend({ token: z.string() });

/**
 * Per client address for the three link calls together: plenty for a person, and a bound on attempts
 * at signatures (which 256-bit HMACs make hopeless anyway).
 */
const LINK_LIMIT = {
  name: "consultation-link-ip",
  limit: 60,
  windowSeconds: 900,
  key: perClientAddress,
} as const;

/** GET /api/consultations/links/:token */
export const manageLinkRead: UseCase<typeof linkSchema, ManagedConsultation> = {
  input: linkSchema,
  limits: [LINK_LIMIT],
  run: ({ token }) => readManageLink(token),
};

/** GET /api/consultations/links/:token/invitation.ics */
export const manageLinkInvitation: UseCase<typeof linkSchema, string> = {
  input: linkSchema,
  limits: [LINK_LIMIT],
  run: ({ token }) => invitationByLink(token),
};

/** POST /api/consultations/links/:token/reschedule, and the reschedule page's action. */
export const manageLinkReschedule: UseCase<typeof rescheduleSchema, VisitorConsultation> = {
  input: rescheduleSchema,
  limits: [LINK_LIMIT],
  run: ({ token, ...request }) => rescheduleByLink(token, request),
};

/** POST /api/consultations/links/:token/cancel, and the cancel page's action. */
export const manageLinkCancel: UseCase<typeof linkSchema, VisitorConsultation> = {
  input: linkSchema,
  limits: [LINK_LIMIT],
  run: ({ token }) => cancelByLink(token),
};
