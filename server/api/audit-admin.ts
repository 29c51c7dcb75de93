import { Router } from "express";
import { listAuditLog } from "../modules/audit";
import { listHandler } from "./admin-route-handlers";

/** The audit log, newest first (behind adminGuardRouter). */
export const auditAdminRouter = Router();

auditAdminRouter.get("/admin/audit", listHandler(listAuditLog));
