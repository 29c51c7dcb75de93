import { Router } from "express";
import { adminOf } from "../modules/admin-auth";
import {
  createBlogPost,
  createWebinar,
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

/**
 * The console's blog and webinar API (issue 7). Mounted after adminConsoleRouter, whose guard puts
 * every /api/admin path here behind requireAdmin; each change is audited in its own transaction.
 */
export const adminContentRouter = Router();

const query = (url: string) => new URL(url, "http://localhost").searchParams;

adminContentRouter.get("/admin/blog", async (req, res) => {
  res.json(await listAdminBlogPosts(query(req.originalUrl)));
});
adminContentRouter.post("/admin/blog", async (req, res) => {
  res.status(201).json(await createBlogPost(adminOf(res), req.body));
});
adminContentRouter.get("/admin/blog/:id", async (req, res) => {
  res.json(await getAdminBlogPost(req.params.id));
});
adminContentRouter.put("/admin/blog/:id", async (req, res) => {
  res.json(await updateBlogPost(adminOf(res), req.params.id, req.body));
});
adminContentRouter.post("/admin/blog/:id/status", async (req, res) => {
  res.json(await setBlogPostStatus(adminOf(res), req.params.id, req.body));
});
/** multipart/form-data: `file` (JPEG, PNG or WebP, at most 5 MB) and `coverAlt`. */
adminContentRouter.post("/admin/blog/:id/cover", async (req, res) => {
  res.json(await uploadBlogCover(adminOf(res), req.params.id, req));
});
adminContentRouter.post("/admin/blog/:id/cover/removal", async (req, res) => {
  res.json(await removeBlogCover(adminOf(res), req.params.id));
});

adminContentRouter.get("/admin/webinars", async (req, res) => {
  res.json(await listAdminWebinars(query(req.originalUrl)));
});
adminContentRouter.post("/admin/webinars", async (req, res) => {
  res.status(201).json(await createWebinar(adminOf(res), req.body));
});
adminContentRouter.get("/admin/webinars/:id", async (req, res) => {
  res.json(await getAdminWebinar(req.params.id));
});
adminContentRouter.put("/admin/webinars/:id", async (req, res) => {
  res.json(await updateWebinar(adminOf(res), req.params.id, req.body));
});
adminContentRouter.get("/admin/webinars/:id/registrants", async (req, res) => {
  res.json(await listRegistrants(req.params.id, query(req.originalUrl)));
});
adminContentRouter.get("/admin/webinars/:id/registrants.csv", async (req, res) => {
  const { fileName, chunks } = await registrantsCsv(req.params.id);
  await sendCsv(res, fileName, chunks);
});
