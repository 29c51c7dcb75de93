import { createHmac } from "node:crypto";
import { appSecret } from "../secrets";

/**
 * The token of an alert's unsubscribe link: an HMAC of the alert id under an app secret, so every
 * email of the alert carries the same working link while the table keeps only its SHA-256 (a copy
 * of the table unsubscribes nobody, and the id alone does not give the token).
 */
export async function unsubscribeToken(alertId: string): Promise<string> {
  return createHmac("sha256", await appSecret("job-alert-unsubscribe"))
    .update(alertId)
    .digest("base64url");
}
