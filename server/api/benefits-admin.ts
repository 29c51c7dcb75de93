import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  benefitPlanSchema,
  createBenefitPlan,
  enrollmentWindowSchema,
  getAdminBenefits,
  setEnrollmentWindow,
  updateBenefitPlan,
} from "../modules/benefits";
import { changeHandler, createHandler } from "./admin-route-handlers";

/**
 * The console's benefit plans and enrollment window. Mounted after adminGuardRouter, whose
 * requireAdmin guard covers every /api/admin path: 401 without an admin session, 403 otherwise.
 */
export const benefitsAdminRouter = Router();

/** → 200 { plans: [{ id, kind, name, description, costPerPeriod, contributionPercent, eligibleAfterDays, active, enrolledCount, createdAt }], window }. */
benefitsAdminRouter.get("/admin/benefits", async (_req, res) => {
  res.json(await getAdminBenefits());
});

/** { kind, name, description, costPerPeriod, contributionPercent, eligibleAfterDays, active } → 201 the plan (audited); 400. */
benefitsAdminRouter.post(
  "/admin/benefits/plans",
  createHandler((admin, body) => createBenefitPlan(admin, parseInput(benefitPlanSchema, body ?? {}))),
);

/** The same fields → 200 the plan (audited); 400; 404 unknown id. */
benefitsAdminRouter.put("/admin/benefits/plans/:id", changeHandler(updateBenefitPlan));

/** { opensOn, closesOn } (YYYY-MM-DD, or both null to close) → 200 { opensOn, closesOn, open } (audited); 400. */
benefitsAdminRouter.put("/admin/benefits/window", async (req, res) => {
  res.json(await setEnrollmentWindow(adminOf(res), parseInput(enrollmentWindowSchema, req.body ?? {})));
});
