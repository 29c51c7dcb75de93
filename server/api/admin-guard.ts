import { Router } from "express";
import { requireAdmin } from "../modules/admin-auth";

/**
 * Puts every /api/admin path but the sign-in routes (/api/admin/auth/*, mounted before it) behind
 * requireAdmin: 401 without an admin session, 403 for any other credential or a cross-site
 * state-changing request. Every admin router is mounted after this one.
 */
export const adminGuardRouter = Router();

adminGuardRouter.use("/admin", (req, res, next) =>
  req.path === "/auth" || req.path.startsWith("/auth/") ? next() : requireAdmin(req, res, next),
);
