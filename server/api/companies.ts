import { Router } from "express";
import { getCompanyReviews } from "../modules/reviews";

export const companiesRouter = Router();

/**
 * SPEC §7: a company's published reviews in Google Places' shape. The path segment is the company's
 * name or slug in any letter case (Express decodes it: "Sunshine%20Staffing" works); unknown: 404.
 */
companiesRouter.get("/companies/:company/reviews", async (req, res) => {
  res.json(await getCompanyReviews(String(req.params.company)));
});
