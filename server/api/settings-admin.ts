import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import { getAdminSiteSettings, settingsInputSchema, updateSiteSettings } from "../modules/settings";

/** The site settings an admin edits (behind adminGuardRouter); a change is audited. */
export const settingsAdminRouter = Router();

settingsAdminRouter.get("/admin/settings", async (_req, res) => {
  res.json(await getAdminSiteSettings());
});
settingsAdminRouter.put("/admin/settings", async (req, res) => {
  res.json(await updateSiteSettings(adminOf(res), parseInput(settingsInputSchema, req.body)));
});
