import { Router } from "express";
import { findCompany } from "../modules/companies";
import { getCompanyReviews, REVIEW_RECEIVED_MESSAGE, visitorReview } from "../modules/reviews";
import { runForRequest } from "./run-for-request";

export const companiesRouter = Router();

/**
 * SPEC §7: a company's published reviews in Google Places' shape. The path segment is the company's
 * name or slug in any letter case (Express decodes it: "Sunshine%20Staffing" works); unknown: 404.
 */
companiesRouter.get("/companies/:company/reviews", async (req, res) => {
  res.json(await getCompanyReviews(String(req.params.company)));
});

/**
 * A client's review { authorName, rating (whole number 1–5), text? }, stored as pending until an admin
 * approves it: 201 { review: { authorName, rating, text, status: "pending" }, message }. 400 with
 * fields, 404 for an unknown company, 429 past REVIEW_LIMIT_PER_IP (valid submissions only). A filled
 * honeypot (`website`) gets the same 201 and is dropped.
 */
companiesRouter.post("/companies/:company/reviews", async (req, res) => {
  const company = await findCompany(String(req.params.company));
  // A body that is not an object has none of the review's fields: each gets its message.
  const fields = typeof req.body === "object" && !Array.isArray(req.body) ? req.body : {};
  const review = await runForRequest(visitorReview, req, { ...fields, companyId: company.id });
  res.status(201).json({ review, message: REVIEW_RECEIVED_MESSAGE });
});
