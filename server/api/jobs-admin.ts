import { Router } from "express";
import {
  createJob,
  getAdminJob,
  listAdminJobs,
  setJobPriority,
  setJobStatus,
  updateJob,
} from "../modules/jobs";
import { changeHandler, createHandler, listHandler, recordHandler } from "./admin-route-handlers";

/** The console's job postings (behind adminGuardRouter); each change is audited in its own transaction. */
export const jobsAdminRouter = Router();

jobsAdminRouter.get("/admin/jobs", listHandler(listAdminJobs));
jobsAdminRouter.post("/admin/jobs", createHandler(createJob));
jobsAdminRouter.get("/admin/jobs/:id", recordHandler(getAdminJob));
jobsAdminRouter.put("/admin/jobs/:id", changeHandler(updateJob));
jobsAdminRouter.post("/admin/jobs/:id/status", changeHandler(setJobStatus));
jobsAdminRouter.post("/admin/jobs/:id/priority", changeHandler(setJobPriority));
