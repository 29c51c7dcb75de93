import { Router } from "express";
import { adminOf } from "../modules/admin-auth";
import {
  createBlogPost,
  createWebinar,
  deleteBlogPost,
  deleteWebinar,
  getAdminBlogPost,
  getAdminWebinar,
  listAdminBlogPosts,
  listAdminWebinars,
  listRegistrants,
  registrantsCsv,
  removeBlogCover,
  sendCsv,
  setBlogPostStatus,
  updateBlogPost,
  updateWebinar,
  uploadBlogCover,
} from "../modules/admin-console";
import { changeHandler, createHandler, listHandler, queryOf, recordHandler } from "./admin-route-handlers";

/**
 * The console's blog and webinar API (issue 7). Mounted after adminConsoleRouter, whose guard puts
 * every /api/admin path here behind requireAdmin; each change is audited in its own transaction.
 */
export const adminContentRouter = Router();

adminContentRouter.get("/admin/blog", listHandler(listAdminBlogPosts));
adminContentRouter.post("/admin/blog", createHandler(createBlogPost));
adminContentRouter.get("/admin/blog/:id", recordHandler(getAdminBlogPost));
adminContentRouter.put("/admin/blog/:id", changeHandler(updateBlogPost));
adminContentRouter.post("/admin/blog/:id/status", changeHandler(setBlogPostStatus));
/** → 200 { deleted: true, id }; 404 for an unknown post. Its uploaded cover file is deleted too. */
adminContentRouter.delete("/admin/blog/:id", changeHandler(deleteBlogPost));
/** multipart/form-data: `file` (JPEG, PNG or WebP, at most 5 MB) and `coverAlt`. */
adminContentRouter.post("/admin/blog/:id/cover", async (req, res) => {
  res.json(await uploadBlogCover(adminOf(res), req.params.id, req));
});
adminContentRouter.post("/admin/blog/:id/cover/removal", changeHandler(removeBlogCover));

adminContentRouter.get("/admin/webinars", listHandler(listAdminWebinars));
adminContentRouter.post("/admin/webinars", createHandler(createWebinar));
adminContentRouter.get("/admin/webinars/:id", recordHandler(getAdminWebinar));
adminContentRouter.put("/admin/webinars/:id", changeHandler(updateWebinar));
/** → 200 { deleted: true, id }; 404 unknown; 409 once anyone has registered (cancel it instead). */
adminContentRouter.delete("/admin/webinars/:id", changeHandler(deleteWebinar));
adminContentRouter.get("/admin/webinars/:id/registrants", async (req, res) => {
  res.json(await listRegistrants(req.params.id, queryOf(req)));
});
adminContentRouter.get("/admin/webinars/:id/registrants.csv", async (req, res) => {
  const { fileName, chunks } = await registrantsCsv(req.params.id);
  await sendCsv(res, fileName, chunks);
});
