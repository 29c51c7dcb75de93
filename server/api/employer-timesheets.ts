import { type Request, Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { authenticateEmployer } from "../modules/employer-accounts";
import {
  approveCompanyWeek,
  bulkApprovalSchema,
  bulkApproveCompanyWeeks,
  listCompanyTimesheets,
  rejectCompanyWeek,
} from "../modules/employer-timesheets";

/**
 * The employer portal's timesheet approval (issue 18), for the roles with approveTimesheets (else
 * 403). Mounted after employerAccountsRouter, whose guard refuses cross-site changes to /api/employers.
 */
export const employerTimesheetsRouter = Router();

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

/** → 200 { waiting, recent }: EmployerTimesheet[] with their days; 401; 403. */
employerTimesheetsRouter.get("/employers/timesheets", async (req, res) => {
  res.json(await listCompanyTimesheets(await employerOf(req)));
});

/** { ids } → 200 [{ id, outcome: "approved" } | { id, outcome: "refused", status, message }]; 400; 401; 403. */
employerTimesheetsRouter.post("/employers/timesheets/approve", async (req, res) => {
  const session = await employerOf(req);
  res.json(await bulkApproveCompanyWeeks(session, parseInput(bulkApprovalSchema, req.body ?? {})));
});

/** → 200 TimesheetReview (approved, the contractor emailed); 401; 403; 404 not the company's; 409 not waiting. */
employerTimesheetsRouter.post("/employers/timesheets/:id/approve", async (req, res) => {
  res.json(await approveCompanyWeek(await employerOf(req), req.params.id));
});

/** { reason } → 200 TimesheetReview (rejected, the contractor emailed); 400; 401; 403; 404; 409. */
employerTimesheetsRouter.post("/employers/timesheets/:id/reject", async (req, res) => {
  res.json(await rejectCompanyWeek(await employerOf(req), req.params.id, req.body));
});
