import { Router } from "express";
import { CONTACT_SUCCESS_MESSAGE } from "../../common/contact";
import { CONTACT_LIMIT_PER_IP, submitContactMessage } from "../modules/contact";
import { byIp, rateLimit } from "../rate-limit";

export const contactRouter = Router();

/**
 * Accepts the home form { firstName, lastName, email, subject, message } or the /contact form (the
 * same plus phone and an optional company); an optional `form: "home" | "contact"` picks the schema,
 * otherwise a `phone` key means the /contact form. 201 { id, message } when stored (and for a retry
 * with the same Idempotency-Key: the same id), 400 with fields, 429 past the per-address limit.
 */
contactRouter.post("/contact", rateLimit({ ...CONTACT_LIMIT_PER_IP, key: byIp }), async (req, res) => {
  const { id } = await submitContactMessage({
    body: req.body,
    ip: req.ip,
    userAgent: req.get("user-agent"),
    idempotencyKey: req.get("idempotency-key"),
  });
  res.status(201).json({ id, message: CONTACT_SUCCESS_MESSAGE });
});
