import type { Router } from "express";
import { adminAuthRouter } from "./admin-auth";
import { adminBenefitsRouter } from "./admin-benefits";
import { adminCandidatesRouter } from "./admin-candidates";
import { adminConsoleRouter } from "./admin-console";
import { adminContentRouter } from "./admin-content";
import { adminDocumentsRouter } from "./admin-documents";
import { adminInterviewsRouter } from "./admin-interviews";
import { adminPayrollRouter } from "./admin-payroll";
import { adminPipelineRouter } from "./admin-pipeline";
import { adminReferralsRouter } from "./admin-referrals";
import { adminSupportRouter } from "./admin-support";
import { adminWorkforceRouter } from "./admin-workforce";
import { applicationsRouter } from "./applications";
import { benefitsRouter } from "./benefits";
import { candidateApplicationsRouter } from "./candidate-applications";
import { candidateDataRouter } from "./candidate-data";
import { candidateDocumentsRouter } from "./candidate-documents";
import { candidateInterviewsRouter } from "./candidate-interviews";
import { candidateJobsRouter } from "./candidate-jobs";
import { candidatePaystubsRouter } from "./candidate-paystubs";
import { candidateTimesheetsRouter } from "./candidate-timesheets";
import { candidatesRouter } from "./candidates";
import { companiesRouter } from "./companies";
import { contactRouter } from "./contact";
import { emailCheckRouter } from "./email-check";
import { emailSubscriptionsRouter } from "./email-subscriptions";
import { jobsRouter } from "./jobs";
import { referralsRouter } from "./referrals";
import { settingsRouter } from "./settings";
import { supportRouter } from "./support";
import { webinarsRouter } from "./webinars";

/** Each resource's router, mounted under /api in this order. */
export const apiRouters: Router[] = [
  webinarsRouter,
  emailCheckRouter,
  settingsRouter,
  companiesRouter,
  contactRouter,
  emailSubscriptionsRouter,
  jobsRouter,
  applicationsRouter,
  candidatesRouter,
  candidateApplicationsRouter,
  candidateDataRouter,
  referralsRouter,
  candidateInterviewsRouter,
  candidateJobsRouter,
  benefitsRouter,
  supportRouter,
  candidatePaystubsRouter,
  candidateTimesheetsRouter,
  candidateDocumentsRouter,
  // Before any /admin router: the sign-in routes are the ones requireAdmin must not guard.
  adminAuthRouter,
  adminConsoleRouter,
  // After adminConsoleRouter: its guard (requireAdmin) covers these /api/admin paths too.
  adminContentRouter,
  adminPipelineRouter,
  adminCandidatesRouter,
  adminReferralsRouter,
  adminInterviewsRouter,
  adminBenefitsRouter,
  adminSupportRouter,
  adminPayrollRouter,
  adminWorkforceRouter,
  adminDocumentsRouter,
];
