import { Router } from "express";
import { adminOf } from "../modules/admin-auth";
import {
  cancelInterview,
  interviewInputSchema,
  listAdminInterviews,
  listApplicationInterviews,
  rescheduleInterview,
  scheduleInterview,
} from "../modules/interviews";
import { changeHandler, listHandler } from "./admin-route-handlers";

/**
 * The console's interviews (issue 8). Mounted after adminGuardRouter, whose guard puts every
 * /api/admin path here behind requireAdmin; each change is audited and emails the candidate an
 * .ics in the same transaction.
 */
export const interviewsAdminRouter = Router();

/** ?range=upcoming|past&page= → 200 { rows: AdminInterview[], total, page, pageSize, range }. */
interviewsAdminRouter.get("/admin/interviews", listHandler(listAdminInterviews));

/** → 200 { interviews: AdminInterview[] } for one application, latest first; 404. */
interviewsAdminRouter.get("/admin/applications/:id/interviews", async (req, res) => {
  res.json(await listApplicationInterviews(req.params.id));
});

/**
 * { date, time, timeZone, durationMinutes, format, location?, meetingUrl?, interviewers? } → 201
 * AdminInterview; 400 { error, fields }; 404 unknown application; 409 closed application.
 */
interviewsAdminRouter.post("/admin/applications/:id/interviews", async (req, res) => {
  res.status(201).json(await scheduleInterview(adminOf(res), req.params.id, req.body ?? {}));
});

/** The same body as scheduling → 200 AdminInterview (sequence + 1, reply reset); 400; 404; 409. */
interviewsAdminRouter.put("/admin/interviews/:id", changeHandler(interviewInputSchema, rescheduleInterview));

/** → 200 AdminInterview (status cancelled, sequence + 1); 404; 409 when cancelled already or over. */
interviewsAdminRouter.post("/admin/interviews/:id/cancel", async (req, res) => {
  res.json(await cancelInterview(adminOf(res), req.params.id));
});
