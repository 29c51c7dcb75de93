import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema";
import { Invalid } from "../errors";
import { type MailMessage, mailMessageSchema } from "./mail-message";

export type { MailMessage } from "./mail-message";

/** PostgreSQL NOTIFY channel the delivery worker listens on. */
export const OUTBOX_CHANNEL = "mail_outbox";

/**
 * Queues an email in the outbox. Pass the transaction that writes the business row: the email
 * then exists exactly when that row does, and the worker delivers it after commit.
 */
export async function enqueueMail(executor: Executor, message: MailMessage): Promise<{ id: string }> {
  const parsed = mailMessageSchema.safeParse(message);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "message";
    throw new Invalid(`The email could not be queued: ${field} ${issue?.message ?? "is invalid"}.`);
  }
  const valid = parsed.data;
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      toAddress: valid.to,
      subject: valid.subject,
      textBody: valid.text,
      htmlBody: valid.html ?? null,
      headers: valid.headers,
      attachments: valid.attachments,
      // now() is fixed for a whole transaction; the clock keeps two emails of one transaction in order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: mailOutbox.id });
  // NOTIFY is delivered only on commit (and dropped on rollback), so the worker wakes exactly when
  // the row becomes visible to it, on every app instance.
  await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  if (!row) throw new Error("The outbox insert returned no row.");
  return row;
}
