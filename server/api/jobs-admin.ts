import { Router } from "express";
import {
  createJob,
  getAdminJob,
  jobInputSchema,
  jobPrioritySchema,
  jobStatusSchema,
  listAdminJobs,
  setJobPriority,
  setJobStatus,
  updateJob,
} from "../modules/jobs";
import { changeHandler, createHandler, listHandler, recordHandler } from "./admin-route-handlers";

/** The console's job postings (behind adminGuardRouter); each change is audited in its own transaction. */
export const jobsAdminRouter = Router();

jobsAdminRouter.get("/admin/jobs", listHandler(listAdminJobs));
jobsAdminRouter.post("/admin/jobs", createHandler(jobInputSchema, createJob));
jobsAdminRouter.get("/admin/jobs/:id", recordHandler(getAdminJob));
jobsAdminRouter.put("/admin/jobs/:id", changeHandler(jobInputSchema, updateJob));
jobsAdminRouter.post("/admin/jobs/:id/status", changeHandler(jobStatusSchema, setJobStatus));
jobsAdminRouter.post("/admin/jobs/:id/priority", changeHandler(jobPrioritySchema, setJobPriority));
