/** Payroll (issue 9): rates, pay runs from approved timesheet weeks, paystubs and their PDFs. */

export { computeEarnings, computeWithholding } from "./compute";
export { getContractorPaystub, listContractorPaystubs } from "./contractor-stubs";
export {
  createPayRun,
  deletePayRun,
  finalizePayRun,
  getPayRun,
  listPayRuns,
  payRunSchema,
  recomputePayRun,
} from "./pay-runs";
export { paystubPdf } from "./paystub-pdf";
export {
  getPayrollRates,
  payrollSettingsSchema,
  payrollSettingsView,
  updatePayrollSettings,
} from "./settings";
export { defaultPayRunPeriod, nextPayDate, workforceSummary } from "./workforce-summary";
