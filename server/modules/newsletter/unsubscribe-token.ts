import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "../../kernel/ids";
import { appSecret } from "../secrets";

const SECRET_NAME = "newsletter-unsubscribe";

/**
 * "<subscriber id>.<HMAC-SHA256 of it>": the link works without a login, cannot be forged for another
 * subscriber, and never expires (an old newsletter's link must still unsubscribe).
 */
export async function unsubscribeToken(subscriberId: string): Promise<string> {
  return `${subscriberId}.${await signature(subscriberId)}`;
}

/** The subscriber id the token was signed for, or null when it is malformed or tampered with. */
export async function verifyUnsubscribeToken(token: unknown): Promise<string | null> {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, mac, ...rest] = token.split(".");
  if (!id || !mac || rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(await signature(id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

async function signature(subscriberId: string): Promise<string> {
  return createHmac("sha256", await appSecret(SECRET_NAME))
    .update(subscriberId)
    .digest("base64url");
}
