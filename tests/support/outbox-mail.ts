import { desc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { mailOutbox } from "../../server/db/schema";

/** The newest email in the outbox to the address, with the 6-digit code and the link token it carries. */
export async function lastEmailTo(db: Database, address: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`No email to ${address}`);
  return {
    ...mail,
    code: /code is (\d{6})/.exec(mail.subject)?.[1],
    token: /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1],
  };
}
