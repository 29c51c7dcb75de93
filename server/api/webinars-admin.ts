import { Router } from "express";
import { sendCsv } from "../kernel/csv";
import {
  createWebinar,
  deleteWebinar,
  getAdminWebinar,
  listAdminWebinars,
  listRegistrants,
  registrantsCsv,
  updateWebinar,
  webinarInputSchema,
} from "../modules/webinars";
import { changeHandler, createHandler, listHandler, queryOf, recordHandler } from "./admin-route-handlers";

/** The console's webinars and their registrants (behind adminGuardRouter); each change is audited. */
export const webinarsAdminRouter = Router();

webinarsAdminRouter.get("/admin/webinars", listHandler(listAdminWebinars));
webinarsAdminRouter.post("/admin/webinars", createHandler(webinarInputSchema, createWebinar));
webinarsAdminRouter.get("/admin/webinars/:id", recordHandler(getAdminWebinar));
webinarsAdminRouter.put("/admin/webinars/:id", changeHandler(webinarInputSchema, updateWebinar));
/** → 200 { deleted: true, id }; 404 unknown; 409 once anyone has registered (cancel it instead). */
webinarsAdminRouter.delete("/admin/webinars/:id", changeHandler(deleteWebinar));
webinarsAdminRouter.get("/admin/webinars/:id/registrants", async (req, res) => {
  res.json(await listRegistrants(req.params.id, queryOf(req)));
});
webinarsAdminRouter.get("/admin/webinars/:id/registrants.csv", async (req, res) => {
  const { fileName, chunks } = await registrantsCsv(req.params.id);
  await sendCsv(res, fileName, chunks);
});
