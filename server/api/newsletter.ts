import { Router } from "express";
import { NEWSLETTER_MESSAGES } from "../../common/newsletter";
import { Invalid } from "../errors";
import { SUBSCRIBE_LIMIT_PER_IP, subscribeToNewsletter, unsubscribeWithToken } from "../modules/newsletter";
import { byIp, rateLimit } from "../rate-limit";

export const newsletterRouter = Router();

/**
 * Subscribes { email }: 201 { message: "Successfully subscribed!" } for a new or returning
 * subscriber, 200 with the same message when the address is already subscribed (no second email),
 * 400 { error, fields } for a missing or invalid address, 429 past the per-address limit.
 */
newsletterRouter.post(
  "/email-subscriptions",
  rateLimit({ ...SUBSCRIBE_LIMIT_PER_IP, key: byIp }),
  async (req, res) => {
    const { welcomed } = await subscribeToNewsletter(req.body);
    res.status(welcomed ? 201 : 200).json({ message: NEWSLETTER_MESSAGES.subscribed });
  },
);

/**
 * Unsubscribes the subscriber named by the signed ?token= (or { token } in a JSON body). Mail
 * clients' RFC 8058 one-click POSTs go to the /unsubscribe page, whose action does the same thing,
 * because /api accepts only JSON bodies. 200 { message } or 400 for an invalid token.
 */
newsletterRouter.post("/email-subscriptions/unsubscribe", async (req, res) => {
  const token = req.query.token ?? req.body?.token;
  const result = await unsubscribeWithToken(token);
  if (!result.ok)
    throw new Invalid(NEWSLETTER_MESSAGES.invalidToken, { token: NEWSLETTER_MESSAGES.invalidToken });
  res.json({ message: NEWSLETTER_MESSAGES.unsubscribed });
});
