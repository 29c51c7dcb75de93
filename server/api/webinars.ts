import { Router } from "express";
import { registrationConfirmation } from "../../common/webinars";
import {
  REGISTRATION_LIMIT_PER_EMAIL,
  REGISTRATION_LIMIT_PER_IP,
  registerForWebinar,
} from "../modules/webinars";
import { byAccount, byIp, rateLimit } from "../rate-limit";

export const webinarsRouter = Router();

/**
 * Registers the body's { name, email, company? } for the webinar: 201 with a new registration,
 * 200 when the address had already registered (no second email), 400 with fields, 404, 409 when
 * the webinar is full, cancelled or over, 429 past the rate limits.
 */
webinarsRouter.post(
  "/webinars/:slug/registrations",
  rateLimit({ ...REGISTRATION_LIMIT_PER_IP, key: byIp }),
  rateLimit({ ...REGISTRATION_LIMIT_PER_EMAIL, key: byAccount((req) => req.body?.email) }),
  async (req, res) => {
    const { created, webinar, registration } = await registerForWebinar(String(req.params.slug), req.body);
    res.status(created ? 201 : 200).json({
      registration: {
        webinar: { slug: webinar.slug, title: webinar.title, startsAt: webinar.startsAt.toISOString() },
        name: registration.name,
        email: registration.email,
        company: registration.company,
      },
      message: registrationConfirmation(webinar.title, registration.email),
    });
  },
);
