/**
 * The emailed links that reschedule or cancel a consultation without an account. A token names what it
 * does, which consultation, and until when, and carries an HMAC of the three under an app secret: it
 * cannot be turned to another purpose, another consultation or a later date, and nothing needs storing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_PAGES,
  type ManageLinkPurpose,
} from "../../../common/consultations";
import { DomainError, Forbidden, NotFound } from "../../errors";
import { siteLink } from "../../kernel/email-layout";
import { isUuid } from "../../kernel/ids";
import { appSecret } from "../secrets";

/** 410: the link was real but has run out (or its consultation can no longer change). */
export class ConsultationLinkGone extends DomainError {
  override readonly status = 410;
}

const PURPOSE_CODES: Record<ManageLinkPurpose, string> = { reschedule: "r", cancel: "c" };
const TOKEN = /^([rc])\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

async function signature(
  purpose: ManageLinkPurpose,
  consultationId: string,
  expiresAt: number,
): Promise<string> {
  return createHmac("sha256", await appSecret("consultation-links"))
    .update(`${purpose}:${consultationId}:${expiresAt}`)
    .digest("base64url");
}

/** A token for one purpose on one consultation, good until `expiresAt` (the consultation's start). */
export async function signManageToken(
  purpose: ManageLinkPurpose,
  consultationId: string,
  expiresAt: Date,
): Promise<string> {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${PURPOSE_CODES[purpose]}.${consultationId}.${seconds}.${await signature(purpose, consultationId, seconds)}`;
}

/** Both links of a consultation as absolute URLs, for emails and the confirmation page. */
export async function manageLinks(
  consultationId: string,
  startsAt: Date,
): Promise<Record<ManageLinkPurpose, string>> {
  const link = async (purpose: ManageLinkPurpose) =>
    siteLink(`${CONSULTATION_PAGES[purpose]}/${await signManageToken(purpose, consultationId, startsAt)}`);
  return { reschedule: await link("reschedule"), cancel: await link("cancel") };
}

export type VerifiedLink = { purpose: ManageLinkPurpose; consultationId: string; expiresAt: Date };

/**
 * What a token allows: 404 for anything not signed by us (a changed id, purpose or date breaks the
 * signature), 410 past its date, 403 when `required` is another purpose than the link's.
 */
export async function verifyManageToken(
  token: string,
  now: Date,
  required?: ManageLinkPurpose,
): Promise<VerifiedLink> {
  const match = TOKEN.exec(token);
  if (!match) throw new NotFound(CONSULTATION_MESSAGES.linkUnknown);
  const [, code, consultationId = "", seconds = "0", given = ""] = match;
  const purpose: ManageLinkPurpose = code === "r" ? "reschedule" : "cancel";
  if (!isUuid(consultationId)) throw new NotFound(CONSULTATION_MESSAGES.linkUnknown);
  const expected = Buffer.from(await signature(purpose, consultationId, Number(seconds)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new NotFound(CONSULTATION_MESSAGES.linkUnknown);
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt <= now) throw new ConsultationLinkGone(CONSULTATION_MESSAGES.linkExpired);
  if (required && required !== purpose) throw new Forbidden(CONSULTATION_MESSAGES.linkWrongPurpose);
  return { purpose, consultationId, expiresAt };
}
