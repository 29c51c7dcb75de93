import { Router } from "express";
import { registrationConfirmation } from "../../common/webinars";
import { webinarRegistration } from "../modules/webinars";
import { bodyWith, runForRequest } from "./run-for-request";

export const webinarsRouter = Router();

/**
 * Registers the body's { name, email, company? } for the webinar: 201 with a new registration,
 * 200 when the address had already registered (no second email), 400 with fields, 404, 409 when
 * the webinar is full, cancelled or over, 429 past the rate limits.
 */
webinarsRouter.post("/webinars/:slug/registrations", async (req, res) => {
  const { created, webinar, registration } = await runForRequest(
    webinarRegistration,
    req,
    bodyWith(req, { slug: String(req.params.slug) }),
  );
  res.status(created ? 201 : 200).json({
    registration: {
      webinar: { slug: webinar.slug, title: webinar.title, startsAt: webinar.startsAt.toISOString() },
      name: registration.name,
      email: registration.email,
      company: registration.company,
    },
    message: registrationConfirmation(webinar.title, registration.email),
  });
});
