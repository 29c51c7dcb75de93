import { Router } from "express";
import { listAdminReviews, moderateReview, reviewDecisionSchema } from "../modules/reviews";
import { changeHandler, listHandler } from "./admin-route-handlers";

/** Company review moderation (behind adminGuardRouter); each decision is audited. */
export const reviewsAdminRouter = Router();

reviewsAdminRouter.get("/admin/reviews", listHandler(listAdminReviews));
reviewsAdminRouter.post("/admin/reviews/:id/moderation", changeHandler(reviewDecisionSchema, moderateReview));
