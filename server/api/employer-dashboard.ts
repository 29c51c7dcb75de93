import { Router } from "express";
import { authenticateEmployer } from "../modules/employer-accounts";
import { getEmployerDashboard } from "../modules/employer-dashboard";

/** The employer portal's dashboard counts (issue 18). */
export const employerDashboardRouter = Router();

/** → 200 EmployerDashboard (a card is null for roles that may not use its page); 401. */
employerDashboardRouter.get("/employers/dashboard", async (req, res) => {
  res.json(await getEmployerDashboard(await authenticateEmployer(req.get("cookie"))));
});
