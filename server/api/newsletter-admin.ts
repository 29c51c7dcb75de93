import { Router } from "express";
import { sendCsv } from "../kernel/csv";
import { listAdminSubscribers, subscribersCsv, unsubscribeSubscriber } from "../modules/newsletter";
import { changeHandler, listHandler, queryOf } from "./admin-route-handlers";

/** The newsletter's subscribers (behind adminGuardRouter). */
export const newsletterAdminRouter = Router();

newsletterAdminRouter.get("/admin/subscribers", listHandler(listAdminSubscribers));
/** The subscribers of the current search as CSV, streamed in batches (any number of rows). */
newsletterAdminRouter.get("/admin/subscribers.csv", async (req, res) => {
  await sendCsv(res, "subscribers.csv", subscribersCsv(queryOf(req)));
});
newsletterAdminRouter.post("/admin/subscribers/:id/unsubscribe", changeHandler(unsubscribeSubscriber));
