import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateCandidate } from "../modules/candidates";
import {
  candidateInterviewCalendar,
  chooseInterviewTime,
  chooseInterviewTimeSchema,
  confirmInterview,
  listCandidateInterviews,
  requestInterviewReschedule,
  rescheduleRequestSchema,
} from "../modules/interviews";

/**
 * The candidate's interviews (issue 8), Bearer token on every call (401 without a live one). Only
 * interviews of the candidate's own applications exist here: any other id is 404.
 */
export const interviewsRouter = Router();

/** → 200 { upcoming: CandidateInterview[], past: CandidateInterview[] }. */
interviewsRouter.get("/candidates/interviews", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await listCandidateInterviews(session));
});

/** → 200 text/calendar attachment (interview.ics) at the current sequence; 404. */
interviewsRouter.get("/candidates/interviews/:id/ics", async (req, res) => {
  const session = await authenticateCandidate(req);
  const { fileName, ics } = await candidateInterviewCalendar(session, req.params.id);
  res.set("Cache-Control", "private, no-store");
  res.attachment(fileName);
  res.type("text/calendar; charset=utf-8");
  res.send(ics);
});

/** → 200 CandidateInterview (candidateResponse "confirmed"); 404; 409 cancelled or over. */
interviewsRouter.post("/candidates/interviews/:id/confirm", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await confirmInterview(session, req.params.id));
});

/** { note } (1–1000 characters) → 200 CandidateInterview ("reschedule_requested"); 400; 404; 409. */
interviewsRouter.post("/candidates/interviews/:id/reschedule-request", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(
    await requestInterviewReschedule(
      session,
      req.params.id,
      parseInput(rescheduleRequestSchema, req.body ?? {}),
    ),
  );
});

/**
 * { startsAt } (one of the employer's proposed times) → 200 CandidateInterview ("scheduled"); the
 * .ics goes to everyone taking part. 400 for a time not proposed or past; 404; 409 once set or cancelled.
 */
interviewsRouter.post("/candidates/interviews/:id/choose-time", async (req, res) => {
  const session = await authenticateCandidate(req);
  const input = parseInput(chooseInterviewTimeSchema, req.body ?? {});
  res.json(await chooseInterviewTime(session, req.params.id, input));
});
