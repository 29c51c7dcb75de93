import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import {
  consultationBooking,
  consultationOptions,
  consultationSlotsQuerySchema,
  findConsultationSlots,
  listCandidateConsultations,
  listEmployerConsultations,
  manageLinkCancel,
  manageLinkInvitation,
  manageLinkRead,
  manageLinkReschedule,
} from "../modules/consultations";
import { authenticateEmployer } from "../modules/employer-accounts";
import { queryOf } from "./admin-route-handlers";
import { answeringSlotTaken } from "./consultation-slot-taken";
import { bodyWith, runForRequest } from "./run-for-request";

/**
 * Consultations for visitors (issue 20): options, open slots, booking, and the emailed links; and the
 * signed-in candidate's and employer's own. Paths, bodies and statuses: common/consultations.ts.
 */
export const consultationsRouter = Router();

/** → 200 ConsultationOptions. */
consultationsRouter.get("/consultations/options", async (_req, res) => {
  res.json(await consultationOptions());
});

/** ?type=&staff=&timeZone=&from=&to= → 200 ConsultationSlots; 400; 404 unknown staff member. */
consultationsRouter.get("/consultations/slots", async (req, res) => {
  const query = parseInput(consultationSlotsQuerySchema, Object.fromEntries(queryOf(req)));
  res.set("Cache-Control", "no-store");
  res.json(await findConsultationSlots(query));
});

/** ConsultationBookingInput → 201 ConsultationBookingResult; 400; 404; 409 ConsultationSlotTaken; 429. */
consultationsRouter.post("/consultations", async (req, res) => {
  await answeringSlotTaken(res, async () => {
    res.status(201).json(await runForRequest(consultationBooking, req, req.body));
  });
});

/** → 200 ManagedConsultation; 404 unknown link; 410 expired, cancelled or begun. */
consultationsRouter.get("/consultations/links/:token", async (req, res) => {
  res.set("Cache-Control", "private, no-store");
  res.json(await runForRequest(manageLinkRead, req, { token: req.params.token }));
});

/** → 200 text/calendar, the invitation as it stands (either link); 404; 410 expired, cancelled or begun. */
consultationsRouter.get("/consultations/links/:token/invitation.ics", async (req, res) => {
  const calendar = await runForRequest(manageLinkInvitation, req, { token: req.params.token });
  res.set("Cache-Control", "private, no-store");
  res.attachment("consultation.ics").type("text/calendar; charset=utf-8").send(calendar);
});

/** { start, staffId?, timeZone? } → 200 VisitorConsultation; 400; 403 a cancel link; 404; 409; 410. */
consultationsRouter.post("/consultations/links/:token/reschedule", async (req, res) => {
  await answeringSlotTaken(res, async () => {
    res.json(await runForRequest(manageLinkReschedule, req, bodyWith(req, { token: req.params.token })));
  });
});

/** → 200 VisitorConsultation (cancelled); 403 a reschedule link; 404; 410. */
consultationsRouter.post("/consultations/links/:token/cancel", async (req, res) => {
  res.json(await runForRequest(manageLinkCancel, req, { token: req.params.token }));
});

/** → 200 PortalConsultations for the signed-in candidate (Bearer token); 401. */
consultationsRouter.get("/candidates/consultations", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await listCandidateConsultations(session));
});

/** → 200 PortalConsultations for the signed-in employer user (session cookie); 401. */
consultationsRouter.get("/employers/consultations", async (req, res) => {
  const session = await authenticateEmployer(req.get("cookie"));
  res.set("Cache-Control", "private, no-store");
  res.json(await listEmployerConsultations(session));
});
