import { Router } from "express";
import { findCompany } from "../modules/companies";
import { getCompanyReviews, REVIEW_RECEIVED_MESSAGE, receiveVisitorReview } from "../modules/reviews";

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
  const review = await receiveVisitorReview({ companyId: company.id, body: req.body, ip: req.ip });
  res.status(201).json({ review, message: REVIEW_RECEIVED_MESSAGE });
});
