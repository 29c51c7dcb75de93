import { Router } from "express";
import { requisitionStatusSchema } from "../../common/job-order-schemas";
import { requisitionForRecruiters } from "../modules/copilot-candidates";
import {
  acceptRequisition,
  listRequisitions,
  publishRequisition,
  setRequisitionStatus,
} from "../modules/job-orders";
import { changeHandler, listHandler, recordHandler } from "./admin-route-handlers";

/**
 * Requisitions for staff (behind adminGuardRouter): the job orders companies submitted. The list
 * (?status=, ?company=<id>, ?page=), one requisition, accept, publish as a job, and the status
 * changes after; each change is audited and added to the order's history.
 */
export const jobOrdersAdminRouter = Router();

jobOrdersAdminRouter.get("/admin/requisitions", listHandler(listRequisitions));
/** → 200 the requisition with `copilotCandidates` (the AI hiring assistant client's, named; [] for others); 404. */
jobOrdersAdminRouter.get("/admin/requisitions/:id", recordHandler(requisitionForRecruiters));
/** → 200 the requisition; 404; 409 unless submitted, or while the company is not approved. */
jobOrdersAdminRouter.post("/admin/requisitions/:id/accept", changeHandler(acceptRequisition));
/** → 200 the requisition, linked to its new open job; 404; 409 before acceptance or when already published. */
jobOrdersAdminRouter.post("/admin/requisitions/:id/publish", changeHandler(publishRequisition));
/** { status: sourcing | interviewing | filled | closed } → 200 the requisition; 400; 404; 409 for a move it can't make. */
jobOrdersAdminRouter.post(
  "/admin/requisitions/:id/status",
  changeHandler(requisitionStatusSchema, setRequisitionStatus),
);
