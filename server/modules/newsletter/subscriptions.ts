import { eq, sql } from "drizzle-orm";
import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema } from "../../../common/newsletter";
import { db } from "../../db/client";
import { emailSubscribers } from "../../db/schema";
import { Invalid } from "../../errors";
import { fieldErrorsOf } from "../../kernel/parse-input";
import { enqueueMail } from "../../mail/outbox";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";
import { newsletterWelcomeEmail } from "./welcome-email";

/** Per client address on the API. */
export const SUBSCRIBE_LIMIT_PER_IP = { name: "newsletter-subscribe-ip", limit: 10, windowSeconds: 600 };

export type SubscribeResult = {
  /** True for a new address or one coming back after unsubscribing: only then is a welcome sent. */
  welcomed: boolean;
};

/**
 * Subscribes an address (compared case-insensitively). Subscribing again while subscribed changes
 * nothing and sends nothing, so the form cannot be used to flood an inbox; after an unsubscribe it
 * reactivates the same row. The welcome email is queued in the same transaction.
 */
export async function subscribeToNewsletter(input: unknown, source = "website"): Promise<SubscribeResult> {
  const { email } = parseSubscription(input);
  return db().transaction(async (tx) => {
    // Upsert on lower(email): concurrent first subscriptions of one address end as one row. The
    // WHERE leaves a subscribed row untouched, so it returns no row and no second welcome is sent.
    const { rows } = await tx.execute<{ id: string; email: string }>(sql`
      insert into email_subscribers (email, source) values (${email}, ${source})
      on conflict (lower(email)) do update
        set status = 'subscribed', subscribed_at = now(), unsubscribed_at = null
        where email_subscribers.status = 'unsubscribed'
      returning id, email`);
    const row = rows[0];
    if (!row) return { welcomed: false };
    await enqueueMail(tx, newsletterWelcomeEmail(row.email, await unsubscribeToken(row.id)));
    return { welcomed: true };
  });
}

export type UnsubscribeResult = { ok: true; email: string } | { ok: false };

/**
 * Unsubscribes whoever the signed token names. Repeating it is harmless (still ok); a malformed or
 * tampered token, or one for a deleted subscriber, is { ok: false }.
 */
export async function unsubscribeWithToken(token: unknown): Promise<UnsubscribeResult> {
  const id = await verifyUnsubscribeToken(token);
  if (!id) return { ok: false };
  const [row] = await db()
    .update(emailSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, now())`,
    })
    .where(eq(emailSubscribers.id, id))
    .returning({ email: emailSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false };
}

/** Whether the token is genuine and names a subscriber (the page checks before showing its button). */
export async function findSubscriberByToken(
  token: unknown,
): Promise<{ email: string; subscribed: boolean } | null> {
  const id = await verifyUnsubscribeToken(token);
  if (!id) return null;
  const [row] = await db()
    .select({ email: emailSubscribers.email, status: emailSubscribers.status })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.id, id));
  return row ? { email: row.email, subscribed: row.status === "subscribed" } : null;
}

export function parseSubscription(input: unknown): { email: string } {
  const parsed = newsletterSubscriptionSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error.issues);
  throw new Invalid(fields.email ?? NEWSLETTER_MESSAGES.emailRequired, fields);
}
