import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  WEBINAR_REGISTRATION_REFUSALS,
  type WebinarRegistration,
  type WebinarSchedule,
  webinarRegistrationSchema,
} from "../../../common/webinars";
import { db } from "../../db/client";
import { webinarRegistrations, webinars } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { parseInput } from "../../kernel/parse-input";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { enqueueMail } from "../../mail/outbox";
import { webinarConfirmationEmail } from "./confirmation-email";
import { describeSchedule } from "./schedule";

export const REGISTRATION_REFUSALS = WEBINAR_REGISTRATION_REFUSALS;

export type WebinarRegistrationResult = {
  /** False when this address had already registered: the same registration, no second email. */
  created: boolean;
  webinar: { slug: string; title: string; startsAt: Date; schedule: WebinarSchedule };
  /**
   * What this request submitted (email lower-cased). Never the stored row: whoever types an address
   * that is already registered must not learn the name or company registered with it.
   */
  registration: { name: string; email: string; company: string | null };
};

/** What the /webinars form and POST /api/webinars/{slug}/registrations send: the webinar and the person. */
const registrationRequestSchema = webinarRegistrationSchema.extend({ slug: z.string() });

/**
 * Registration for the page's form and the API alike, counted per client address and per email
 * address (lower-cased), so switching channels does not reset either count.
 */
export const webinarRegistration: UseCase<typeof registrationRequestSchema, WebinarRegistrationResult> = {
  input: registrationRequestSchema,
  limits: [
    { name: "webinar-registration-ip", limit: 10, windowSeconds: 900, key: perClientAddress },
    {
      name: "webinar-registration-email",
      limit: 5,
      windowSeconds: 900,
      key: ({ email }) => email.toLowerCase(),
    },
  ],
  run: ({ slug, ...values }) => register(slug, values),
};

/** Registers the raw input (parsed here) for the webinar, without the rate limits of webinarRegistration. */
export async function registerForWebinar(slug: string, input: unknown): Promise<WebinarRegistrationResult> {
  return register(slug, parseRegistration(input));
}

/**
 * Registers one person for a webinar. Checks and insert run in
 * one transaction holding the webinar's row lock, so two last-seat registrations cannot both win,
 * and the confirmation email is queued in that same transaction: it exists exactly when the
 * registration does. Registering again with the same address (any letter case) returns the
 * existing registration without sending another email, so repeated submissions cannot be used to
 * flood someone's inbox.
 */
async function register(slug: string, values: WebinarRegistration): Promise<WebinarRegistrationResult> {
  const email = values.email.toLowerCase();
  const submitted = { name: values.name, email, company: values.company };

  return db().transaction(async (tx) => {
    const [webinar] = await tx
      .select({ ...webinarColumns, hasStarted: sql<boolean>`${webinars.startsAt} <= now()` })
      .from(webinars)
      .where(eq(webinars.slug, slug))
      .for("update");
    if (!webinar) throw new NotFound(REGISTRATION_REFUSALS.notFound);
    if (webinar.status === "cancelled") throw new Conflict(REGISTRATION_REFUSALS.cancelled);
    if (webinar.hasStarted) throw new Conflict(REGISTRATION_REFUSALS.past);

    const [existing] = await tx
      .select({ id: webinarRegistrations.id })
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.webinarId, webinar.id), eq(webinarRegistrations.email, email)));
    if (existing) return result(false, webinar, submitted);

    const [taken] = await tx
      .select({ seats: count() })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, webinar.id));
    if ((taken?.seats ?? 0) >= webinar.capacity) throw new Conflict(REGISTRATION_REFUSALS.full);

    const [registration] = await tx
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, ...submitted })
      .returning();
    if (!registration) throw new Error("The registration insert returned no row.");
    await enqueueMail(tx, webinarConfirmationEmail(webinar, registration));
    return result(true, webinar, submitted);
  });
}

const webinarColumns = {
  id: webinars.id,
  slug: webinars.slug,
  title: webinars.title,
  summary: webinars.summary,
  audience: webinars.audience,
  hostName: webinars.hostName,
  hostTitle: webinars.hostTitle,
  startsAt: webinars.startsAt,
  durationMinutes: webinars.durationMinutes,
  capacity: webinars.capacity,
  status: webinars.status,
};

function result(
  created: boolean,
  webinar: { slug: string; title: string; startsAt: Date; durationMinutes: number },
  registration: WebinarRegistrationResult["registration"],
): WebinarRegistrationResult {
  return {
    created,
    webinar: {
      slug: webinar.slug,
      title: webinar.title,
      startsAt: webinar.startsAt,
      schedule: describeSchedule(webinar.startsAt, webinar.durationMinutes),
    },
    registration,
  };
}

/** The shared form schema; each failing field gets its message (400 in the API, inline on the page). */
export function parseRegistration(input: unknown): WebinarRegistration {
  return parseInput(webinarRegistrationSchema, input);
}
