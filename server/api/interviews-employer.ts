import { type Request, Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateEmployer } from "../modules/employer-accounts";
import {
  cancelEmployerInterview,
  employerTimeZoneSchema,
  giveInterviewFeedback,
  interviewFeedbackSchema,
  listEmployerInterviews,
  requestEmployerInterview,
  rescheduleEmployerInterview,
  setEmployerTimeZone,
} from "../modules/interviews";

/**
 * The employer's interviews with submitted candidates (issue 18), behind the employer_session
 * cookie (401). Mounted after employerAccountsRouter, whose guard refuses cross-site changes on
 * every /api/employers path. Roles without manageCandidates get 403; another company's ids are 404.
 */
export const interviewsEmployerRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** → 200 { timeZone, interviews: EmployerInterview[] } soonest first; 401; 403. */
interviewsEmployerRouter.get("/employers/interviews", async (req, res) => {
  res.json(await listEmployerInterviews(await employerOf(req)));
});

/** { timeZone } → 200 { timeZone }: the zone the portal shows and reads times in; 400; 401. */
interviewsEmployerRouter.put("/employers/interviews/time-zone", async (req, res) => {
  const session = await employerOf(req);
  res.json(await setEmployerTimeZone(session, parseInput(employerTimeZoneSchema, req.body ?? {})));
});

/**
 * { submissionId, times: ["YYYY-MM-DDTHH:MM", …] (1–5, in the user's zone), durationMinutes, format,
 * location?, meetingUrl?, interviewers? } → 201 EmployerInterview ("requested"); 400; 401; 403; 404;
 * 409 unless the candidate is approved for interview and has no standing interview.
 */
interviewsEmployerRouter.post("/employers/interviews", async (req, res) => {
  const session = await employerOf(req);
  res.status(201).json(await requestEmployerInterview(session, req.body ?? {}));
});

/** { time: "YYYY-MM-DDTHH:MM" } → 200 EmployerInterview (sequence + 1); 400; 401; 403; 404; 409. */
interviewsEmployerRouter.post("/employers/interviews/:id/reschedule", async (req, res) => {
  const session = await employerOf(req);
  res.json(await rescheduleEmployerInterview(session, req.params.id, req.body ?? {}));
});

/** → 200 EmployerInterview ("cancelled", sequence + 1); 401; 403; 404; 409 when cancelled or over. */
interviewsEmployerRouter.post("/employers/interviews/:id/cancel", async (req, res) => {
  res.json(await cancelEmployerInterview(await employerOf(req), req.params.id));
});

/** { outcome: hire | no_hire | next_round, comments? } → 201 EmployerInterview; 400; 401; 403; 404; 409. */
interviewsEmployerRouter.post("/employers/interviews/:id/feedback", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(interviewFeedbackSchema, req.body ?? {});
  res.status(201).json(await giveInterviewFeedback(session, req.params.id, input));
});
