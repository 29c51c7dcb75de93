import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  createPayRun,
  deletePayRun,
  finalizePayRun,
  getPayRun,
  getPayrollRates,
  listPayRuns,
  payRunSchema,
  payrollSettingsSchema,
  payrollSettingsView,
  recomputePayRun,
  updatePayrollSettings,
} from "../modules/payroll";
import { changeHandler, createHandler, recordHandler } from "./admin-route-handlers";

/**
 * Payroll in the console (issue 9). Mounted after adminGuardRouter, whose requireAdmin guard
 * covers every /api/admin path (401 without an admin session, 403 for any other credential).
 * Every change is audited in its own transaction (server/modules/payroll).
 */
export const payrollAdminRouter = Router();

/** → 200 { federalPercent, statePercent, socialSecurityPercent, socialSecurityWageBase, medicarePercent, overtimeThresholdHours, overtimeMultiplier, updatedAt }. */
payrollAdminRouter.get("/admin/payroll-settings", async (_req, res) => {
  res.json(payrollSettingsView(await getPayrollRates()));
});
/** The same fields (percent, dollars, hours as decimals) → 200 the saved settings; 400 { error, fields }. */
payrollAdminRouter.put("/admin/payroll-settings", async (req, res) => {
  res.json(await updatePayrollSettings(adminOf(res), parseInput(payrollSettingsSchema, req.body ?? {})));
});

/** → 200 { rows: [{ id, periodStart, periodEnd, payDate, status, createdBy, createdAt, finalizedAt, finalizedBy, totals }] }. */
payrollAdminRouter.get("/admin/pay-runs", async (_req, res) => {
  res.json(await listPayRuns());
});
/** { periodStart, periodEnd, payDate } → 201 the draft run with its stubs; 400; 409 nothing to pay. */
payrollAdminRouter.post(
  "/admin/pay-runs",
  createHandler((admin, body) => createPayRun(admin, parseInput(payRunSchema, body ?? {}))),
);
/** → 200 the run, its totals and stubs; 404. */
payrollAdminRouter.get(
  "/admin/pay-runs/:id",
  recordHandler((id) => getPayRun(id)),
);
/** → 200 the draft recomputed; 404; 409 once finalized. */
payrollAdminRouter.post(
  "/admin/pay-runs/:id/recompute",
  changeHandler((admin, id) => recomputePayRun(admin, id)),
);
/** → 200 the finalized run; 404; 409 the second time. */
payrollAdminRouter.post(
  "/admin/pay-runs/:id/finalize",
  changeHandler((admin, id) => finalizePayRun(admin, id)),
);
/** → 200 { id, deleted: true }; 404; 409 once finalized. */
payrollAdminRouter.delete(
  "/admin/pay-runs/:id",
  changeHandler((admin, id) => deletePayRun(admin, id)),
);
