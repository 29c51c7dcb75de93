import { Router } from "express";
import { authenticateCandidate } from "../modules/candidates";
import {
  getCandidateWeek,
  listCandidatePlacements,
  saveCandidateWeek,
  submitCandidateWeek,
} from "../modules/timesheets";

/**
 * The contractor's assignments and weekly timesheets (issue 9), Bearer token on every call (401
 * without one). Only the candidate's own placements exist here: any other id is 404.
 */
export const timesheetsRouter = Router();

/** → 200 { current: CandidatePlacement[], past: CandidatePlacement[] } (never the bill rate). */
timesheetsRouter.get("/candidates/placements", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await listCandidatePlacements(session));
});

/** ?placement=&week=YYYY-MM-DD (a Monday; defaults: current assignment, this week) → 200 TimesheetWeek; 400; 404. */
timesheetsRouter.get("/candidates/timesheets", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.set("Cache-Control", "private, no-store");
  res.json(await getCandidateWeek(session, req.query));
});

/** { days: [{ hours, breakMinutes, note }] × 7 } → 200 TimesheetWeek (draft); 400 { error, fields }; 404; 409 read-only. */
timesheetsRouter.put("/candidates/timesheets", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await saveCandidateWeek(session, req.query, req.body));
});

/** → 200 TimesheetWeek (submitted; the supervisor is emailed a one-time link); 400; 404; 409. */
timesheetsRouter.post("/candidates/timesheets/submit", async (req, res) => {
  const session = await authenticateCandidate(req);
  res.json(await submitCandidateWeek(session, req.query));
});
