import { Router } from "express";
import { adminOf } from "../modules/admin-auth";
import {
  decideTimesheetAsStaff,
  endPlacement,
  getAdminPlacement,
  listAdminPlacements,
  listSubmittedTimesheets,
  updatePlacementSupervisor,
} from "../modules/timesheets";
import { changeHandler, listHandler, recordHandler } from "./admin-route-handlers";

/**
 * The console's placements and timesheet approval queue (issue 9). Mounted after adminGuardRouter,
 * whose requireAdmin guard covers every /api/admin path: 401 without an admin session, 403 otherwise.
 */
export const timesheetsAdminRouter = Router();

/** ?status=&q=&page= → 200 { rows: AdminPlacement[], total, page, pageSize, status, q }. */
timesheetsAdminRouter.get("/admin/placements", listHandler(listAdminPlacements));

/** → 200 AdminPlacement (with the bill rate); 404. */
timesheetsAdminRouter.get("/admin/placements/:id", recordHandler(getAdminPlacement));

/** { supervisorName, supervisorEmail } → 200 AdminPlacement (audited); 400; 404. */
timesheetsAdminRouter.post(
  "/admin/placements/:id/supervisor",
  changeHandler((admin, id, body) => updatePlacementSupervisor(admin, id, body)),
);

/** { endDate } → 200 AdminPlacement (ended, audited); 400; 404; 409 already ended. */
timesheetsAdminRouter.post(
  "/admin/placements/:id/end",
  changeHandler((admin, id, body) => endPlacement(admin, id, body)),
);

/** ?page= → 200 { rows: AdminTimesheet[] (submitted, oldest first, with days), total, page, pageSize }. */
timesheetsAdminRouter.get("/admin/timesheets", listHandler(listSubmittedTimesheets));

/** → 200 TimesheetReview (approved, audited, contractor emailed); 404; 409 not submitted. */
timesheetsAdminRouter.post("/admin/timesheets/:id/approve", async (req, res) => {
  res.json(await decideTimesheetAsStaff(adminOf(res), req.params.id, "approved", req.body));
});

/** { reason } → 200 TimesheetReview (rejected, audited, contractor emailed); 400; 404; 409. */
timesheetsAdminRouter.post("/admin/timesheets/:id/reject", async (req, res) => {
  res.json(await decideTimesheetAsStaff(adminOf(res), req.params.id, "rejected", req.body));
});
