import { Router } from "express";
import { z } from "zod";
import { renderMarkdown } from "../markdown/markdown";
import { adminOf, requireAdmin } from "../modules/admin-auth";
import {
  createJob,
  getAdminJob,
  listAdminJobs,
  listAdminMessages,
  listAdminReviews,
  listAdminSubscribers,
  listAuditLog,
  loadOverview,
  markMessageHandled,
  moderateReview,
  replyToMessage,
  sendCsv,
  setJobPriority,
  setJobStatus,
  subscribersCsv,
  unsubscribeSubscriber,
  updateJob,
  updateSiteSettings,
} from "../modules/admin-console";
import { getSiteSettings } from "../modules/settings/site-settings";
import { parseInput } from "./validate";

/**
 * The back-office console's API (issue 7). Every path is behind requireAdmin: 401 without an admin
 * session, 403 for any other credential or a cross-site state-changing request. Every change
 * writes its audit entry in the change's own transaction (server/modules/admin-console).
 */
export const adminConsoleRouter = Router();

/** Every /api/admin path but the sign-in routes (/api/admin/auth/*, mounted before this router). */
adminConsoleRouter.use("/admin", (req, res, next) =>
  req.path === "/auth" || req.path.startsWith("/auth/") ? next() : requireAdmin(req, res, next),
);

const query = (url: string) => new URL(url, "http://localhost").searchParams;

adminConsoleRouter.get("/admin/overview", async (_req, res) => {
  res.json(await loadOverview());
});

adminConsoleRouter.get("/admin/jobs", async (req, res) => {
  res.json(await listAdminJobs(query(req.originalUrl)));
});
adminConsoleRouter.post("/admin/jobs", async (req, res) => {
  res.status(201).json(await createJob(adminOf(res), req.body));
});
adminConsoleRouter.get("/admin/jobs/:id", async (req, res) => {
  res.json(await getAdminJob(req.params.id));
});
adminConsoleRouter.put("/admin/jobs/:id", async (req, res) => {
  res.json(await updateJob(adminOf(res), req.params.id, req.body));
});
adminConsoleRouter.post("/admin/jobs/:id/status", async (req, res) => {
  res.json(await setJobStatus(adminOf(res), req.params.id, req.body));
});
adminConsoleRouter.post("/admin/jobs/:id/priority", async (req, res) => {
  res.json(await setJobPriority(adminOf(res), req.params.id, req.body));
});

adminConsoleRouter.get("/admin/reviews", async (req, res) => {
  res.json(await listAdminReviews(query(req.originalUrl)));
});
adminConsoleRouter.post("/admin/reviews/:id/moderation", async (req, res) => {
  res.json(await moderateReview(adminOf(res), req.params.id, req.body));
});

adminConsoleRouter.get("/admin/settings", async (_req, res) => {
  res.json(await getSiteSettings());
});
adminConsoleRouter.put("/admin/settings", async (req, res) => {
  res.json(await updateSiteSettings(adminOf(res), req.body));
});

adminConsoleRouter.get("/admin/audit", async (req, res) => {
  res.json(await listAuditLog(query(req.originalUrl)));
});

adminConsoleRouter.get("/admin/messages", async (req, res) => {
  res.json(await listAdminMessages(query(req.originalUrl)));
});
adminConsoleRouter.post("/admin/messages/:id/handled", async (req, res) => {
  res.json(await markMessageHandled(adminOf(res), req.params.id, req.body));
});
adminConsoleRouter.post("/admin/messages/:id/reply", async (req, res) => {
  res.json(await replyToMessage(adminOf(res), req.params.id, req.body));
});

adminConsoleRouter.get("/admin/subscribers", async (req, res) => {
  res.json(await listAdminSubscribers(query(req.originalUrl)));
});
/** The subscribers of the current search as CSV, streamed in batches (any number of rows). */
adminConsoleRouter.get("/admin/subscribers.csv", async (req, res) => {
  await sendCsv(res, "subscribers.csv", subscribersCsv(query(req.originalUrl)));
});
adminConsoleRouter.post("/admin/subscribers/:id/unsubscribe", async (req, res) => {
  res.json(await unsubscribeSubscriber(adminOf(res), req.params.id));
});

const previewSchema = z
  .object({
    markdown: z.string({ error: "Send the Markdown to preview." }).max(20_000, "At most 20,000 characters."),
  })
  .strict();
/** The description's preview, rendered by the same Markdown module as the public job page. */
adminConsoleRouter.post("/admin/markdown-preview", (req, res) => {
  const { markdown } = parseInput(previewSchema, req.body);
  res.json({ html: renderMarkdown(markdown) });
});
