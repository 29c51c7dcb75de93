import { Router } from "express";
import { z } from "zod";
import { parseInput } from "../kernel/parse-input";
import { renderMarkdown } from "../markdown/markdown";
import { adminOf, requireAdmin } from "../modules/admin-auth";
import {
  createJob,
  getAdminJob,
  getAdminSiteSettings,
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
import { changeHandler, createHandler, listHandler, queryOf, recordHandler } from "./admin-route-handlers";

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

adminConsoleRouter.get("/admin/overview", async (_req, res) => {
  res.json(await loadOverview());
});

adminConsoleRouter.get("/admin/jobs", listHandler(listAdminJobs));
adminConsoleRouter.post("/admin/jobs", createHandler(createJob));
adminConsoleRouter.get("/admin/jobs/:id", recordHandler(getAdminJob));
adminConsoleRouter.put("/admin/jobs/:id", changeHandler(updateJob));
adminConsoleRouter.post("/admin/jobs/:id/status", changeHandler(setJobStatus));
adminConsoleRouter.post("/admin/jobs/:id/priority", changeHandler(setJobPriority));

adminConsoleRouter.get("/admin/reviews", listHandler(listAdminReviews));
adminConsoleRouter.post("/admin/reviews/:id/moderation", changeHandler(moderateReview));

adminConsoleRouter.get("/admin/settings", async (_req, res) => {
  res.json(await getAdminSiteSettings());
});
adminConsoleRouter.put("/admin/settings", async (req, res) => {
  res.json(await updateSiteSettings(adminOf(res), req.body));
});

adminConsoleRouter.get("/admin/audit", listHandler(listAuditLog));

adminConsoleRouter.get("/admin/messages", listHandler(listAdminMessages));
adminConsoleRouter.post("/admin/messages/:id/handled", changeHandler(markMessageHandled));
adminConsoleRouter.post("/admin/messages/:id/reply", changeHandler(replyToMessage));

adminConsoleRouter.get("/admin/subscribers", listHandler(listAdminSubscribers));
/** The subscribers of the current search as CSV, streamed in batches (any number of rows). */
adminConsoleRouter.get("/admin/subscribers.csv", async (req, res) => {
  await sendCsv(res, "subscribers.csv", subscribersCsv(queryOf(req)));
});
adminConsoleRouter.post("/admin/subscribers/:id/unsubscribe", changeHandler(unsubscribeSubscriber));

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
