import { Router } from "express";
import { loadOverview } from "../modules/admin-overview";

/** The console's landing figures (behind adminGuardRouter). */
export const adminOverviewRouter = Router();

adminOverviewRouter.get("/admin/overview", async (_req, res) => {
  res.json(await loadOverview());
});
